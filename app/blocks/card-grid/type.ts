import type { CardColumns } from "~/components/programmes/card-grid-panel";
import type { CardSet } from "~/content/card-types";
import type { SectionFields } from "../section";

/** Cards of one design in a grid; after the first, a group may open with an eyebrow and an h3. */
export interface CardGroup {
  eyebrow?: string;
  heading?: string;
  columns: CardColumns;
  cards: CardSet;
}

/** A section of card grids (people, programmes, teams, openings), drawn by the designs the route hands in. */
export interface CardGridBlockData extends SectionFields {
  kind: "cardGrid";
  groups: readonly CardGroup[];
}
