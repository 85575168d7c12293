/**
 * Site search with the database's own full-text search (decision 024): blog
 * posts, gallery items and the staff's pages, FAQs and job openings (table
 * content_search, written as they are published) each have a generated `tsvector` column
 * with a GIN index, so the index is current the moment a row is written. The
 * visitor's words go through `websearch_to_tsquery` (quotes, `or`, `-word`), the
 * last word also as a prefix (results while typing), ranked by `ts_rank`;
 * snippets come from `ts_headline`, with the matched words between two marker
 * characters that are split into parts here, so no markup from the database ever
 * reaches a page. Everything runs with the `simple` configuration, the same on
 * PGlite and PostgreSQL, for English and Hindi words alike.
 */
import { and, like, notInArray, or, type SQL, sql } from "drizzle-orm";
import { editablePageKeys, pageDocumentName } from "#common/content-model/pages";
import type { Locale } from "#common/locale";
import {
  type ContentSearchDocument,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchHit,
  type SearchKind,
  type SearchResult,
  type SnippetPart,
} from "#common/schemas/search";
import { dependsOn } from "../cache/tracking.ts";
import type { Database } from "../db/client.ts";
import { contentSearch } from "../db/schema.ts";
import { visibleToVisitors } from "./blog-service.ts";

/** Private-use characters around each matched word in a snippet (never shown: split out below). */
const MARK_START = "\uE000";
const MARK_END = "\uE001";
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=15, ShortWord=2`;

/** Only letters, marks (Devanagari vowel signs) and digits: safe to hand to to_tsquery as a prefix. */
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/**
 * The query: the visitor's text in web-search syntax, with its last word also
 * matching as a prefix ("educa" finds "education") unless it is quoted, negated
 * or an operator.
 */
export function textQuery(q: string): SQL {
  const text = q.trim();
  const cut = Math.max(text.lastIndexOf(" "), text.lastIndexOf("\t"), text.lastIndexOf("\n"));
  const head = text.slice(0, cut + 1);
  const last = text.slice(cut + 1);
  const insideQuotes = (head.split('"').length - 1) % 2 === 1;
  if (!PLAIN_WORD.test(last) || insideQuotes || last.toLowerCase() === "or") {
    return sql`websearch_to_tsquery('simple', ${text})`;
  }
  return sql`(websearch_to_tsquery('simple', ${head}) && to_tsquery('simple', ${`${last}:*`}))`;
}

/** A ts_headline result as text parts, `match` for the words between the markers. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let match = false;
  let text = "";
  const flush = () => {
    if (text) parts.push({ text, match });
    text = "";
  };
  for (const char of headline) {
    if (char === MARK_START || char === MARK_END) {
      flush();
      match = char === MARK_START;
    } else {
      text += char;
    }
  }
  flush();
  return parts;
}

/**
 * Above this many matches of one kind, its hits come newest first instead of by
 * rank: ranking reads every match's text vector (10,000 posts matching "education":
 * most of a search's time, issue 46), and a word that common ranks them all alike.
 */
export const RANKED_MATCHES_MAX = 300;

/** Where each kind lives: the rows, their condition, and what a hit shows (SQL over the row's columns). */
interface Source {
  from: SQL;
  where: SQL;
  columns: SQL;
  tiebreak: SQL;
  /** The order of a kind with more than RANKED_MATCHES_MAX matches (none: always by rank; a few rows). */
  newest?: SQL;
  title: SQL;
  url: SQL;
  text: SQL;
}

/** Markdown's link targets and markup signs out of a post's text, for a readable snippet. */
const plainMarkdown = sql`regexp_replace(regexp_replace(content, '!?\\[([^]]*)\\]\\([^)]*\\)', '\\1', 'g'), '[#*_\`>|~]+', ' ', 'g')`;

const contentSource = (kind: SearchKind, language: Locale): Source => ({
  from: sql`content_search`,
  where: sql`kind = ${kind} AND language = ${language}`,
  columns: sql`key, title, url, body`,
  tiebreak: sql`key`,
  title: sql`title`,
  url: sql`url`,
  text: sql`body`,
});

/** Where each kind is looked for; pages, FAQs and openings in the search's language. */
const sourcesIn = (language: Locale): Record<SearchKind, Source> => ({
  post: {
    from: sql`blogs`,
    where: visibleToVisitors,
    columns: sql`slug, title, excerpt, content, created_at`,
    tiebreak: sql`created_at DESC`,
    newest: sql`created_at DESC, id DESC`,
    title: sql`title`,
    url: sql`'/blog/' || slug`,
    text: sql`excerpt || ' … ' || ${plainMarkdown}`,
  },
  gallery: {
    from: sql`gallery_items`,
    where: sql`true`,
    columns: sql`title, description, location, created_at`,
    tiebreak: sql`created_at DESC`,
    newest: sql`created_at DESC, id DESC`,
    title: sql`title`,
    // The gallery page filters by its own search box; the title finds the item.
    url: sql`'/Gallery?q=' || replace(replace(replace(title, '%', '%25'), '&', '%26'), '#', '%23')`,
    text: sql`description || ' · ' || location`,
  },
  page: contentSource("page", language),
  opening: contentSource("opening", language),
  faq: contentSource("faq", language),
});

interface HitRow {
  title: string;
  url: string;
  snippet: string;
}

/** Both drivers answer raw SQL with `{ rows }`. */
const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export function createSearchService(db: Database) {
  async function counts(query: SQL, language: Locale): Promise<Map<SearchKind, number>> {
    const rows = await rowsOf<{ kind: SearchKind; n: number }>(
      db,
      sql`SELECT 'post' AS kind, count(*)::int AS n FROM blogs WHERE ${visibleToVisitors} AND search @@ ${query}
        UNION ALL SELECT 'gallery', count(*)::int FROM gallery_items WHERE search @@ ${query}
        UNION ALL SELECT kind, count(*)::int FROM content_search
          WHERE language = ${language} AND search @@ ${query} GROUP BY kind`,
    );
    return new Map(rows.map((row) => [row.kind, Number(row.n)]));
  }

  async function hits(
    kind: SearchKind,
    language: Locale,
    query: SQL,
    limit: number,
    offset: number,
    matches: number,
  ): Promise<SearchHit[]> {
    const s = sourcesIn(language)[kind];
    const byRank = !s.newest || matches <= RANKED_MATCHES_MAX;
    const rank = byRank ? sql`ts_rank(search, ${query})` : sql`0`;
    const order = byRank ? sql`rank DESC, ${s.tiebreak}` : (s.newest as SQL);
    // Snippets (the costly part) are made for the page of hits only. The query is written
    // where it is used, not once in a WITH: the planner then sees the words and how many
    // rows they match (a WITH hid them: 10,000 matches sorted instead of 5 read newest first).
    const rows = await rowsOf<HitRow>(
      db,
      sql`SELECT ${s.title} AS title, ${s.url} AS url,
          ts_headline('simple', ${s.text}, ${query}, ${HEADLINE_OPTIONS}) AS snippet
        FROM (
          SELECT ${s.columns}, ${rank} AS rank FROM ${s.from}
          WHERE ${s.where} AND search @@ ${query}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}
        ) AS found
        ORDER BY ${byRank ? sql`rank DESC, ${s.tiebreak}` : sql`${s.tiebreak}`}`,
    );
    return rows.map((row) => ({ kind, title: row.title, url: row.url, snippet: snippetParts(row.snippet) }));
  }

  return {
    /**
     * Matches of every kind (the first `limit` of each), or one page of one kind.
     * Reads posts and gallery items, so a cached answer goes when either changes.
     */
    async search({
      q,
      type,
      limit,
      page,
      language = "en",
    }: {
      q: string;
      type?: SearchKind;
      limit?: number;
      page?: number;
      /** The pages, FAQs and openings of this language; posts and photos in every language. */
      language?: Locale;
    }) {
      dependsOn("blogs");
      dependsOn("gallery");
      // Search results list the staff's openings, FAQs and pages, and the figures they cite: a save of any changes them.
      dependsOn("job-openings");
      dependsOn("faqs");
      for (const key of editablePageKeys) dependsOn(pageDocumentName(key));
      dependsOn("figures");
      const perKind = limit ?? SEARCH_LIMITS.defaultPerKind;
      const pageNumber = type ? (page ?? 1) : 1;
      const query = textQuery(q);
      const totals = await counts(query, language);
      const kinds = SEARCH_KINDS.filter((kind) => (type === undefined || kind === type) && (totals.get(kind) ?? 0) > 0);
      const groups = [];
      for (const kind of kinds) {
        groups.push({
          kind,
          total: totals.get(kind) ?? 0,
          hits: await hits(kind, language, query, perKind, (pageNumber - 1) * perKind, totals.get(kind) ?? 0),
        });
      }
      const total = [...totals.values()].reduce((sum, n) => sum + n, 0);
      return { query: q, total, groups, page: pageNumber, limit: perKind } satisfies SearchResult;
    },

    /**
     * Writes `documents` and deletes the rows of the same source that are no longer
     * among them: the rows whose keys start with one of `ownedPrefixes` (one page's, the
     * FAQs', the job openings'), so one source never drops another's. Safe when several
     * instances write at once: each writes the same rows.
     */
    async indexContent(documents: ContentSearchDocument[], ownedPrefixes: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (let i = 0; i < documents.length; i += 100) {
          const batch = documents.slice(i, i + 100).map((document) => ({ language: "en" as const, ...document }));
          await tx
            .insert(contentSearch)
            .values(batch)
            .onConflictDoUpdate({
              target: contentSearch.key,
              set: {
                kind: sql`excluded.kind`,
                title: sql`excluded.title`,
                url: sql`excluded.url`,
                body: sql`excluded.body`,
                language: sql`excluded.language`,
              },
            });
        }
        const keys = documents.map((d) => d.key);
        const owned = or(...ownedPrefixes.map((prefix) => like(contentSearch.key, `${prefix}%`)));
        await tx.delete(contentSearch).where(keys.length > 0 ? and(owned, notInArray(contentSearch.key, keys)) : owned);
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
