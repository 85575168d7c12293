/** A numbered process (how to join, how a partnership starts). */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { button, processStep, sectionFields } from "./parts.ts";

/** A tinted box under the steps, pointing elsewhere ("Early in your career?"): a heading, a line, one button. */
const callout = z.object({
  id: itemId,
  heading: localizedText({ label: "Heading", max: 160, required: true }),
  text: localizedText({ label: "Text", max: 600, required: true, input: "multiline" }),
  action: button(),
});

export const stepsBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("steps"),
    ...sectionFields,
    steps: list(processStep, { label: "Steps", item: { label: "Step", titleField: "title" } }, { max: 10, min: 1 }),
    callout: list(
      callout,
      { label: "Box under the steps", help: "May be none.", item: { label: "Box", titleField: "heading" } },
      { max: 1 },
    ).optional(),
  }),
  { label: "Steps" },
);
