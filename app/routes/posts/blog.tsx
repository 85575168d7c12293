/**
 * /blog (spec 2.20): title search and tag dropdown; without filters, Featured Posts
 * in two columns and Latest Posts in three; with filters, All Posts that match.
 * Server rendered from the URL (?q=, ?tag=, ?page=), so results can be linked.
 * No `headers` export: the list changes whenever a post does.
 */
import { redirect } from "react-router";
import { BLOG_LIMITS } from "#common/blog";
import { fillPlural } from "#common/fill";
import type { BlogPostRecord } from "#common/schemas/blog";
import { BlogCard, type BlogCardData } from "~/components/blog/blog-card";
import { BlogFilters } from "~/components/blog/blog-filters";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { blogRssLink } from "~/components/blog/blog-rss-link";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Link } from "~/components/ui/site-link";
import { StaticContent } from "~/components/ui/static-content";
import { blogText } from "~/content/blog";
import { href, pathTo } from "~/content/paths";
import { blogWords } from "~/i18n/hindi-site-words.server";
import { useSiteWords } from "~/i18n/site-words";
import { localeOfRequest, localizePagePath, useLocale, useTranslated, wordsFor } from "~/i18n/words";
import { metaFor } from "~/lib/meta";
import { publishedDay } from "~/lib/site-time";
import type { Route } from "./+types/blog";

export const PAGE_SIZE = 12;
/** Featured posts above the list (two columns, three rows). */
export const FEATURED_SHOWN = 6;

const toCard = (row: BlogPostRecord, timeZone: string): BlogCardData => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  author: row.author,
  publishedOn: publishedDay(row, timeZone),
  tags: row.tags,
  featured: row.featured,
  image: row.image,
  language: row.language,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, BLOG_LIMITS.search);
  const tag = (params.get("tag") ?? "").trim().slice(0, BLOG_LIMITS.tag);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const filtered = Boolean(q || tag);
  const { blogs } = context.services;
  const { timeZone } = context.services.config.site;
  const words = wordsFor(request, blogWords);
  // The Hindi list shows Hindi posts first, then English ones; the English list keeps its order.
  const first = localeOfRequest(request) === "hi" ? "hi" : undefined;
  try {
    const [tags, featured, listing] = await Promise.all([
      blogs.tags(),
      // The newest few featured posts: a featured section of every featured post grows without end.
      filtered ? undefined : blogs.search({ featured: "true", first, page: 1, limit: FEATURED_SHOWN }),
      blogs.search({
        q: q || undefined,
        tag: tag || undefined,
        // Without filters, featured posts have their own section above.
        featured: filtered ? undefined : "false",
        page,
        limit: PAGE_SIZE,
        first,
      }),
    ]);
    const totalPages = Math.max(1, Math.ceil(listing.total / PAGE_SIZE));
    if (page > totalPages) {
      // An old link to a page that no longer exists: the last page there is.
      const target = new URLSearchParams(params);
      if (totalPages > 1) target.set("page", String(totalPages));
      else target.delete("page");
      return redirect(localizePagePath(pathTo.posts(target), localeOfRequest(request)));
    }
    return {
      words,
      q,
      tag,
      tags,
      featured: featured?.items.map((row) => toCard(row, timeZone)) ?? [],
      posts: listing.items.map((row) => toCard(row, timeZone)),
      total: listing.total,
      page,
      totalPages,
    };
  } catch (error) {
    // Spec 8: a list that cannot be loaded shows as empty.
    context.log.error({ err: error }, "blog list failed to load");
    return { words, q, tag, tags: [], featured: [], posts: [], total: 0, page: 1, totalPages: 1 };
  }
}

const pageMeta = metaFor("blog");
// The feed of the page's language, named in it.
export const meta: Route.MetaFunction = (args) => [...pageMeta(args), blogRssLink(args)];

function EmptyState({ filtered }: { filtered: boolean }) {
  const text = useTranslated(blogText, "blogText").list;
  const iconName = filtered ? "search-x" : "file-text";
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={iconName} className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">{filtered ? text.noResultsHeading : text.emptyHeading}</h2>
      <p className="mt-2 text-slate-600">{filtered ? text.noResultsText : text.emptyText}</p>
      {filtered && (
        <Link
          to={href("blog")}
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-2.5 text-sm font-bold text-white hover:bg-brand-800"
        >
          {text.clearFilters}
        </Link>
      )}
    </div>
  );
}

function PostGrid({
  heading,
  posts,
  columns,
  priority,
}: {
  heading: string;
  posts: BlogCardData[];
  columns: 2 | 3;
  /** The first card's image is on the first screen: load it at once. */
  priority: boolean;
}) {
  const id = `blog-${columns === 2 ? "featured" : "posts"}-heading`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h2>
      <ul
        className={columns === 2 ? "mt-6 grid gap-6 md:grid-cols-2" : "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}
      >
        {posts.map((post, index) => (
          <li key={post.slug}>
            {/* A card is text, a photo and a link: kept as the server drew it (decision 051). */}
            <StaticContent>
              <BlogCard
                post={post}
                variant={columns === 2 ? "featured" : "normal"}
                priority={priority && index === 0}
              />
            </StaticContent>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { q, tag, tags, featured, posts, total, page, totalPages } = loaderData;
  const text = useTranslated(blogText, "blogText").list;
  const locale = useLocale();
  const { pages } = useSiteWords();
  const filtered = Boolean(q || tag);
  const search = new URLSearchParams({ ...(q && { q }), ...(tag && { tag }) }).toString();
  const nothing = featured.length === 0 && total === 0;
  const showFeatured = featured.length > 0 && page === 1;
  return (
    <>
      <PageHero heading={pages.blog.heading} intro={pages.blog.description} />
      <Section tone="muted" className="pt-8! sm:pt-10!">
        <BlogFilters q={q} tag={tag} tags={tags} />
        {filtered && total > 0 && (
          <p role="status" className="mt-4 text-sm text-slate-600">
            {fillPlural(text.resultCount, total, locale)}
          </p>
        )}
        <div className="mt-10 space-y-14">
          {nothing && <EmptyState filtered={filtered} />}
          {showFeatured && <PostGrid heading={text.featured} posts={featured} columns={2} priority />}
          {posts.length > 0 && (
            <PostGrid heading={filtered ? text.all : text.latest} posts={posts} columns={3} priority={!showFeatured} />
          )}
        </div>
        <BlogPagination page={page} totalPages={totalPages} search={search} />
      </Section>
    </>
  );
}
