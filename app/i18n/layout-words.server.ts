/**
 * What the site layout's loader sends with every page (server only): the frame's
 * words (header, footer, menus, every page's title, heading and description) in the
 * page's language, and on Hindi pages, under `shared`, the Hindi words of the
 * content modules and catalogues the frame shows on any page
 * (hindi-site-words.server.ts; a family of pages' shared words come with those pages). The browser's
 * JavaScript carries none of the frame's words (issue 17).
 */
import type { InLocale } from "#common/content-model/localized";
import { inLocaleDeep } from "#common/content-model/localized";
import type { Navigation } from "#common/content-model/navigation";
import type { Locale } from "#common/locale";
import { translated } from "#common/translation";
import { APPLICATION_FORM, type NavEntry, type NavLink } from "~/content/nav-entry";
import { type SiteNavigation, siteWords } from "~/content/site-words";
import { frameWords, siteWords as hindiSiteWords } from "./hindi-site-words.server";
import type { LayoutWords } from "./site-words";

const WORDS = {
  en: { site: siteWords, shared: null },
  hi: { site: translated(siteWords, hindiSiteWords), shared: frameWords },
};

type Entry = InLocale<Navigation["menu"][number]>;
type MenuItem = Extract<Entry, { kind: "menu" }>["items"][number];
type Link = InLocale<Navigation["footerLinks"][number]>;

/** A link as the header and footer draw it: the application form by its name, an empty line left out. */
function navLink(link: Link): NavLink {
  const description = link.description ? { description: link.description } : {};
  return { label: link.label, to: link.kind === "link" ? link.to : APPLICATION_FORM, ...description };
}

const menuItem = (item: MenuItem): NavEntry =>
  item.kind === "menu" ? { label: item.label, items: item.items.map(navLink) } : navLink(item);

/**
 * The staff's menus, footer figures and footer paragraph (common/content-model/navigation.ts)
 * in `locale`, as the header and footer take them; the figures cited already.
 */
export function siteNavigation(navigation: Navigation, locale: Locale): SiteNavigation {
  const { menu, footerProgrammes, footerLinks, footerFigures, footerAbout } = inLocaleDeep(navigation, locale);
  return {
    headerNavigation: menu.map((entry) =>
      entry.kind === "menu"
        ? { label: entry.label, items: entry.items.map(menuItem) as Extract<NavEntry, { items: unknown }>["items"] }
        : navLink(entry),
    ),
    footerProgrammes: footerProgrammes.map(navLink),
    footerLinks: footerLinks.map(navLink),
    // A document stored before the footer's figures and paragraph were in it has neither
    // (stored documents are not read through the schema): no band, no paragraph.
    footerFigures: (footerFigures ?? []).map(({ value, label }) => ({ value, label })),
    footerAbout: footerAbout ?? "",
  };
}

export const layoutWords = (locale: Locale, navigation: Navigation): LayoutWords => ({
  ...WORDS[locale],
  site: { ...WORDS[locale].site, navigation: siteNavigation(navigation, locale) },
});
