/** The heading band: the page's heading and description, an eyebrow, and buttons or headline figures. */
import { z } from "zod";
import { itemId, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { actions, stat } from "./parts.ts";

export const heroBlock = labelled(
  z
    .object({
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
      statsHeading: localizedText({
        label: "Heading of the figures",
        max: 160,
        help: "Not shown: screen readers read it before the figures.",
      }),
      stats: list(stat, { label: "Figures", item: { label: "Figure", titleField: "label" } }, { max: 6 }),
    })
    .refine((hero) => hero.actions.length === 0 || hero.stats.length === 0, {
      message: "Figures: the heading band shows buttons or figures, not both; remove one or the other",
      path: ["stats"],
    }),
  { label: "Heading band", help: "The page's heading and description, then its buttons or its figures." },
);
