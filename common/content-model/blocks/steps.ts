/** A numbered process (how to join, how a partnership starts). */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled } from "../localized.ts";
import { processStep, sectionFields } from "./parts.ts";

export const stepsBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("steps"),
    ...sectionFields,
    steps: list(processStep, { label: "Steps", item: { label: "Step", titleField: "title" } }, { max: 10, min: 1 }),
  }),
  { label: "Steps" },
);
