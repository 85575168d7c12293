/**
 * What the site layout's loader sends with every page (server only): the frame's
 * words (header, footer, menus, every page's title, heading and description) in the
 * page's language, and on Hindi pages, under `shared`, the Hindi words of the
 * content modules and catalogues the frame shows on any page
 * (hindi-site-words.server.ts; a family of pages' shared words come with those pages). The browser's
 * JavaScript carries none of the frame's words (issue 17).
 */
import type { Locale } from "#common/locale";
import { translated } from "#common/translation";
import { siteWords } from "~/content/site-words";
import { frameWords, siteWords as hindiSiteWords } from "./hindi-site-words.server";
import type { LayoutWords } from "./site-words";

const WORDS: Record<Locale, LayoutWords> = {
  en: { site: siteWords, shared: null },
  hi: { site: translated(siteWords, hindiSiteWords), shared: frameWords },
};

export const layoutWords = (locale: Locale): LayoutWords => WORDS[locale];
