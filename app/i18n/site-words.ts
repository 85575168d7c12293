/**
 * The words every public page shows around its content (header, footer, menus,
 * page titles, form and toast texts), in the page's language. English is bundled;
 * the Hindi words come with the site layout's loader data (routes/site-layout.tsx)
 * on Hindi pages only.
 */
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { type SiteWords, siteWords } from "~/content/site-words";
import { type Translation, translated } from "./translation";

export type { SiteWords };

/** The route id of the layout whose loader carries the site's Hindi words. */
export const SITE_LAYOUT_ID = "routes/site-layout";

export function useSiteWords(): SiteWords {
  const words = (useRouteLoaderData(SITE_LAYOUT_ID) as { words?: Translation<SiteWords> | null } | undefined)?.words;
  return useMemo(() => translated(siteWords, words), [words]);
}
