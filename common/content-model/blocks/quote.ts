/** A quoted message (the founder's), signed with the person's name and role, and a link to read on. */
import { z } from "zod";
import { itemId, linkTarget } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { sectionFields } from "./parts.ts";

export const quoteBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("quote"),
    ...sectionFields,
    quote: localizedText({ label: "The message", max: 1500, required: true, input: "multiline" }),
    name: localizedText({
      label: "Who says it",
      max: 80,
      required: true,
      help: "The initials in the circle beside it are taken from this name.",
    }),
    role: localizedText({ label: "Their role", max: 120, required: true }),
    link: labelled(
      z.object({
        label: localizedText({ label: "Link text", max: 60, required: true }),
        to: linkTarget,
      }),
      { label: "Link under the message" },
    ),
  }),
  { label: "Quoted message" },
);
