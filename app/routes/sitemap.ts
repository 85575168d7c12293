/**
 * /sitemap.xml: every public page and every post visitors can read, with the
 * date it last changed. Past 50,000 URLs it becomes an index of parts
 * (/sitemaps/{n}.xml). Kept by the response cache and dropped when the blog changes.
 */

import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { SITEMAP_MAX_URLS, sitemapIndex, siteUrls, urlSet, xmlResponse } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const urls = siteUrls(await context.services.blogs.sitemapEntries());
  if (urls.length <= SITEMAP_MAX_URLS) return xmlResponse(urlSet(context.origin, urls), PUBLIC_CACHE_CONTROL);
  const newest = urls.find((url) => url.lastmod)?.lastmod;
  return xmlResponse(
    sitemapIndex(context.origin, Math.ceil(urls.length / SITEMAP_MAX_URLS), newest),
    PUBLIC_CACHE_CONTROL,
  );
}
