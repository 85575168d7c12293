/** Milestones down a line, oldest first: when, what happened and a line about it. */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { sectionFields } from "./parts.ts";

const milestone = z.object({
  id: itemId,
  date: localizedText({
    label: "When",
    max: 40,
    required: true,
    help: "As it is shown: January 2025. A milestone's figures are those of its day, so write them out rather than cite {students}.",
  }),
  title: localizedText({ label: "Title", max: 120, required: true }),
  text: localizedText({ label: "Text", max: 400, required: true, input: "multiline" }),
});

export const timelineBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("timeline"),
    ...sectionFields,
    items: list(
      milestone,
      { label: "Milestones", item: { label: "Milestone", titleField: "title" } },
      {
        max: 20,
        min: 1,
      },
    ),
  }),
  { label: "Timeline" },
);
