/** A row of programme cards: icon, who it is for, title, a paragraph and a ticked list. */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { accent, icon, sectionFields, textList } from "./parts.ts";

const programmeCard = z.object({
  id: itemId,
  title: localizedText({ label: "Title", max: 120, required: true }),
  eyebrow: localizedText({ label: "Who it is for", max: 80 }),
  description: localizedText({ label: "Description", max: 600, required: true, input: "multiline" }),
  icon,
  accent: accent.optional(),
  points: textList("Ticked lines", 8),
});

export const programmeCardsBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("programmeCards"),
    ...sectionFields,
    programmes: list(
      programmeCard,
      { label: "Programmes", item: { label: "Programme", titleField: "title" } },
      { max: 8, min: 1 },
    ),
  }),
  { label: "Programme cards" },
);
