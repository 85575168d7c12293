/**
 * Blog posts (spec 3, 5, 7): listing with search, tag, featured filter and paging;
 * lookup by id or slug; writing with server-made slugs and publication dates; and
 * the Markdown content rendered to sanitised HTML for the pages.
 */

import { and, arrayContains, count, desc, eq, gt, ilike, isNull, lte, min, or, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "#common/locale";
import type { BlogListQuery, BlogWriteInput } from "#common/schemas/blog";
import type { Database } from "../db/client.ts";
import { blogs } from "../db/schema.ts";
import type { MediaService } from "../media/media-service.ts";
import { createBlogCovers } from "./blog-covers.ts";
import { isUuid, slugWithTimeSuffix } from "./blog-slug.ts";
import { renderMarkdown } from "./markdown-renderer.ts";
import { containsPattern } from "./search-pattern.ts";

export type BlogRow = typeof blogs.$inferSelect;

/** What Home's Latest Updates shows of a post (spec 2.3). */
export interface BlogSummary {
  slug: string;
  title: string;
  excerpt: string;
  createdAt: string;
}

/** What the site's own pages and feeds ask of a listing besides the API's filters. */
export interface BlogListing extends BlogListQuery {
  /** Only posts written in this language (each language's RSS feed). */
  language?: Locale;
  /**
   * Posts in this language first, then the others, each group newest first (the
   * Hindi blog list); ordered by the database, so pages stay consistent.
   */
  first?: Locale;
}

export interface BlogSearch {
  items: BlogRow[];
  total: number;
  page: number;
  limit: number;
}

/** Rendered posts kept in memory, keyed by id and last change: sanitising is slow, posts rarely change. */
const RENDER_CACHE_SIZE = 100;
/** Page size when a caller asks for a page without saying how big. */
export const DEFAULT_PAGE_SIZE = 12;

function isSlugConflict(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return codeOf(error) === "23505" || codeOf(cause) === "23505";
}

/**
 * The posts visitors see: published, and their time has come. The database's clock
 * decides, so every instance agrees; drafts and scheduled posts are the admin's.
 * (Site search uses it too.)
 */
export const visibleToVisitors = and(
  eq(blogs.published, true),
  or(isNull(blogs.publishedAt), lte(blogs.publishedAt, sql`now()`)),
) as SQL;

export function createBlogService(db: Database, media: MediaService) {
  const renderCache = new Map<string, string>();
  const covers = createBlogCovers(db, media);

  /** Images the post no longer shows are removed; failing that only leaves files behind, never fails the request. */
  const releaseImages = (old: { image: string | null; content: string }, log?: FastifyBaseLogger) =>
    covers.release(old, log).catch((err: unknown) => log?.warn({ err }, "old blog images not removed"));
  const published = visibleToVisitors;

  /**
   * Publication fields of a write. Without `published` a new post goes public at
   * once (spec 4); `published: false` is a draft; a future `publishedAt` schedules it.
   */
  const publication = (
    input: BlogWriteInput,
    before?: Pick<BlogRow, "published" | "publishedAt">,
    // The write's own time, so a post published on creation has publishedAt = createdAt.
    now = new Date(),
  ) => {
    const isPublished = input.published ?? before?.published ?? true;
    // null, like leaving it out, names no date.
    if (input.publishedAt) return { published: isPublished, publishedAt: input.publishedAt };
    // Going public without a date: now (a draft's old date would backdate it).
    if (isPublished && !before?.published) return { published: true, publishedAt: now };
    return { published: isPublished, publishedAt: before?.publishedAt ?? null };
  };

  const byIdOrSlug = (idOrSlug: string): SQL =>
    isUuid(idOrSlug) ? eq(blogs.id, idOrSlug.toLowerCase()) : eq(blogs.slug, idOrSlug);

  async function findOne(where: SQL): Promise<BlogRow | undefined> {
    const [row] = await db.select().from(blogs).where(where).limit(1);
    return row;
  }

  return {
    /** Cover image uploads (the editor's and the modal's cover field). */
    covers,

    /** Every post, drafts and scheduled ones too, newest first (the admin dashboard's table and counts). */
    async list(): Promise<BlogRow[]> {
      return db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
    },

    /**
     * Published posts matching the filters, newest first (those in `first`'s
     * language before the others, when given); one page of them and the total.
     */
    async search(query: BlogListing = {}): Promise<BlogSearch> {
      const conditions: SQL[] = [published];
      if (query.q) conditions.push(ilike(blogs.title, containsPattern(query.q)));
      if (query.tag) conditions.push(arrayContains(blogs.tags, [query.tag]));
      if (query.featured) conditions.push(eq(blogs.featured, query.featured === "true"));
      if (query.language) conditions.push(eq(blogs.language, query.language));
      const where = and(...conditions);
      const page = query.page ?? 1;
      const limit = query.limit ?? (query.page ? DEFAULT_PAGE_SIZE : undefined);
      const order = [desc(blogs.createdAt), desc(blogs.id)];
      if (query.first) order.unshift(desc(sql`(${blogs.language} = ${query.first})`));
      const rows = db
        .select()
        .from(blogs)
        .where(where)
        .orderBy(...order)
        .$dynamic();
      if (limit === undefined) {
        const items = await rows;
        return { items, total: items.length, page: 1, limit: items.length };
      }
      const items = await rows.limit(limit).offset((page - 1) * limit);
      const [totals] = await db.select({ total: count() }).from(blogs).where(where);
      return { items, total: totals?.total ?? 0, page, limit };
    },

    /** The newest published posts, as Home's Latest Updates shows them. */
    async latest(limit = 3): Promise<BlogSummary[]> {
      const rows = await db
        .select({ slug: blogs.slug, title: blogs.title, excerpt: blogs.excerpt, createdAt: blogs.createdAt })
        .from(blogs)
        .where(published)
        .orderBy(desc(blogs.createdAt), desc(blogs.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** Every tag used by a published post, sorted (the blog list's tag dropdown). */
    async tags(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ tag: sql<string>`unnest(${blogs.tags})` })
        .from(blogs)
        .where(published)
        .orderBy(sql`1`);
      return rows.map((row) => row.tag);
    },

    /** A published post by id or slug (spec 3: "lookup by id or slug"). */
    async find(idOrSlug: string): Promise<BlogRow | undefined> {
      return findOne(and(byIdOrSlug(idOrSlug), published) as SQL);
    },

    async findBySlug(slug: string): Promise<BlogRow | undefined> {
      return findOne(and(eq(blogs.slug, slug), published) as SQL);
    },

    /** Any post by id or slug, drafts and scheduled ones too: the admin's preview. */
    async findForAdmin(idOrSlug: string): Promise<BlogRow | undefined> {
      return findOne(byIdOrSlug(idOrSlug));
    },

    /** Slug and last change of every post visitors see (the sitemap). */
    async sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
        .from(blogs)
        .where(published)
        .orderBy(desc(blogs.createdAt), desc(blogs.id));
    },

    /**
     * Milliseconds until the next scheduled post goes public, by the database's
     * clock; undefined when none is waiting.
     */
    async msUntilNextPublication(): Promise<number | undefined> {
      const [row] = await db
        .select({
          ms: sql<string | null>`extract(epoch from (${min(blogs.publishedAt)} - now())) * 1000`,
        })
        .from(blogs)
        .where(and(eq(blogs.published, true), gt(blogs.publishedAt, sql`now()`)));
      return row?.ms == null ? undefined : Math.max(0, Number(row.ms));
    },

    /** Creates a post (published at once unless it is a draft or scheduled); the slug comes from the title with a time-based suffix. */
    async create(input: BlogWriteInput, defaultAuthor: string): Promise<BlogRow> {
      const now = new Date();
      const values = {
        title: input.title,
        excerpt: input.excerpt,
        content: input.content,
        author: input.author ?? defaultAuthor,
        tags: input.tags ?? [],
        featured: input.featured ?? false,
        image: input.image ?? null,
        language: input.language ?? "en",
        ...publication(input, undefined, now),
        createdAt: now,
        updatedAt: now,
      };
      const slug = slugWithTimeSuffix(input.title, now.getTime());
      // Two posts with the same title in the same millisecond: add random letters and try again.
      for (let attempt = 0; ; attempt++) {
        const candidate = attempt === 0 ? slug : `${slug}-${Math.random().toString(36).slice(2, 6)}`;
        try {
          const [row] = await db
            .insert(blogs)
            .values({ ...values, slug: candidate })
            .returning();
          return row as BlogRow;
        } catch (error) {
          if (attempt >= 3 || !isSlugConflict(error)) throw error;
        }
      }
    },

    /**
     * Changes a post. The slug stays as it was, so links already shared keep working;
     * fields the request leaves out keep their values.
     */
    async update(id: string, input: BlogWriteInput, log?: FastifyBaseLogger): Promise<BlogRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [before] = await db
        .select({
          image: blogs.image,
          content: blogs.content,
          published: blogs.published,
          publishedAt: blogs.publishedAt,
        })
        .from(blogs)
        .where(eq(blogs.id, id.toLowerCase()));
      if (!before) return undefined;
      const [row] = await db
        .update(blogs)
        .set({
          title: input.title,
          excerpt: input.excerpt,
          content: input.content,
          ...(input.author !== undefined && { author: input.author }),
          ...(input.tags !== undefined && { tags: input.tags }),
          ...(input.featured !== undefined && { featured: input.featured }),
          ...(input.image !== undefined && { image: input.image }),
          ...(input.language !== undefined && { language: input.language }),
          ...publication(input, before),
          updatedAt: new Date(),
        })
        .where(eq(blogs.id, id.toLowerCase()))
        .returning();
      if (row && (before.image !== row.image || before.content !== row.content)) await releaseImages(before, log);
      return row;
    },

    /** Deletes a post (and its cover, unless another post shows it); undefined when there was none. */
    async remove(id: string, log?: FastifyBaseLogger): Promise<BlogRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.delete(blogs).where(eq(blogs.id, id.toLowerCase())).returning();
      if (row) await releaseImages(row, log);
      return row;
    },

    /** A post's content as sanitised HTML. */
    async renderContent(post: Pick<BlogRow, "id" | "content" | "updatedAt">): Promise<string> {
      const key = `${post.id}:${post.updatedAt.getTime()}`;
      const cached = renderCache.get(key);
      if (cached !== undefined) {
        // Refresh its place: the map's order is the eviction order.
        renderCache.delete(key);
        renderCache.set(key, cached);
        return cached;
      }
      const html = await renderMarkdown(post.content);
      if (renderCache.size >= RENDER_CACHE_SIZE) {
        const oldest = renderCache.keys().next().value;
        if (oldest !== undefined) renderCache.delete(oldest);
      }
      renderCache.set(key, html);
      return html;
    },

    /** Markdown the editor is previewing (not cached: it changes with every keystroke). */
    preview: (content: string) => renderMarkdown(content),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
