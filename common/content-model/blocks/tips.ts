/** Numbered tips, each a title and a line. */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { sectionFields } from "./parts.ts";

const tip = z.object({
  id: itemId,
  title: localizedText({ label: "Title", max: 120, required: true }),
  text: localizedText({ label: "Text", max: 400, required: true, input: "multiline" }),
});

export const tipsBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("tips"),
    ...sectionFields,
    tips: list(tip, { label: "Tips", item: { label: "Tip", titleField: "title" } }, { max: 12, min: 1 }),
  }),
  { label: "Numbered tips" },
);
