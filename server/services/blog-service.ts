/**
 * Blog posts (spec 3, 5, 7): listing with search, tag, featured filter and paging;
 * lookup by id or slug; writing with addresses made from the title or typed
 * (blog-addresses.ts), publication dates and what publishing needs
 * (common/blog-publish-rules.ts); the Trash (blog-trash.ts); and the Markdown
 * content rendered to sanitised HTML for the pages.
 */

import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  isNull,
  lte,
  min,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { publishRefusal } from "#common/blog-publish-rules";
import type { Locale } from "#common/locale";
import type {
  BlogAdminListQuery,
  BlogListItemRecord,
  BlogListQuery,
  BlogStatusFilter,
  BlogWriteInput,
} from "#common/schemas/blog";
import type { ListPage } from "#common/schemas/inbox";
import type { Database } from "../db/client.ts";
import { blogs } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import type { MediaService } from "../media/media-service.ts";
import { createBlogAddresses, isPublicNow, isUniqueViolation, type SlugRequest } from "./blog-addresses.ts";
import { createBlogCovers } from "./blog-covers.ts";
import { isUuid } from "./blog-slug.ts";
import { createBlogTrash } from "./blog-trash.ts";
import { listPageOf } from "./inbox-paging.ts";
import { renderMarkdown } from "./markdown-renderer.ts";
import { containsPattern } from "./search-pattern.ts";

export type BlogRow = typeof blogs.$inferSelect;

/** What Home's Latest Updates shows of a post (spec 2.3). */
export interface BlogSummary {
  slug: string;
  title: string;
  excerpt: string;
  createdAt: string;
  /** When it went public (null: when it was created). */
  publishedAt: string | null;
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

/** Public now: published and its time has come (the database's clock). */
const publicNow = and(eq(blogs.published, true), or(isNull(blogs.publishedAt), lte(blogs.publishedAt, sql`now()`)));

/** Posts not in the Trash: the admin's list, editor and preview. */
export const notInTrash = isNull(blogs.deletedAt);

/**
 * The posts visitors see: published, their time has come, and not in the Trash.
 * The database's clock decides, so every instance agrees; drafts and scheduled
 * posts are the admin's. (Site search uses it too.)
 */
export const visibleToVisitors = and(publicNow, notInTrash) as SQL;

/** The Blogs tab's status filter, as its badges say it (app/lib/admin/blog-schedule.ts). */
const statusCondition: Record<BlogStatusFilter, SQL | undefined> = {
  draft: eq(blogs.published, false),
  scheduled: and(eq(blogs.published, true), gt(blogs.publishedAt, sql`now()`)),
  published: publicNow,
  featured: and(publicNow, eq(blogs.featured, true)),
};

/** A row of the Blogs tab: every column but the content, which can be long (an edit loads the post). */
const { content: _content, ...listColumns } = getTableColumns(blogs);

/** The admin's list and counts: the posts outside the Trash. */
export interface BlogCounts {
  total: number;
  featured: number;
}

/** Refuses to make public a post without its excerpt, content or pictures' alt text (400, the spec's message). */
function checkPublishable(post: { excerpt: string; content: string }): void {
  const refusal = publishRefusal(post);
  if (refusal) throw new DomainError("invalid", refusal.message, refusal.errors);
}

export function createBlogService(db: Database, media: MediaService) {
  const renderCache = new Map<string, string>();
  const covers = createBlogCovers(db, media);

  /** Images the post no longer shows are removed; failing that only leaves files behind, never fails the request. */
  const releaseImages = (old: { image: string | null; content: string }, log?: FastifyBaseLogger) =>
    covers.release(old, log).catch((err: unknown) => log?.warn({ err }, "old blog images not removed"));
  const published = visibleToVisitors;
  const addresses = createBlogAddresses(db);
  const trash = createBlogTrash(db, releaseImages);

  /**
   * Runs `write` with the slug chosen for `request`. Two writes choosing the same
   * free slug at once: the database refuses the second, which chooses again (a
   * typed address is then another post's: 409).
   */
  async function withSlug<T>(request: SlugRequest, id: string | undefined, write: (slug: string) => Promise<T>) {
    for (let attempt = 0; ; attempt++) {
      const slug = await addresses.choose(request, id);
      try {
        return await write(slug);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (request.kind === "typed") throw addresses.taken(slug);
        if (attempt >= 3) throw error;
      }
    }
  }

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

  /** How many posts there are outside the Trash, and how many are featured (the Overview's counts). */
  async function counts(): Promise<BlogCounts> {
    const [row] = await db
      .select({
        total: count(),
        featured: sql<number>`count(*) filter (where ${blogs.featured})`.mapWith(Number),
      })
      .from(blogs)
      .where(notInTrash);
    return { total: row?.total ?? 0, featured: row?.featured ?? 0 };
  }

  async function findOne(where: SQL): Promise<BlogRow | undefined> {
    const [row] = await db.select().from(blogs).where(where).limit(1);
    return row;
  }

  return {
    /** Cover image uploads (the editor's and the modal's cover field). */
    covers,

    /** Every post, drafts and scheduled ones too, newest first (GET /api/blogs with the admin's token, spec 7). */
    async list(): Promise<BlogRow[]> {
      return db.select().from(blogs).where(notInTrash).orderBy(desc(blogs.createdAt), desc(blogs.id));
    },

    counts,

    /**
     * One page of the Blogs tab (issue 46): the posts outside the Trash, drafts and
     * scheduled ones too, newest first, without their content; `q` in the title,
     * `status` as the badges say it; with the whole list's counts.
     */
    async adminPage(query: BlogAdminListQuery): Promise<ListPage<BlogListItemRecord> & { featured: number }> {
      const narrowed = and(
        query.q ? ilike(blogs.title, containsPattern(query.q)) : undefined,
        query.status ? statusCondition[query.status] : undefined,
      );
      const where = and(notInTrash, narrowed);
      const whole = counts();
      const page = await listPageOf(query, {
        rows: (limit, offset) =>
          db
            .select(listColumns)
            .from(blogs)
            .where(where)
            .orderBy(desc(blogs.createdAt), desc(blogs.id))
            .limit(limit)
            .offset(offset),
        total: async () => (await whole).total,
        matching: narrowed
          ? async () => (await db.select({ n: count() }).from(blogs).where(where))[0]?.n ?? 0
          : undefined,
      });
      return { ...page, featured: (await whole).featured };
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
        .select({
          slug: blogs.slug,
          title: blogs.title,
          excerpt: blogs.excerpt,
          createdAt: blogs.createdAt,
          publishedAt: blogs.publishedAt,
        })
        .from(blogs)
        .where(published)
        .orderBy(desc(blogs.createdAt), desc(blogs.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        publishedAt: row.publishedAt?.toISOString() ?? null,
      }));
    },

    /** Every tag used by a published post, sorted (the blog list's tag dropdown); read from blogs_public_tags_idx. */
    async tags(): Promise<string[]> {
      const used = db
        .select({ tag: sql<string>`unnest(${blogs.tags})`.as("tag") })
        .from(blogs)
        .where(published)
        .as("used");
      // Grouped, then sorted: sorting every use of every tag first costs as many steps as there are posts.
      const rows = await db.select({ tag: used.tag }).from(used).groupBy(used.tag).orderBy(used.tag);
      return rows.map((row) => row.tag);
    },

    /** A published post by id or slug (spec 3: "lookup by id or slug"). */
    async find(idOrSlug: string): Promise<BlogRow | undefined> {
      return findOne(and(byIdOrSlug(idOrSlug), published) as SQL);
    },

    async findBySlug(slug: string): Promise<BlogRow | undefined> {
      return findOne(and(eq(blogs.slug, slug), published) as SQL);
    },

    /** Any post by id or slug, drafts and scheduled ones too, outside the Trash: the admin's editor and preview. */
    async findForAdmin(idOrSlug: string): Promise<BlogRow | undefined> {
      return findOne(and(byIdOrSlug(idOrSlug), notInTrash) as SQL);
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
        .where(and(eq(blogs.published, true), gt(blogs.publishedAt, sql`now()`), notInTrash));
      return row?.ms == null ? undefined : Math.max(0, Number(row.ms));
    },

    /**
     * Creates a post: published at once unless it is a draft or scheduled, and then
     * only with its excerpt, content and pictures described; its address from the
     * title, or the one typed (409 when another post has it).
     */
    async create(input: BlogWriteInput, defaultAuthor: string): Promise<BlogRow> {
      const now = new Date();
      const values = {
        title: input.title,
        excerpt: input.excerpt ?? "",
        content: input.content ?? "",
        author: input.author ?? defaultAuthor,
        tags: input.tags ?? [],
        featured: input.featured ?? false,
        image: input.image ?? null,
        language: input.language ?? "en",
        ...publication(input, undefined, now),
        createdAt: now,
        updatedAt: now,
      };
      if (values.published) checkPublishable(values);
      const request = addresses.requested(input.slug, input.title, true) as SlugRequest;
      return withSlug(request, undefined, async (slug) => {
        const [row] = await db
          .insert(blogs)
          .values({ ...values, slug })
          .returning();
        return row as BlogRow;
      });
    },

    /**
     * Changes a post outside the Trash; fields the request leaves out keep their
     * values. Publishing (or keeping public) needs the excerpt, content and alt
     * text; the address changes only when asked and never while visitors can read
     * the post, so links already shared keep working.
     */
    async update(id: string, input: BlogWriteInput, log?: FastifyBaseLogger): Promise<BlogRow | undefined> {
      if (!isUuid(id)) return undefined;
      const postId = id.toLowerCase();
      const before = await findOne(and(eq(blogs.id, postId), notInTrash) as SQL);
      if (!before) return undefined;
      const text = { excerpt: input.excerpt ?? before.excerpt, content: input.content ?? before.content };
      const publishing = publication(input, before);
      if (publishing.published) checkPublishable(text);
      const asked = addresses.requested(input.slug, input.title, false);
      const keep = asked === undefined || (asked.kind === "typed" && asked.slug === before.slug);
      // "" on a public post is the field left as it was shown to the staff: nothing to change.
      if (!keep && asked.kind === "typed" && isPublicNow(before)) addresses.refuseChange(before.slug);
      const write = async (slug: string) => {
        const [changed] = await db
          .update(blogs)
          .set({
            title: input.title,
            ...text,
            slug,
            ...(input.author !== undefined && { author: input.author }),
            ...(input.tags !== undefined && { tags: input.tags }),
            ...(input.featured !== undefined && { featured: input.featured }),
            ...(input.image !== undefined && { image: input.image }),
            ...(input.language !== undefined && { language: input.language }),
            ...publishing,
            updatedAt: new Date(),
          })
          .where(and(eq(blogs.id, postId), notInTrash))
          .returning();
        return changed;
      };
      const row = keep || isPublicNow(before) ? await write(before.slug) : await withSlug(asked, postId, write);
      if (row && (before.image !== row.image || before.content !== row.content)) await releaseImages(before, log);
      return row;
    },

    /** Moves a post to the Trash (DELETE /api/blogs/{id}); undefined when there is none outside it. */
    moveToTrash: (id: string) => trash.moveToTrash(id),

    /** The posts in the Trash, with the day each is deleted for good (admin only). */
    trash: () => trash.list(),

    /** Brings a post back from the Trash as it was (published or a draft). */
    restore: (id: string) => trash.restore(id),

    /** Deletes a post in the Trash for good, with its pictures unless another post shows them. */
    deleteForever: (id: string, log?: FastifyBaseLogger) => trash.deleteForever(id, log),

    /** Deletes for good the posts in the Trash for 30 days (run at start and every hour). */
    purgeTrash: (log?: FastifyBaseLogger) => trash.purgeExpired(log),

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
