/**
 * How a page gets its words in the visitor's language. English words are the
 * content modules themselves, bundled with the page as before. Hindi words come
 * from the route's loader (server-side only: the Hindi modules are imported by
 * loaders alone, so English pages' JavaScript carries none of them), and
 * `useTranslated` lays them over the English structure.
 */
import { useCallback, useMemo } from "react";
import { useLoaderData, useLocation } from "react-router";
import { type Locale, localeOfPath, localizedPath } from "#common/locale";
import { type Translation, translated } from "#common/translation";
import { type LayoutWords, layoutWordsOf, type MetaArgsLike, useLayoutWords } from "./site-words";

/** The language of the page being shown, from its URL. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The language a request's URL is in (loaders and actions). */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** A loader's `words`: the Hindi words when the URL is Hindi, otherwise none. */
export function wordsFor<W>(request: Request, hindi: W): W | null {
  return localeOfRequest(request) === "hi" ? hindi : null;
}

/** A loader for a page whose only data is its words. */
export function wordsLoader<W>(hindi: W) {
  return ({ request }: { request: Request }) => ({ words: wordsFor(request, hindi) });
}

/**
 * The client side of `wordsLoader`: moving between English pages asks the server
 * for nothing (English words are in the bundle, as before); Hindi pages fetch theirs.
 */
export function wordsClientLoader<D>({ request, serverLoader }: { request: Request; serverLoader: () => Promise<D> }) {
  return localeOfRequest(request) === "en" ? { words: null } : serverLoader();
}

/**
 * `english` (an export of a content module or catalogue) in the page's language.
 * `name` is the export's name: its Hindi words are looked up under that name in the
 * route's loader data (`{ words }`: a page's own modules and its family's shared
 * ones) and then among the words the site layout sends for what the frame shows on
 * any page (`words.shared`).
 */
export function useTranslated<T>(english: T, name: string): T {
  const translation = hindiWordsNamed<T>(useLoaderData() as WithWords, useLayoutWords(), name);
  return useMemo(() => translated(english, translation), [english, translation]);
}

/**
 * The Hindi words sent under each export name, where `useTranslated` finds them
 * (the page's loader data first, then the site layout's): for words looked up by a
 * name known only at run time, a keyed message's catalogue (messages.ts).
 */
export function useHindiWordsByName(): (name: string) => unknown {
  const page = useLoaderData() as WithWords;
  const layout = useLayoutWords();
  return useCallback((name: string) => hindiWordsNamed<unknown>(page, layout, name), [page, layout]);
}

/**
 * `useTranslated` for a route's `meta` (which cannot use hooks): `english` with the
 * Hindi words sent under `name` by the page's loader or the site layout, on Hindi pages.
 */
export function translatedForMeta<T>(english: T, name: string, args: MetaArgsLike): T {
  if (localeOfPath(args.location.pathname) === "en") return english;
  const page = args.matches.at(-1);
  return translated(
    english,
    hindiWordsNamed<T>((page?.loaderData ?? page?.data) as WithWords, layoutWordsOf(args.matches), name),
  );
}

/** A route's loader data, as far as its words go. */
type WithWords = { words?: Record<string, unknown> | null } | undefined;

/** The Hindi words sent under `name`: by the page's loader first, else by the site layout. */
function hindiWordsNamed<T>(page: WithWords, layout: LayoutWords | undefined, name: string) {
  return (page?.words?.[name] ?? layout?.shared?.[name]) as Translation<T> | undefined;
}

/** Turns an English site path into the page's language (`/AboutUs` → `/hi/AboutUs` on Hindi pages). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePagePath(path, locale);
}

/** Paths under these are not pages and have no Hindi version. */
const NOT_PAGES = [
  "/api/",
  "/admin",
  "/assets/",
  "/images/",
  "/sitemap",
  "/robots.txt",
  "/manifest.webmanifest",
  "/og-image.png",
  "/favicon",
  "/language",
];

/** An internal page path in a language; anything else (other sites, files, the API) as it is. */
export function localizePagePath(path: string, locale: Locale): string {
  if (locale === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (localeOfPath(path.split(/[?#]/, 1)[0] ?? path) === locale) return path;
  if (NOT_PAGES.some((prefix) => path.startsWith(prefix)) || path.endsWith("/share-image.jpg")) return path;
  return localizedPath(path, locale);
}
