/**
 * How content modules write the usual tab panel of the programme and partnership
 * pages: a heading (and icon) over one grid of cards.
 */
import type { PanelPart, TabPanelData } from "~/blocks/tabbed-cards/type";
import type { CardSet } from "./card-types";
import type { IconKey } from "./display-types";

type Columns = Extract<PanelPart, { part: "cards" }>["columns"];

/** The panel's h3 and description over a grid of cards. */
export const cardsPart = (heading: string, description: string | undefined, cards: CardSet, columns?: Columns) =>
  ({ part: "cards", heading, description, columns, cards }) satisfies PanelPart;

/** A tab whose panel is one grid of cards under the tab's heading (its label when it has none), description and icon. */
export const cardsTab = (
  tab: { id: string; label: string; heading?: string; description: string; icon: IconKey },
  cards: CardSet,
  columns: Columns = 3,
): TabPanelData => ({
  id: tab.id,
  label: tab.label,
  parts: [{ ...cardsPart(tab.heading ?? tab.label, tab.description, cards, columns), icon: tab.icon }],
});
