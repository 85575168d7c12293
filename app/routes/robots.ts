/** /robots.txt: the admin area and the API are not for crawlers; the sitemap is named with this site's public address. */
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const text = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api/",
    // The language switch: a redirect to a page crawlers find through hreflang.
    "Disallow: /language",
    "",
    `Sitemap: ${context.origin}/sitemap.xml`,
    "",
  ];
  return new Response(text.join("\n"), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
  });
}
