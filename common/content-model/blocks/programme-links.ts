/** Home's programme cards: an icon, a title, a line and a link to the programme's page, in rows of up to three. */
import { z } from "zod";
import { itemId, linkTarget, list } from "../fields.ts";
import { labelled } from "../localized.ts";
import { accent, icon, sectionFields, text } from "./parts.ts";

const programmeLink = z.object({
  id: itemId,
  title: text("Title"),
  text: text("Line", 300),
  icon,
  accent,
  to: linkTarget,
  linkLabel: text("Link text", 60, "At the foot of the card, like “Explore Education”."),
});

export const programmeLinksBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("programmeLinks"),
    ...sectionFields,
    programmes: list(
      programmeLink,
      { label: "Programmes", item: { label: "Programme", titleField: "title" } },
      { max: 9, min: 1 },
    ),
  }),
  { label: "Programme links", help: "A card for each programme, each leading to its page." },
);
