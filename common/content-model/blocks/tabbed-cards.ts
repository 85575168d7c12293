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
const cardsPart = labelled(
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
    cards: cardSet,
  }),
  { label: "Heading and cards" },
);

const panelPart = labelled(z.discriminatedUnion("part", [cardsPart]), { label: "Part of the panel" });

const tab = z.object({
  id: itemId,
  label: localizedText({ label: "Tab's name", max: 60, required: true }),
  parts: list(panelPart, { label: "The tab's panel", item: { label: "Part" } }, { max: 12, min: 1 }),
});

export const tabbedCardsBlock = labelled(
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
      tab,
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
