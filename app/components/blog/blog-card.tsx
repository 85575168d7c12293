import clsx from "clsx";
import type { Locale } from "#common/locale";
import { Icon } from "~/components/ui/icon";
import { RENDER_WHEN_NEAR } from "~/components/ui/render-when-near";
import { Link } from "~/components/ui/site-link";
import { blogText as englishBlogText } from "~/content/blog";
import { pathTo } from "~/content/paths";
import { useTranslated } from "~/i18n/words";
import { truncate } from "~/lib/blog-text";
import { useDisplayDate } from "~/lib/format-date";
import { BlogCover } from "./blog-cover";
import { PostLanguageBadge, usePostLang } from "./post-language";

/** What a blog list card shows (no content: the list page stays small). */
export interface BlogCardData {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** The day it was published, on the site's clock ("2026-11-28"). */
  publishedOn: string;
  tags: string[];
  featured: boolean;
  image: string | null;
  /** The language the post is written in (a badge when it is not the page's). */
  language: Locale;
}

/** Spec 9: featured cards cut the excerpt at 150 characters and show 3 tags; normal cards 120 and 2. */
const variants = {
  featured: { excerpt: 150, tags: 3, title: "text-xl sm:text-2xl", sizes: "(min-width: 768px) 50vw, 100vw" },
  normal: {
    excerpt: 120,
    tags: 2,
    title: "text-lg",
    sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  },
} as const;

export function BlogCard({
  post,
  variant = "normal",
  priority = false,
}: {
  post: BlogCardData;
  variant?: keyof typeof variants;
  priority?: boolean;
}) {
  const formatDate = useDisplayDate();
  const blogText = useTranslated(englishBlogText, "blogText");
  const v = variants[variant];
  const lang = usePostLang(post.language);
  return (
    <article
      data-blog-card={post.slug}
      className={clsx(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md focus-within:ring-2 focus-within:ring-saffron-500 hover:shadow-md",
        !priority && RENDER_WHEN_NEAR,
      )}
    >
      <div className="relative">
        <BlogCover image={post.image} priority={priority} afterFirstPaint={!priority} sizes={v.sizes} />
        {variant === "featured" && (
          <span className="absolute top-3 left-3 rounded-full bg-saffron-400 px-3 py-1 text-xs font-bold text-slate-950 shadow">
            {blogText.card.featured}
          </span>
        )}
        <PostLanguageBadge language={post.language} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        {post.tags.length > 0 && (
          <ul className="mb-3 flex flex-wrap gap-1.5" aria-label={blogText.card.tags}>
            {post.tags.slice(0, v.tags).map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <h3 lang={lang} className={clsx("font-bold text-balance text-slate-900", v.title)}>
          <Link
            to={pathTo.post(post.slug)}
            className="after:absolute after:inset-0 group-hover:text-brand-700 focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p lang={lang} className="mt-2 flex-1 leading-relaxed text-slate-600">
          {truncate(post.excerpt, v.excerpt)}
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="user-round" className="size-4" />
            <span className="sr-only">{blogText.card.by} </span>
            {post.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="calendar-days" className="size-4" />
            <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time>
          </span>
        </p>
      </div>
    </article>
  );
}
