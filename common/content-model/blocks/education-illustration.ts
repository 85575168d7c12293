/** The learning-centre drawing beside the education figures. */
import { z } from "zod";
import { itemId } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { stats } from "./parts.ts";

export const educationIllustrationBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("educationIllustration"),
    alt: localizedText({
      label: "What the drawing shows (alt text)",
      max: 300,
      required: true,
      help: "Read aloud to people who cannot see the drawing.",
    }),
    heading: localizedText({ label: "Heading", max: 160, required: true }),
    stats: stats(6),
  }),
  { label: "Education drawing and figures" },
);
