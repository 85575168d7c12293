/** A note that a page is on its way (an icon, a badge, a heading and a line), then cards that lead elsewhere meanwhile. */
import { z } from "zod";
import { itemId, linkTarget, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { icon } from "./parts.ts";

const pageLink = z.object({
  id: itemId,
  title: localizedText({ label: "Title", max: 120, required: true }),
  text: localizedText({ label: "Text", max: 300, required: true, input: "multiline" }),
  label: localizedText({ label: "Link text", max: 60, required: true, help: "Like: Meet our mentors" }),
  to: linkTarget,
});

export const comingSoonBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("comingSoon"),
    icon,
    badge: localizedText({ label: "Badge", max: 40, required: true, help: "Like: Coming soon" }),
    heading: localizedText({ label: "Heading", max: 160, required: true }),
    text: localizedText({ label: "Text", max: 600, required: true, input: "multiline" }),
    links: list(
      pageLink,
      { label: "Cards leading elsewhere", item: { label: "Card", titleField: "title" } },
      { max: 6 },
    ),
  }),
  { label: "Coming soon note" },
);
