import type { EditablePageKey } from "#common/content-model/pages";
import type { PageAction, Stat } from "~/content/display-types";
import type { PageKey } from "~/content/paths";

/**
 * The heading band: the page's h1 and description (from content/pages.ts), an
 * eyebrow, then either a row of actions or headline figures (under a hidden h2 when it has a heading).
 */
export type HeroBlockData = {
  kind: "hero";
  /** A page of content/paths.ts, or one the staff edit that no other page links to in code. */
  page: PageKey | EditablePageKey;
  /** The page's h1, for a page the staff edit (its document's heading); else the page's entry in content/pages.ts. */
  heading?: string;
  eyebrow?: string;
  /** In place of the page's meta description, when the page says it differently. */
  intro?: string;
} & (
  | { actions: readonly PageAction[]; stats?: never }
  | { stats: { heading?: string; stats: readonly Stat[] }; actions?: never }
  | { actions?: never; stats?: never }
);
