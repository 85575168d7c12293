/**
 * Site search (GET /api/search and the /search page): the query's rules and the
 * answer's shape, one definition for the API, its OpenAPI document and the page.
 */
import { z } from "zod";
import { LOCALES, type Locale } from "../locale.ts";
import { searchMessages } from "../messages/search.ts";
import { boundedText } from "./text.ts";

const m = searchMessages.validation;

import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from "../search-limits.ts";

export type { SearchKind };
export { SEARCH_KINDS, SEARCH_LIMITS };

export const searchQuery = z.object({
  q: boundedText(SEARCH_LIMITS.query, m.queryTooLong(SEARCH_LIMITS.query), { required: m.queryRequired }),
  type: z.enum(SEARCH_KINDS, { error: m.typeInvalid }).optional(),
  /** The language of the pages, FAQs and openings to look in ("en" when not given). */
  language: z.enum(LOCALES, { error: m.languageInvalid }).optional(),
  limit: z.coerce
    .number({ error: m.limitInvalid(SEARCH_LIMITS.perKind) })
    .int(m.limitInvalid(SEARCH_LIMITS.perKind))
    .min(1, m.limitInvalid(SEARCH_LIMITS.perKind))
    .max(SEARCH_LIMITS.perKind, m.limitInvalid(SEARCH_LIMITS.perKind))
    .optional(),
  page: z.coerce
    .number({ error: m.pageInvalid })
    .int(m.pageInvalid)
    .min(1, m.pageInvalid)
    .max(10_000, m.pageInvalid)
    .optional(),
});
export type SearchQuery = z.output<typeof searchQuery>;

/** A piece of a snippet: `match` marks the words the query found (shown highlighted, as text). */
export const snippetPart = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPart>;

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  /** A path on this site. */
  url: z.string(),
  snippet: z.array(snippetPart),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** Everything of this kind that matches (the hits are one page of it). */
  total: z.number().int(),
  hits: z.array(searchHit),
});

export const searchResult = z.object({
  query: z.string(),
  /** Matches of every kind together. */
  total: z.number().int(),
  /** Groups that have matches, in SEARCH_KINDS order (only `type`'s when given). */
  groups: z.array(searchGroup),
  page: z.number().int(),
  limit: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** A page, FAQ or opening the staff publish, as the search indexes it (server/services/content-search-documents.ts). */
export interface ContentSearchDocument {
  key: string;
  /** The language of its text and page (English when not given). */
  language?: Locale;
  kind: Extract<SearchKind, "page" | "opening" | "faq">;
  title: string;
  url: string;
  body: string;
}
