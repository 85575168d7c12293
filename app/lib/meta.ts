import type { MetaDescriptor } from "react-router";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { LOCALE_INFO, LOCALES, localeOfPath, localizedPath, unprefixedPath } from "#common/locale";
import type { CodePageKey, PageInfo } from "~/content/pages";
import { layoutWordsOf, type MetaArgsLike } from "~/i18n/site-words";
import { DEFAULT_SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE } from "./share-image";
import type { RootData } from "./site";

/** Title, description, canonical URL and Open Graph / Twitter tags for a page. */
export function pageMeta(
  page: Pick<PageInfo, "title" | "description">,
  args: MetaArgsLike,
  /** `image`: a 1200x630 preview picture of this page (default: the site's), with its `imageAlt`. */
  extra: { image?: string; imageAlt?: string; type?: "website" | "article" } = {},
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root");
  const rootData = (root?.loaderData ?? root?.data) as RootData | undefined;
  const siteName = rootData?.site.name ?? "";
  const origin = rootData?.origin ?? "";
  const title = siteName && page.title ? `${page.title} | ${siteName}` : page.title || siteName;
  const url = `${origin}${args.location.pathname}`;
  const locale = localeOfPath(args.location.pathname);
  const englishPath = unprefixedPath(args.location.pathname);
  const image = `${origin}${extra.image ?? DEFAULT_SHARE_IMAGE_PATH}`;
  const imageAlt = extra.imageAlt ?? siteName;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    // The page in each language, and which one a visitor of neither should get.
    ...LOCALES.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LOCALE_INFO[other].tag,
      href: `${origin}${localizedPath(englishPath, other)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${englishPath}` },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: extra.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: LOCALE_INFO[locale].openGraph },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: LOCALE_INFO[other].openGraph,
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

/**
 * A page's entry of content/pages.ts in the page's language, from the site layout's
 * data (with none, as on the root's last-resort error page, the site's name alone).
 */
export function pageInfo(key: CodePageKey, args: MetaArgsLike): PageInfo {
  return layoutWordsOf(args.matches)?.site.pages[key] ?? { title: "", heading: "", description: "" };
}

/** A route's `meta` export for a page the staff edit: its title and description come with its loader's data. */
export const pageDocumentMeta = (args: MetaArgsLike) => {
  const page = args.matches.at(-1);
  const data = (page?.loaderData ?? page?.data) as { page?: PageInfo } | undefined;
  return pageMeta(data?.page ?? { title: "", heading: "", description: "" }, args);
};

/** A route's `meta` export for a page of the registry in content/pages.ts. */
export const metaFor = (key: CodePageKey) => (args: MetaArgsLike) => pageMeta(pageInfo(key, args), args);

/** Cache-Control for pages whose HTML is the same for every visitor (common/http-cache.ts). */
export const staticPageHeaders = () => ({ "Cache-Control": PUBLIC_CACHE_CONTROL });
