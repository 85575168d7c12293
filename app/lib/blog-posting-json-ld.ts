/** schema.org `BlogPosting` for a post's page: what search engines show of an article, with the NGO as publisher. */
import { LOCALE_INFO, type Locale } from "#common/locale";
import type { SiteConfig } from "#common/site-config";

export interface BlogPostingInput {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: readonly string[];
  /** Absolute URL of the post's preview picture. */
  image: string;
  publishedAt: string;
  updatedAt: string;
  /** The language the post is written in (English when not given). */
  language?: Locale;
}

export function blogPostingJsonLd(post: BlogPostingInput, site: Pick<SiteConfig, "name">, origin: string) {
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: [post.image],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "NGO",
      "@id": `${origin}/#organization`,
      name: site.name,
      logo: { "@type": "ImageObject", url: `${origin}/icon-512.png` },
    },
    ...(post.tags.length > 0 && { keywords: post.tags.join(", ") }),
    inLanguage: LOCALE_INFO[post.language ?? "en"].tag,
  };
}
