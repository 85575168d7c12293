/** The closing band: a heading, a line of text and its buttons (the first the main one). */
import { z } from "zod";
import { choice, itemId } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { actions } from "./parts.ts";

export const ctaBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("cta"),
    heading: localizedText({ label: "Heading", max: 160, required: true }),
    text: localizedText({ label: "Text", max: 600, required: true, input: "multiline" }),
    actions: actions(3),
    spaceAbove: choice(
      {
        spaced: "Space above it (after a coloured section)",
        flush: "No space above it (after a white section, whose space is enough)",
      },
      { label: "Space above the band" },
    ).default("spaced"),
  }),
  { label: "Call to action" },
);
