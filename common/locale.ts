/**
 * The site's two languages and how a URL says which one a page is in: English at
 * the paths of the specification, Hindi at the same paths under `/hi`
 * (`/AboutUs` and `/hi/AboutUs`). Nothing else decides a page's language: not the
 * browser's Accept-Language (crawlers must see the English site at `/`), and the
 * language cookie only for the bare `/` (server/ssr/language-redirect.ts). Shared by the app and the server.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The path prefix of the Hindi site. */
export const HINDI_PREFIX = "/hi";

/** Each language's tags: BCP 47 for `lang`, `hreflang` and Intl; Open Graph's form. */
export const LOCALE_INFO = {
  en: { tag: "en-IN", openGraph: "en_IN", name: "English", short: "EN" },
  hi: { tag: "hi-IN", openGraph: "hi_IN", name: "हिन्दी", short: "हि" },
} as const satisfies Record<Locale, { tag: string; openGraph: string; name: string; short: string }>;

/** The cookie that remembers a visitor's choice, read only for the bare `/`. */
export const LANGUAGE_COOKIE = "site-language";

/** Which language a path is in: `/hi` and everything under it is Hindi. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The path without its language prefix: `/hi/AboutUs` is `/AboutUs`, `/hi` is `/`. */
export function unprefixedPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/**
 * An English site path (with any query or hash) in the given language:
 * `localizedPath("/AboutUs", "hi")` is `/hi/AboutUs`, `"/"` becomes `/hi`.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#")) return `${HINDI_PREFIX}${path.slice(1)}`;
  return `${HINDI_PREFIX}${path}`;
}

/** The same page in the other language, query kept: what the language switch links to. */
export function pathInLocale(pathname: string, search: string, locale: Locale): string {
  return localizedPath(`${unprefixedPath(pathname)}${search}`, locale);
}

/**
 * Whether a browser's languages (`navigator.languages`, most wanted first) put Hindi
 * first: `hi` or a regional form (`hi-IN`), not another language whose code merely
 * begins with the letters (`hil`, Hiligaynon).
 */
export function firstLanguageIsHindi(languages: readonly string[]): boolean {
  const first = languages[0]?.toLowerCase() ?? "";
  return first === "hi" || first.startsWith("hi-");
}
