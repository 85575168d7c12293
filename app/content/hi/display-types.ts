/** Hindi words of the shared display strings (../display-types.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../display-types";

/** The label of every disabled "Coming Soon" button (glossary: Coming Soon). */
export const COMING_SOON = "जल्द आ रहा है" satisfies Translation<typeof english.COMING_SOON>;
