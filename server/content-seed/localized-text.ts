import type { LocalizedText } from "#common/content-model/localized";

/** A localized text of the first start's content, its Hindi current. */
export const t = (en: string, hi: string): LocalizedText => ({ en, hi, hiStale: false });
