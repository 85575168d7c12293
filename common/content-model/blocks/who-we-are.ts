/** Home's introduction: paragraphs and a link on one side, ticked points on the other. */
import { z } from "zod";
import { itemId, linkTarget, list } from "../fields.ts";
import { labelled } from "../localized.ts";
import { group, sectionFields, text, textList } from "./parts.ts";

const pillar = z.object({
  id: itemId,
  title: text("Title"),
  text: text("Line", 300),
});

export const whoWeAreBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("whoWeAre"),
    eyebrow: sectionFields.eyebrow,
    heading: sectionFields.heading,
    paragraphs: labelled(textList("Paragraphs", 6, 1200, "multiline").min(1, "Paragraphs: add at least 1"), {
      label: "Paragraphs",
      help: "Each one a paragraph of plain text (no formatting).",
    }),
    link: group("Link under the paragraphs", { label: text("Link text", 60), to: linkTarget }),
    pillars: list(
      pillar,
      {
        label: "Ticked points",
        help: "Beside the paragraphs, each with a tick, its title and a line.",
        item: { label: "Point", titleField: "title" },
      },
      { max: 6, min: 1 },
    ),
  }),
  { label: "Introduction with ticked points" },
);
