/**
 * A public page as the staff edit it (issue 41): its title, heading and description
 * (what the browser tab, the heading band and search engines show) and its blocks,
 * in order, every text in English and Hindi side by side. Stored as one content
 * document per page ("page-education"); `pageInLocale` gives what a visitor reads.
 */
import { z } from "zod";
import type { Locale } from "../locale.ts";
import { pageBlock } from "./blocks/index.ts";
import { list } from "./fields.ts";
import { type InLocale, inLocaleDeep, localizedText } from "./localized.ts";

export const pageSchema = z.object({
  title: localizedText({
    label: "Title",
    max: 80,
    required: true,
    help: "In the browser's tab and in search results; the site's name is added after it.",
  }),
  heading: localizedText({
    label: "Heading",
    max: 160,
    required: true,
    help: "The big heading at the top of the page.",
  }),
  description: localizedText({
    label: "Description",
    max: 300,
    required: true,
    input: "multiline",
    help: "One or two sentences under the heading; search engines and shared links show it too.",
  }),
  blocks: list(pageBlock, { label: "Sections", item: { label: "Section" } }, { max: 40, min: 1 }),
});

export type PageDocument = z.infer<typeof pageSchema>;

/** What a visitor reads of a page, in one language (English where the Hindi is empty). */
export type PageInLocale = InLocale<PageDocument>;

export function pageInLocale(page: PageDocument, locale: Locale): PageInLocale {
  return inLocaleDeep(page, locale);
}
