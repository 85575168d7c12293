/**
 * The sitemap protocol (sitemaps.org): one `urlset` of at most 50,000 URLs, or,
 * past that, a `sitemapindex` naming parts of that size.
 */

import { EDITABLE_PAGES } from "#common/content-model/pages";
import { escapeMarkup } from "#common/escape-markup";
import { LOCALE_INFO, LOCALES, localizedPath } from "#common/locale";
import { href, paths, pathTo } from "~/content/paths";

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  /** Path on this site, starting with "/". */
  path: string;
  lastmod?: Date;
  /** The English path of the page: its versions in every language are named beside it. */
  englishPath?: string;
}

/**
 * Every public page of the registry (the 404 page is not a page to find), and the pages
 * the staff edit that only a link names ("Need an 80G receipt?", kept out of the registry
 * every page's code holds).
 */
export function publicPagePaths(): string[] {
  const pages = [...Object.values(paths), ...Object.values(EDITABLE_PAGES).map((page) => page.path)];
  return [...new Set(pages)].filter((path) => path !== href("notFound"));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';
const day = (date: Date) => date.toISOString();

/** The hreflang alternates of a page (Google's sitemap form of the page's own links). */
function alternates(origin: string, englishPath: string): string {
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(origin + path)}"/>`;
  return [
    ...LOCALES.map((locale) => link(LOCALE_INFO[locale].tag, localizedPath(englishPath, locale))),
    link("x-default", englishPath),
  ].join("");
}

export function urlSet(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ path, lastmod, englishPath }) =>
      `<url><loc>${escapeMarkup(origin + path)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ""}${englishPath ? alternates(origin, englishPath) : ""}</url>`,
  );
  return [XML_HEAD, `<urlset ${NS} ${XHTML_NS}>`, ...entries, "</urlset>"].join("\n");
}

export function sitemapIndex(origin: string, parts: number, lastmod?: Date): string {
  const entries = Array.from(
    { length: parts },
    (_, i) =>
      `<sitemap><loc>${escapeMarkup(`${origin}/sitemaps/${i + 1}.xml`)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return [XML_HEAD, `<sitemapindex ${NS}>`, ...entries, "</sitemapindex>"].join("\n");
}

/**
 * Pages first, then posts, each in English and then in Hindi, with its
 * alternates; on a page the staff edit (issue 41) the time it was last published
 * (`pagesPublished`, by path), and on the pages that list posts the newest post's
 * date if later (Home is both).
 */
const later = (a: Date | undefined, b: Date | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));

export function siteUrls(
  posts: readonly { slug: string; updatedAt: Date }[],
  pagesPublished: ReadonlyMap<string, Date> = new Map(),
): SitemapUrl[] {
  const newest = posts.reduce<Date | undefined>(
    (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
    undefined,
  );
  const listsPosts = new Set(["/", href("blog")]);
  const english: SitemapUrl[] = [
    ...publicPagePaths().map((path) => ({
      path,
      lastmod: later(pagesPublished.get(path), listsPosts.has(path) ? newest : undefined),
    })),
    ...posts.map((post) => ({ path: pathTo.post(post.slug), lastmod: post.updatedAt })),
  ];
  return english.flatMap((url) =>
    LOCALES.map((locale) => ({ ...url, path: localizedPath(url.path, locale), englishPath: url.path })),
  );
}

export const xmlResponse = (xml: string, cacheControl: string) =>
  new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": cacheControl } });
