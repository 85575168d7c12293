import type { PageAction, Stat } from "~/content/display-types";
import type { PageKey } from "~/content/pages";

/** The heading band: the page's h1 and description (from content/pages.ts), an eyebrow, then actions or figures. */
export interface HeroBlockData {
  kind: "hero";
  page: PageKey;
  eyebrow?: string;
  actions?: readonly PageAction[];
  /** Headline figures under the intro, introduced by a visually hidden h2. */
  stats?: { heading: string; stats: readonly Stat[] };
}
