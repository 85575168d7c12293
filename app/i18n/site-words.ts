/**
 * The words every public page shows around its content (header, footer, menus,
 * every page's title, heading and description), in the page's language. They come
 * with the site layout's loader data (routes/site-layout.tsx, layout-words.server.ts)
 * in both languages, so no page's JavaScript carries them; the layout's data is
 * loaded again only when the language changes.
 */
import { useRouteLoaderData } from "react-router";
import type { SiteWords } from "~/content/site-words";

export type { SiteWords };

/** The route id of the layout whose loader carries the site's Hindi words. */
export const SITE_LAYOUT_ID = "routes/site-layout";

/**
 * What the site layout's loader sends: the frame's words in the page's language and,
 * on Hindi pages, the Hindi words of shared content modules by export name (words.ts).
 */
export interface LayoutWords {
  site: SiteWords;
  shared: Record<string, unknown> | null;
}

/** The arguments of a route's `meta` that this reads (hooks are not available there). */
export interface MetaArgsLike {
  location: { pathname: string };
  matches: ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[];
}

/** The site layout's words, from a route's `meta` arguments. */
export function layoutWordsOf(matches: MetaArgsLike["matches"]): LayoutWords | undefined {
  const layout = matches.find((match) => match?.id === SITE_LAYOUT_ID);
  return ((layout?.loaderData ?? layout?.data) as { words?: LayoutWords } | undefined)?.words;
}

/** The site layout's words, in a component. */
export function useLayoutWords(): LayoutWords | undefined {
  return (useRouteLoaderData(SITE_LAYOUT_ID) as { words?: LayoutWords } | undefined)?.words;
}

/** The frame's words, inside the site layout (whose loader, static data, cannot fail). */
export function useSiteWords(): SiteWords {
  const words = useLayoutWords();
  if (!words) throw new Error("The site's words come with the site layout's data: use them inside the site layout");
  return words.site;
}
