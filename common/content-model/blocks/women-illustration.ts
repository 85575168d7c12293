/** The women's-group drawing beside an introduction and its pillars (Earn, Learn, Lead). */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";

const pillar = z.object({
  id: itemId,
  label: localizedText({
    label: "Word",
    max: 40,
    required: true,
    help: "One or two words, shown large: Earn, Learn, Lead",
  }),
  text: localizedText({ label: "What it means", max: 200, required: true }),
});

export const womenIllustrationBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("womenIllustration"),
    heading: localizedText({ label: "Heading", max: 160, required: true }),
    intro: localizedText({ label: "Introduction", max: 600, required: true, input: "multiline" }),
    pillars: list(pillar, { label: "Pillars", item: { label: "Pillar", titleField: "label" } }, { max: 6, min: 1 }),
    alt: localizedText({
      label: "What the drawing shows (alt text)",
      max: 300,
      required: true,
      help: "Read aloud to people who cannot see the drawing.",
    }),
  }),
  { label: "Women's group drawing and pillars" },
);
