/**
 * /blog/rss.xml: an RSS 2.0 feed of the newest published posts, for feed readers.
 * Each language has its own: /blog/rss.xml the English posts, /hi/blog/rss.xml the Hindi ones.
 */

import { escapeMarkup } from "#common/escape-markup";
import { fill } from "#common/fill";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { LOCALE_INFO } from "#common/locale";
import { translated } from "#common/translation";
import { blogText as englishBlogText } from "~/content/blog";
import { blogText as hindiBlogText } from "~/content/hi/blog";
import { href, pathTo } from "~/content/paths";
import { localeOfRequest, localizePagePath } from "~/i18n/words";
import { siteForRequest } from "~/lib/site.server";
import type { Route } from "./+types/blog-rss";

const FEED_SIZE = 20;
/** When a post went public: published, or written for a post published at once (decision 066). */
const publishedAt = (post: { publishedAt: Date | null; createdAt: Date }) => post.publishedAt ?? post.createdAt;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, origin } = context;
  // /hi/blog/rss.xml is the Hindi feed: its own words, and links to the Hindi pages.
  const locale = localeOfRequest(request);
  const blogText = locale === "hi" ? translated(englishBlogText, hindiBlogText) : englishBlogText;
  const site = await siteForRequest(context, request);
  const { items } = await services.blogs.search({ page: 1, limit: FEED_SIZE, language: locale });
  const link = (path: string) => escapeMarkup(`${origin}${localizePagePath(path, locale)}`);
  const entries = items.map((post) => {
    const url = link(pathTo.post(post.slug));
    return [
      "<item>",
      `<title>${escapeMarkup(post.title)}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="true">${url}</guid>`,
      `<pubDate>${publishedAt(post).toUTCString()}</pubDate>`,
      `<dc:creator>${escapeMarkup(post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `<category>${escapeMarkup(tag)}</category>`),
      `<description>${escapeMarkup(post.excerpt)}</description>`,
      "</item>",
    ].join("");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeMarkup(fill(blogText.rss.title, { siteName: site.name }))}</title>`,
    `<link>${link(href("blog"))}</link>`,
    `<description>${escapeMarkup(blogText.rss.description)}</description>`,
    `<language>${LOCALE_INFO[locale].tag.toLowerCase()}</language>`,
    `<atom:link href="${link(pathTo.rss)}" rel="self" type="application/rss+xml"/>`,
    items[0] ? `<lastBuildDate>${publishedAt(items[0]).toUTCString()}</lastBuildDate>` : "",
    ...entries,
    "</channel>",
    "</rss>",
  ].join("\n");
  return new Response(xml, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": PUBLIC_CACHE_CONTROL },
  });
}
