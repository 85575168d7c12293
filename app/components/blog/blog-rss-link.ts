/**
 * The blog pages' `<link rel="alternate">` to the RSS feed of the page's language,
 * named in that language: given by the routes' `meta` (a `links` export cannot see
 * the page's address). The Hindi words come with the site layout's loader data.
 */
import type { MetaDescriptor } from "react-router";
import { localeOfPath } from "#common/locale";
import { blogText } from "~/content/blog";
import { pathTo } from "~/content/pages";
import { SITE_LAYOUT_ID } from "~/i18n/site-words";
import { type Translation, translated } from "~/i18n/translation";
import { localizePagePath } from "~/i18n/words";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[];
}

type LayoutData = { words?: { shared?: { blogText?: Translation<typeof blogText> } } | null } | undefined;

export function blogRssLink(args: MetaArgsLike): MetaDescriptor {
  const layout = args.matches.find((match) => match?.id === SITE_LAYOUT_ID);
  const words = ((layout?.loaderData ?? layout?.data) as LayoutData)?.words?.shared?.blogText;
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: translated(blogText, words).list.rss,
    href: localizePagePath(pathTo.rss, localeOfPath(args.location.pathname)),
  };
}
