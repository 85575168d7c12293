/** The heading band: the page's heading and description, an eyebrow, and buttons or headline figures. */
import { z } from "zod";
import { itemId } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { actions } from "./parts.ts";

export const heroBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("hero"),
    eyebrow: localizedText({ label: "Eyebrow", max: 80 }),
    intro: localizedText({
      label: "Introduction",
      max: 600,
      input: "multiline",
      help: "Under the heading; when empty, the page's description is shown.",
    }),
    actions: actions(3),
  }),
  { label: "Heading band" },
);
