/**
 * The words every public page shows around its content: the header and footer,
 * the menus and every page's title and heading. app/i18n/site-words.ts gives them
 * in the page's language.
 */
import { footerLinks, footerProgrammes, headerNavigation } from "./navigation";
import { pages } from "./pages";
import { chrome } from "./site-chrome";

export const siteWords = { chrome, pages, navigation: { headerNavigation, footerLinks, footerProgrammes } };
export type SiteWords = typeof siteWords;
