/** A section of cards of one design (people, mentorship programmes, regional teams) under its heading. */
import { z } from "zod";
import { choice, itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { cardSet } from "./card-sets.ts";
import { sectionFields } from "./parts.ts";

const columns = choice(
  {
    two: "Two",
    three: "Three",
    four: "Four",
    wide: "Two, on wide screens only (long cards)",
    thirds: "Three, from middle-sized screens (short cards)",
  },
  { label: "Cards across on wide screens" },
);

/** The section, its cards of the kinds `cards` takes (a page's own: `cardSetOf`). */
export const cardGridBlockWith = (cards: typeof cardSet) =>
  labelled(
    z.object({
      id: itemId,
      kind: z.literal("cardGrid"),
      ...sectionFields,
      columns,
      cards,
      /** More cards in the same section, each group under an eyebrow and a heading of its own (/Career's partnerships). */
      groups: list(
        z.object({
          id: itemId,
          eyebrow: localizedText({ label: "Eyebrow", max: 80, help: "A few words above the heading; may be empty." }),
          heading: localizedText({ label: "Heading", max: 160, required: true }),
          columns,
          cards,
        }),
        { label: "More cards under a heading of their own", item: { label: "Group of cards", titleField: "heading" } },
        { max: 4 },
      ).default([]),
    }),
    { label: "Cards" },
  );

export const cardGridBlock = cardGridBlockWith(cardSet);
