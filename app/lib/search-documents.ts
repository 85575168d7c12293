/**
 * What the site search indexes from the typed content modules: every public
 * content page's visible text, in English and in Hindi (the FAQs and job openings
 * are the staff's data, indexed by the server as they are published:
 * server/services/content-search-documents.ts). The Hindi modules hold only the words, so their visible strings are the
 * Hindi page's text; server/services/search-service.ts writes them to the database
 * at start, and a search from a Hindi page finds the Hindi ones).
 *
 * The extractor is generic on purpose: it walks whatever a page's content data
 * is (objects, lists, blocks) and keeps the strings a visitor reads, skipping
 * identifiers, links, icons and form plumbing by their key. So a page's new
 * text, or a new shape of its data, is found without touching this file; a new
 * page needs one line in `pageSources`.
 */

import { localizedPath } from "#common/locale";
import type { ContentSearchDocument } from "#common/schemas/search";
import * as hiHome from "~/content/hi/home";
import * as hiPages from "~/content/hi/pages";
import * as home from "~/content/home";
import { type CodePageKey, pages } from "~/content/pages";
import { paths } from "~/content/paths";

/** Keys whose values are never read as text on the page: ids, links, icons, styling, form plumbing. */
const HIDDEN_KEYS = new Set([
  "id",
  "key",
  "icon",
  "to",
  "href",
  "url",
  "link",
  "kind",
  "color",
  "tone",
  "variant",
  "image",
  "src",
  "slug",
  "posted",
  "urgency",
  "category",
]);
/** Key endings for text that is not content: screen-reader and form labels, placeholders, alt text. */
const HIDDEN_KEY_ENDINGS = ["label", "placeholder", "alt", "aria"];

const isHiddenKey = (key: string) => {
  const lower = key.toLowerCase();
  return HIDDEN_KEYS.has(key) || HIDDEN_KEY_ENDINGS.some((ending) => lower.endsWith(ending));
};

/** Paths, URLs, template texts ("{n} found") and configuration references are not prose. */
const isProse = (text: string) =>
  text.trim() !== "" && !/^(?:\/|#|https?:|mailto:|tel:|config:)/.test(text) && !text.includes("{");

/** Every visible string in `value`, in order, each once. */
export function visibleStrings(value: unknown): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const walk = (node: unknown, depth: number) => {
    if (depth > 20) return;
    if (typeof node === "string") {
      if (isProse(node)) found.add(node.trim());
    } else if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
    } else if (node !== null && typeof node === "object" && !seen.has(node)) {
      seen.add(node);
      for (const [key, item] of Object.entries(node)) if (!isHiddenKey(key)) walk(item, depth + 1);
    }
    // Numbers, booleans and functions (icons, formatters) are not text.
  };
  walk(value, 0);
  return [...found];
}

/** Each public content page and the content data it shows. */
const pageSources: [CodePageKey, unknown][] = [["home", home]];

/** The same pages' Hindi words (app/content/hi/), by the same keys. */
const hindiPageSources: Partial<Record<CodePageKey, unknown>> = {
  home: hiHome,
};

export function contentSearchDocuments(): ContentSearchDocument[] {
  const pageDocuments = pageSources.map(([key, content]): ContentSearchDocument => {
    const page = pages[key];
    return {
      key: `page:${paths[key]}`,
      kind: "page",
      title: page.heading,
      url: paths[key],
      body: [page.description, ...visibleStrings(content)].join("\n"),
    };
  });
  return [...pageDocuments, ...hindiDocuments()];
}

/** The Hindi pages: keyed `hi:…`, at their /hi addresses. */
function hindiDocuments(): ContentSearchDocument[] {
  const hi = (path: string) => localizedPath(path, "hi");
  const pageDocuments = pageSources.map(([key]): ContentSearchDocument => {
    const page = hiPages.pages[key];
    return {
      key: `hi:page:${paths[key]}`,
      language: "hi",
      kind: "page",
      title: page.heading,
      url: hi(paths[key]),
      body: [page.description, ...visibleStrings(hindiPageSources[key])].join("\n"),
    };
  });
  return pageDocuments;
}
