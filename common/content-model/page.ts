/**
 * A public page as the staff edit it (issue 41): its title, heading and description
 * (what the browser tab, the heading band and search engines show) and its blocks,
 * in order, every text in English and Hindi side by side. Stored as one content
 * document per page ("page-education"); `pageInLocale` gives what a visitor reads.
 */
import { z } from "zod";
import type { Locale } from "../locale.ts";
import { cardGridBlock, cardGridBlockWith } from "./blocks/card-grid.ts";
import { cardSetOf } from "./blocks/card-sets.ts";
import { pageBlock } from "./blocks/index.ts";
import { tabbedCardsBlock, tabbedCardsBlockWith } from "./blocks/tabbed-cards.ts";
import { list } from "./fields.ts";
import { type InLocale, inLocaleDeep, localizedText } from "./localized.ts";
import { EDITABLE_PAGES, type EditablePage, type EditablePageKey } from "./pages.ts";

const pageFields = {
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
};

const sections = (block: typeof pageBlock) =>
  list(block, { label: "Sections", item: { label: "Section" } }, { max: 40, min: 1 });

/** A page document with blocks of any kind: the type every page's document has. */
export const pageSchema = z.object({ ...pageFields, blocks: sections(pageBlock) });

/**
 * The schema of page `key`'s document: a page document whose blocks, and its tabs' card
 * sets, are of the kinds that page may have (pages.ts), so a save cannot add a block or a
 * card its route does not draw, and the admin offers only those kinds.
 */
export function pageSchemaFor(key: EditablePageKey): typeof pageSchema {
  const page: EditablePage = EDITABLE_PAGES[key];
  const kinds = new Set<string>(page.blocks);
  const options = pageBlock.options
    .filter((option) => kinds.has(option.shape.kind.value))
    // Its tabs' and card sections' cards of its own kinds only.
    .map((option) => {
      if (!page.cards) return option;
      if (option === tabbedCardsBlock) return tabbedCardsBlockWith(cardSetOf(page.cards));
      return option === cardGridBlock ? cardGridBlockWith(cardSetOf(page.cards)) : option;
    });
  // Its documents are page documents (fewer kinds of block than `pageBlock` takes).
  const blocks = z.discriminatedUnion(
    "kind",
    options as [(typeof pageBlock.options)[number]],
  ) as unknown as typeof pageBlock;
  return z.object({ ...pageFields, blocks: sections(blocks) });
}

export type PageDocument = z.infer<typeof pageSchema>;

/** What a visitor reads of a page, in one language (English where the Hindi is empty). */
export type PageInLocale = InLocale<PageDocument>;

export function pageInLocale(page: PageDocument, locale: Locale): PageInLocale {
  return inLocaleDeep(page, locale);
}

/**
 * The page as visitors see it on `today` (the site's calendar day): an event whose
 * day has passed is left out, and a list of events with none left is not shown
 * (decision 082). The staff still see and edit every event in the admin.
 */
export function pageOnDay(page: PageDocument, today: string): PageDocument {
  let changed = false;
  const blocks = page.blocks.flatMap((block): PageDocument["blocks"] => {
    if (block.kind !== "events") return [block];
    const events = block.events.filter((event) => event.isoDate >= today);
    if (events.length === block.events.length) return [block];
    changed = true;
    return events.length > 0 ? [{ ...block, events }] : [];
  });
  return changed ? { ...page, blocks } : page;
}

/** Whether what `pageOnDay` shows of the page can change from one day to the next. */
export const hasDatedBlocks = (page: PageDocument) => page.blocks.some((block) => block.kind === "events");
