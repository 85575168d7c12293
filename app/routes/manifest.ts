/**
 * /manifest.webmanifest: what Chrome on Android needs to offer "Install app": the
 * configured names, the brand's colours, and the icons the build makes from the
 * logo (scripts/build-steps/brand-icons.ts). PNGs only: Chrome fetches a manifest's
 * icons as each page loads and decodes them in the page's renderer, where an SVG
 * icon became an SVG document of its own, 3-11 ms of main thread while the page
 * hydrates (decision 053).
 */
import { brandColours } from "#common/brand";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { siteForRequest } from "~/lib/site.server";
import type { Route } from "./+types/manifest";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = await siteForRequest(context, request);
  const manifest = {
    id: "/",
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brandColours.theme,
    background_color: brandColours.background,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
  });
}
