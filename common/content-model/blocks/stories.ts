/** People's stories as cards, in two wide columns or three. */
import { z } from "zod";
import { choice, itemId, list } from "../fields.ts";
import { labelled } from "../localized.ts";
import { personStory, sectionFields } from "./parts.ts";

export const storiesBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("stories"),
    ...sectionFields,
    stories: list(personStory, { label: "Stories", item: { label: "Story", titleField: "name" } }, { max: 9, min: 1 }),
    columns: choice({ two: "Two wide columns", three: "Three columns" }, { label: "Layout on wide screens" }),
  }),
  { label: "Stories" },
);
