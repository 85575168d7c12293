import type { CardSet } from "~/content/card-types";
import type { Feature, IconKey, PageAction, ProcessStep, Stat } from "~/content/display-types";
import type { SectionFields } from "../section";

/** One piece of a tab panel, drawn in order. */
export type PanelPart =
  /** The panel's h3 (with an icon) over a grid of cards. */
  | { part: "cards"; heading: string; description?: string; icon?: IconKey; columns?: 2 | 3 | "wide"; cards: CardSet }
  /** The panel's h3 and description alone. */
  | { part: "heading"; heading: string; description?: string }
  | { part: "steps"; steps: readonly ProcessStep[] }
  | { part: "stats"; stats: readonly Stat[] }
  /** Icon cards, under an h4 (or an h3) when `heading` is given. */
  | { part: "features"; heading?: string; headingLevel?: 3 | 4; features: readonly Feature[]; columns?: 2 | 3 | 4 }
  /** Paragraphs under the panel's h3, and a tinted box with a check list beside them. */
  | {
      part: "textWithAside";
      heading: string;
      paragraphs: readonly string[];
      aside: { heading: string; points: readonly string[] };
    }
  /** One primary button, centred. */
  | { part: "action"; action: PageAction }
  /** Outline buttons, centred. */
  | { part: "actions"; actions: readonly PageAction[] };

export interface TabPanelData {
  id: string;
  label: string;
  parts: readonly PanelPart[];
}

/** A section of tabs (WAI-ARIA), each panel a heading and cards, steps, figures or features. */
export interface TabbedCardsBlockData extends SectionFields {
  kind: "tabbedCards";
  /** The tab list's accessible name. */
  label: string;
  defaultTabId: string;
  tabs: readonly TabPanelData[];
}
