/**
 * The blog pages' `<link rel="alternate">` to the RSS feed of the page's language,
 * named in that language: given by the routes' `meta` (a `links` export cannot see
 * the page's address). The Hindi words come with the blog pages' loader data.
 */
import type { MetaDescriptor } from "react-router";
import { localeOfPath } from "#common/locale";
import { blogText } from "~/content/blog";
import { pathTo } from "~/content/paths";
import type { MetaArgsLike } from "~/i18n/site-words";
import { localizePagePath, translatedForMeta } from "~/i18n/words";

export function blogRssLink(args: MetaArgsLike): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: translatedForMeta(blogText, "blogText", args).list.rss,
    href: localizePagePath(pathTo.rss, localeOfPath(args.location.pathname)),
  };
}
