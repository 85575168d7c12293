/**
 * The sitemap protocol (sitemaps.org): one `urlset` of at most 50,000 URLs, or,
 * past that, a `sitemapindex` naming parts of that size.
 */
import { href, pages, pathTo } from "~/content/pages";
import { escapeXml } from "./xml";

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  /** Path on this site, starting with "/". */
  path: string;
  lastmod?: Date;
}

/** Every public page of the registry (the 404 page is not a page to find). */
export function publicPagePaths(): string[] {
  const paths = Object.values(pages)
    .map((page) => page.path)
    .filter((path) => path !== href("notFound"));
  return [...new Set(paths)];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const day = (date: Date) => date.toISOString();

export function urlSet(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ""}</url>`,
  );
  return [XML_HEAD, `<urlset ${NS}>`, ...entries, "</urlset>"].join("\n");
}

export function sitemapIndex(origin: string, parts: number, lastmod?: Date): string {
  const entries = Array.from(
    { length: parts },
    (_, i) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${i + 1}.xml`)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return [XML_HEAD, `<sitemapindex ${NS}>`, ...entries, "</sitemapindex>"].join("\n");
}

/** Pages first, then posts; newest post's date on the pages that list posts. */
export function siteUrls(posts: readonly { slug: string; updatedAt: Date }[]): SitemapUrl[] {
  const newest = posts.reduce<Date | undefined>(
    (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
    undefined,
  );
  const listsPosts = new Set(["/", href("blog")]);
  return [
    ...publicPagePaths().map((path) => ({ path, lastmod: listsPosts.has(path) ? newest : undefined })),
    ...posts.map((post) => ({ path: pathTo.post(post.slug), lastmod: post.updatedAt })),
  ];
}

export const xmlResponse = (xml: string, cacheControl: string) =>
  new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": cacheControl } });
