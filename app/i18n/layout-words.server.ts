/**
 * What the site layout's loader sends with every page (server only): the frame's
 * words (header, footer, menus, every page's title, heading and description) in the
 * page's language, and on Hindi pages, under `shared`, the Hindi words of the
 * content modules several pages share (hindi-site-words.server.ts). The browser's
 * JavaScript carries none of the frame's words (issue 17).
 */
import type { Locale } from "#common/locale";
import { translated } from "#common/translation";
import { siteWords } from "~/content/site-words";
import { siteWords as hindiSiteWords, sharedWords } from "./hindi-site-words.server";
import type { LayoutWords } from "./site-words";

const WORDS: Record<Locale, LayoutWords> = {
  en: { site: siteWords, shared: null },
  hi: { site: translated(siteWords, hindiSiteWords), shared: sharedWords },
};

export const layoutWords = (locale: Locale): LayoutWords => WORDS[locale];
