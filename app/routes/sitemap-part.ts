/** /sitemaps/{n}.xml: the n-th part of a sitemap too large for one file (see sitemap.ts). */
import { data } from "react-router";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { SITEMAP_MAX_URLS, urlSet, xmlResponse } from "~/lib/sitemap";
import { sitemapUrls } from "~/lib/sitemap.server";
import type { Route } from "./+types/sitemap-part";

export async function loader({ params, context }: Route.LoaderArgs) {
  const part = /^[1-9]\d{0,5}\.xml$/.test(params.part) ? Number.parseInt(params.part, 10) : Number.NaN;
  const urls = await sitemapUrls(context.services);
  const slice = urls.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
  if (!Number.isInteger(part) || urls.length <= SITEMAP_MAX_URLS || slice.length === 0) {
    throw data("Not Found", { status: 404 });
  }
  return xmlResponse(urlSet(context.origin, slice), PUBLIC_CACHE_CONTROL);
}
