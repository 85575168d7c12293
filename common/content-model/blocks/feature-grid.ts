/** Icon cards with a title and a line (why learn with us, ways to help), and maybe one button under them. */
import { z } from "zod";
import { choice, itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { ACCENTS, accent, actions, icon, sectionFields } from "./parts.ts";

/** An icon card: its title, a line and its icon. */
const feature = z.object({
  id: itemId,
  title: localizedText({ label: "Title", max: 120, required: true }),
  text: localizedText({ label: "Text", max: 600, required: true, input: "multiline" }),
  icon,
  accent: labelled(accent.optional(), {
    label: "Colour of this card's icon",
    help: "None: the colour chosen for the cards below.",
    options: ACCENTS,
  }),
});

export const features = () =>
  list(feature, { label: "Cards", item: { label: "Card", titleField: "title" } }, { max: 12, min: 1 });

export const featureColumns = choice(
  { two: "Two", three: "Three", four: "Four" },
  { label: "Cards across on wide screens" },
);

export const featureGridBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("featureGrid"),
    ...sectionFields,
    features: features(),
    columns: featureColumns,
    accent,
    textSize: choice(
      { normal: "Usual", large: "Larger (for a few long statements, like a mission and a vision)" },
      { label: "Size of the cards' text" },
    ).default("normal"),
    actions: actions(1),
  }),
  { label: "Icon cards" },
);
