/**
 * The words every public page shows around its content (header, footer, menus,
 * page titles, form and toast texts), in the page's language. English is bundled;
 * the Hindi words come with the site layout's loader data (routes/site-layout.tsx)
 * on Hindi pages only.
 */
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { type Translation, translated } from "#common/translation";
import { type SiteWords, siteWords } from "~/content/site-words";

export type { SiteWords };

/** The route id of the layout whose loader carries the site's Hindi words. */
export const SITE_LAYOUT_ID = "routes/site-layout";

/** What the site layout's loader sends: on Hindi pages the frame's words and, under `shared`, other modules'. */
export type LayoutWords = (Translation<SiteWords> & { shared?: Record<string, unknown> }) | null | undefined;

/** The arguments of a route's `meta` that this reads (hooks are not available there). */
export interface MetaArgsLike {
  location: { pathname: string };
  matches: ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[];
}

/** The site layout's words, from a route's `meta` arguments. */
export function layoutWordsOf(matches: MetaArgsLike["matches"]): LayoutWords {
  const layout = matches.find((match) => match?.id === SITE_LAYOUT_ID);
  return ((layout?.loaderData ?? layout?.data) as { words?: LayoutWords } | undefined)?.words;
}

/** The site layout's words, in a component. */
export function useLayoutWords(): LayoutWords {
  return (useRouteLoaderData(SITE_LAYOUT_ID) as { words?: LayoutWords } | undefined)?.words;
}

export function useSiteWords(): SiteWords {
  const words = useLayoutWords();
  return useMemo(() => translated(siteWords, words), [words]);
}
