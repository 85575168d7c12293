/** The questions the staff publish in FAQs, in one accordion, with a "still have a question?" box beside them. */
import { z } from "zod";
import { itemId } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { actions, sectionFields } from "./parts.ts";

export const faqBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("faq"),
    ...sectionFields,
    help: labelled(
      z.object({
        heading: localizedText({ label: "Heading", max: 160, required: true, help: "Like: Still have a question?" }),
        text: localizedText({ label: "Text", max: 600, required: true, input: "multiline" }),
        actions: actions(3),
      }),
      { label: "The box beside the questions" },
    ),
  }),
  { label: "Questions and answers", help: "The questions published in FAQs, in their order there." },
);
