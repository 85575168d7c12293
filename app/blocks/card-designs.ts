import type { ReactNode } from "react";
import type { CardDesigns, CardSet } from "~/content/card-types";

/**
 * The design that draws a set of cards (each card with its set's words), from those the
 * route handed in; a missing one throws with its name.
 */
export function designFor(designs: CardDesigns, cards: CardSet) {
  const design = designs[cards.card] as
    | { key: (item: unknown) => string; view: (item: unknown, set: CardSet) => ReactNode }
    | undefined;
  if (!design) throw new Error(`No card design "${cards.card}" was given to this page`);
  return {
    items: cards.items as readonly unknown[],
    itemKey: design.key,
    renderItem: (item: unknown) => design.view(item, cards),
  };
}
