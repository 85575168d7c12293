/** A headline figure of a page a new site starts with that cites a shared figure by name (decision 070). */
import type { Stat } from "#common/content-model/blocks/parts";
import type { LocalizedText } from "#common/content-model/localized";
import { t } from "../localized-text.ts";

/** The tile of figure `name` (`{states}`), under `label`, without an explanation. */
export const citedStat = (name: string, label: LocalizedText, id = name): Stat => ({
  id,
  value: t(`{${name}}`, ""),
  label,
  description: t("", ""),
});
