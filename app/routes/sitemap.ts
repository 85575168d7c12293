/**
 * /sitemap.xml: every public page and every post visitors can read, with the
 * date it last changed (a post's edit, a page's publish). Past 50,000 URLs it becomes an index of parts
 * (/sitemaps/{n}.xml). Kept by the response cache and dropped when the blog or a page the staff edit changes.
 */

import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { SITEMAP_MAX_URLS, sitemapIndex, urlSet, xmlResponse } from "~/lib/sitemap";
import { sitemapUrls } from "~/lib/sitemap.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const urls = await sitemapUrls(context.services);
  if (urls.length <= SITEMAP_MAX_URLS) return xmlResponse(urlSet(context.origin, urls), PUBLIC_CACHE_CONTROL);
  const newest = urls.find((url) => url.lastmod)?.lastmod;
  return xmlResponse(
    sitemapIndex(context.origin, Math.ceil(urls.length / SITEMAP_MAX_URLS), newest),
    PUBLIC_CACHE_CONTROL,
  );
}
