/**
 * A blog post as visitors read it (spec 2.21): title, author, date, Share, tags,
 * cover and content. The excerpt is not printed above the post (issue 43, decision
 * 056): it mostly repeats the first paragraph; it stays the text of cards, search
 * results, link previews and what Share sends. The public post page shows it, and
 * so does the admin's preview of a draft or scheduled post, so both look the same.
 */
import type { Locale } from "#common/locale";
import { BlogContent } from "~/components/blog/blog-content";
import { BlogCover } from "~/components/blog/blog-cover";
import { usePostLang } from "~/components/blog/post-language";
import { ShareButton } from "~/components/blog/share-button";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/site-link";
import { blogText } from "~/content/blog";
import { href, pathTo } from "~/content/paths";
import { useTranslated } from "~/i18n/words";
import { useDisplayDate } from "~/lib/format-date";

export interface BlogArticlePost {
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  image: string | null;
  /** The day it was published, on the site's clock ("2026-11-28"). */
  publishedOn: string;
  /** The language the post is written in (its words carry `lang` when it is not the page's). */
  language: Locale;
  /** The content rendered to sanitised HTML by the server. */
  html: string;
}

function BackToBlog({ className }: { className?: string }) {
  const text = useTranslated(blogText, "blogText").post;
  return (
    <Link
      to={href("blog")}
      className={`inline-flex min-h-11 items-center gap-1.5 text-sm font-bold text-brand-700 hover:text-brand-900 hover:underline ${className ?? ""}`}
    >
      <Icon name="arrow-left" className="size-4" />
      {text.backToBlog}
    </Link>
  );
}

export function BlogArticle({ post }: { post: BlogArticlePost }) {
  const formatDate = useDisplayDate();
  const text = useTranslated(blogText, "blogText").post;
  const lang = usePostLang(post.language);
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-8 pb-8 sm:px-6 sm:pt-12">
          <BackToBlog />
          <h1
            lang={lang}
            className="mt-6 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {post.title}
          </h1>
          <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <Icon name="user-round" className="size-4" />
              <span className="sr-only">{text.by} </span>
              <span className="font-semibold text-slate-800">{post.author}</span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Icon name="calendar-days" className="size-4" />
              <span className="sr-only">{text.publishedOn} </span>
              <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time>
            </span>
            <span className="ml-auto">
              <ShareButton title={post.title} text={post.excerpt} />
            </span>
          </div>
          {post.tags.length > 0 && (
            <ul aria-label={text.tagsHeading} className="mt-5 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={pathTo.posts({ tag })}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-100 px-4 text-sm font-bold text-brand-800 hover:bg-brand-200"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        {post.image && (
          <BlogCover
            image={post.image}
            priority
            sizes="(min-width: 768px) 768px, 100vw"
            className="mb-10 rounded-2xl shadow-sm"
          />
        )}
        <BlogContent html={post.html} lang={lang} />
        <BackToBlog className="mt-12" />
      </div>
    </article>
  );
}
