/** A section of cards of one design (people, mentorship programmes, regional teams) under its heading. */
import { z } from "zod";
import { choice, itemId } from "../fields.ts";
import { labelled } from "../localized.ts";
import { cardSet } from "./card-sets.ts";
import { sectionFields } from "./parts.ts";

/** The section, its cards of the kinds `cards` takes (a page's own: `cardSetOf`). */
export const cardGridBlockWith = (cards: typeof cardSet) =>
  labelled(
    z.object({
      id: itemId,
      kind: z.literal("cardGrid"),
      ...sectionFields,
      columns: choice(
        {
          two: "Two",
          three: "Three",
          four: "Four",
          wide: "Two, on wide screens only (long cards)",
        },
        { label: "Cards across on wide screens" },
      ),
      cards,
    }),
    { label: "Cards" },
  );

export const cardGridBlock = cardGridBlockWith(cardSet);
