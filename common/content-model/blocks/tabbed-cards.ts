/**
 * A section of tabs, each tab's panel a list of parts drawn in order (a heading over a
 * grid of cards, ...), told apart by `part`. The first tab is open when the page opens.
 */
import { z } from "zod";
import { choice, itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { cardSet } from "./card-sets.ts";
import { icon, sectionFields } from "./parts.ts";

/** The panel's heading (with an icon) and a line under it, over a grid of cards. */
const cardsPart = (cards: typeof cardSet) =>
  labelled(
    z.object({
      id: itemId,
      part: z.literal("cards"),
      heading: localizedText({ label: "Heading", max: 160, required: true }),
      description: localizedText({ label: "Text under the heading", max: 600, input: "multiline" }),
      icon: icon.optional(),
      columns: choice(
        { two: "Two", three: "Three", wide: "Two, on wide screens only (long cards)" },
        { label: "Columns on wide screens" },
      ),
      cards,
    }),
    { label: "Heading and cards" },
  );

const panelPart = (cards: typeof cardSet) =>
  labelled(z.discriminatedUnion("part", [cardsPart(cards)]), { label: "Part of the panel" });

const tab = (cards: typeof cardSet) =>
  z.object({
    id: itemId,
    label: localizedText({ label: "Tab's name", max: 60, required: true }),
    parts: list(panelPart(cards), { label: "The tab's panel", item: { label: "Part" } }, { max: 12, min: 1 }),
  });

/** The tabs, their cards of the kinds `cards` takes (a page's own: `cardSetOf`). */
export const tabbedCardsBlockWith = (cards: typeof cardSet) =>
  labelled(
    z.object({
      id: itemId,
      kind: z.literal("tabbedCards"),
      ...sectionFields,
      label: localizedText({
        label: "Name of the tabs",
        max: 80,
        required: true,
        help: "Not shown: screen readers read it before the tabs' names.",
      }),
      tabs: list(
        tab(cards),
        {
          label: "Tabs",
          help: "The first tab is open when the page opens.",
          item: { label: "Tab", titleField: "label" },
        },
        { max: 8, min: 1 },
      ),
    }),
    { label: "Tabs" },
  );

export const tabbedCardsBlock = tabbedCardsBlockWith(cardSet);
