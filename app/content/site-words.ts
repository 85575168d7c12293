/**
 * The words every public page shows around its content: the header and footer,
 * the menus and every page's title and heading. app/i18n/site-words.ts gives them
 * in the page's language. The menus, the footer's figures and its paragraph are the
 * staff's (the "navigation" document, common/content-model/navigation.ts): the site
 * layout's loader adds them.
 */
import type { NavEntry, NavLink } from "./nav-entry";
import { pages } from "./pages";
import { chrome } from "./site-chrome";

export const siteWords = { chrome, pages };

/** The header's menu and the footer's lists, figures and paragraph, in the page's language. */
export interface SiteNavigation {
  headerNavigation: NavEntry[];
  footerProgrammes: NavLink[];
  footerLinks: NavLink[];
  /** The band at the top of the footer, its figures cited (`{students}` as "4053+"); none: no band. */
  footerFigures: { value: string; label: string }[];
  /** The paragraph beside the footer's logo; empty: none. */
  footerAbout: string;
}

export type SiteWords = typeof siteWords & { navigation: SiteNavigation };
