/** Plain text in one readable column: sections of paragraphs (and maybe a bulleted list), then text links. */
import { z } from "zod";
import { itemId, linkTarget, list } from "../fields.ts";
import { labelled, localizedText } from "../localized.ts";
import { textList } from "./parts.ts";

/**
 * Site details an article's text may name in braces (the privacy notice's "{organisation}"):
 * the page shows them from Site details, in its language, so the text stays true of them.
 */
export const ARTICLE_SITE_FACTS = ["organisation", "name", "grievanceOfficer", "grievanceEmail", "phone"] as const;
export type ArticleSiteFact = (typeof ARTICLE_SITE_FACTS)[number];

const section = z.object({
  id: itemId,
  heading: localizedText({ label: "Heading", max: 160, required: true }),
  paragraphs: labelled(textList("Paragraphs", 12, 2000, "multiline").min(1, "Paragraphs: add at least 1"), {
    label: "Paragraphs",
    help: `Each one a paragraph of plain text (no formatting). ${ARTICLE_SITE_FACTS.map((fact) => `{${fact}}`).join(", ")} show those Site details.`,
  }),
  list: labelled(textList("Bulleted list", 20, 300), {
    label: "Bulleted list",
    help: "Under the paragraphs; may be empty.",
  }),
});

const link = z.object({
  id: itemId,
  label: localizedText({ label: "Link text", max: 60, required: true }),
  to: linkTarget,
});

export const articleBlock = labelled(
  z.object({
    id: itemId,
    kind: z.literal("article"),
    sections: list(
      section,
      { label: "Sections", item: { label: "Section", titleField: "heading" } },
      {
        max: 20,
        min: 1,
      },
    ),
    links: list(link, { label: "Links at the end", item: { label: "Link", titleField: "label" } }, { max: 4 }),
  }),
  { label: "Text" },
);
