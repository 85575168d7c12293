/**
 * A section of tabs, each tab's panel a list of parts drawn in order (a heading over a
 * grid of cards, a heading and its text, numbered steps, figures, icon cards, text with
 * a box beside it, buttons), told apart by `part`. The first tab is open when the page opens.
 */
import { z } from "zod";
import { choice, itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { cardSet } from "./card-sets.ts";
import { featureColumns, features } from "./feature-grid.ts";
import { actions, icon, pageAction, processStep, sectionFields, stats, textList } from "./parts.ts";

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

const panelHeading = localizedText({ label: "Heading", max: 160, required: true });

/** The panel's heading and a line under it, alone (steps or figures follow). */
const headingPart = labelled(
  z.object({
    id: itemId,
    part: z.literal("heading"),
    heading: panelHeading,
    description: localizedText({ label: "Text under the heading", max: 600, input: "multiline" }),
  }),
  { label: "Heading and text" },
);

const stepsPart = labelled(
  z.object({
    id: itemId,
    part: z.literal("steps"),
    steps: list(processStep, { label: "Steps", item: { label: "Step", titleField: "title" } }, { max: 10, min: 1 }),
  }),
  { label: "Numbered steps" },
);

const statsPart = labelled(z.object({ id: itemId, part: z.literal("stats"), stats: stats(8) }), {
  label: "Figures",
});

const featuresPart = labelled(
  z.object({
    id: itemId,
    part: z.literal("features"),
    heading: localizedText({ label: "Heading", max: 160, help: "Over the cards; may be empty." }),
    headingSize: choice(
      { small: "Smaller than the panel's heading", large: "As large as the panel's heading" },
      { label: "Size of the heading" },
    ),
    features: features(),
    columns: featureColumns,
  }),
  { label: "Icon cards" },
);

const textWithAsidePart = labelled(
  z.object({
    id: itemId,
    part: z.literal("textWithAside"),
    heading: panelHeading,
    paragraphs: textList("Paragraphs", 6, 1200, "multiline"),
    asideHeading: localizedText({ label: "Heading of the box beside the text", max: 160, required: true }),
    asidePoints: textList("Ticked points in the box", 10),
  }),
  { label: "Text with a box of ticked points beside it" },
);

const actionPart = labelled(z.object({ id: itemId, part: z.literal("action"), action: pageAction }), {
  label: "One main button, centred",
});

const actionsPart = labelled(z.object({ id: itemId, part: z.literal("actions"), actions: actions(4) }), {
  label: "Outlined buttons side by side",
});

const panelPart = (cards: typeof cardSet) =>
  labelled(
    z.discriminatedUnion("part", [
      cardsPart(cards),
      headingPart,
      stepsPart,
      statsPart,
      featuresPart,
      textWithAsidePart,
      actionPart,
      actionsPart,
    ]),
    { label: "Part of the panel" },
  );

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
