/** One way to join in a tinted band (/Career's Volunteer & Internship): icon, eyebrow, heading, a line, chips, a button. */
import { z } from "zod";
import { itemId } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { button, icon, textList } from "./parts.ts";

export const spotlightBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("spotlight"),
    icon,
    eyebrow: localizedText({ label: "Eyebrow", max: 80, required: true, help: "Like: Open now" }),
    heading: localizedText({ label: "Heading", max: 160, required: true }),
    text: localizedText({ label: "Text", max: 600, required: true, input: "multiline" }),
    points: textList("Chips", 6, 80),
    action: button(),
  }),
  { label: "Spotlight", help: "One way to join, in a tinted band with its button." },
);
