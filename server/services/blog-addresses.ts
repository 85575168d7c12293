/**
 * Which address (slug) a post gets when it is written (issue 43, decision 056):
 * - left out (or "") on a new post: made from the title, with "-2", "-3"… only
 *   when another post already has it (a post in the Trash keeps its address, so
 *   restoring it never clashes);
 * - typed by the staff: made a slug the same way, and refused (409) when another
 *   post has it, since silently changing what they typed would surprise them;
 * - on an update: kept when left out; "" makes it again from the title; but a post
 *   visitors can read now keeps its address (409 if asked to change it), so links
 *   already shared keep working: there is no table of old addresses to redirect.
 */
import { and, eq, like, ne, or, type SQL } from "drizzle-orm";
import { blogMessages } from "#common/messages/blog";
import type { Database } from "../db/client.ts";
import { blogs } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import { firstFreeSlug, slugFromTitle, slugify } from "./blog-slug.ts";

const v = blogMessages.validation;

/** A post's publication as stored: whether visitors can read it at this moment. */
export const isPublicNow = (post: { published: boolean; publishedAt: Date | null }, now = new Date()) =>
  post.published && (post.publishedAt === null || post.publishedAt.getTime() <= now.getTime());

/** What the write asks of the address: made from the title, or the one typed. */
export type SlugRequest = { kind: "from-title"; title: string } | { kind: "typed"; slug: string };

/** The unique-violation code of PostgreSQL (and PGlite), on the error or its cause (Drizzle wraps it). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return codeOf(error) === "23505" || codeOf((error as { cause?: unknown } | null)?.cause) === "23505";
}

const taken = (slug: string) => new DomainError("conflict", v.slugTaken(slug), { slug: v.slugTaken(slug) });

export function createBlogAddresses(db: Pick<Database, "select">) {
  /** Slugs of posts other than `exceptId` that are `base` or start with `base-`. */
  async function slugsLike(base: string, exceptId?: string): Promise<Set<string>> {
    // A slug holds letters, digits and hyphens only: no LIKE wildcard to escape.
    const match = or(eq(blogs.slug, base), like(blogs.slug, `${base}-%`)) as SQL;
    const rows = await db
      .select({ slug: blogs.slug })
      .from(blogs)
      .where(exceptId ? and(match, ne(blogs.id, exceptId)) : match);
    return new Set(rows.map((row) => row.slug));
  }

  return {
    /** The request's address: undefined keeps the post's, "" (or a new post) makes it from the title. */
    requested(slug: string | undefined, title: string, isNew: boolean): SlugRequest | undefined {
      if (slug === undefined && !isNew) return undefined;
      const typed = slugify(slug ?? "");
      return typed ? { kind: "typed", slug: typed } : { kind: "from-title", title };
    },

    /**
     * The slug to store for `request`, for the post `id` (undefined: a new one), or
     * a DomainError: the typed address is another post's.
     */
    async choose(request: SlugRequest, id?: string): Promise<string> {
      if (request.kind === "typed") {
        if ((await slugsLike(request.slug, id)).has(request.slug)) throw taken(request.slug);
        return request.slug;
      }
      const base = slugFromTitle(request.title);
      return firstFreeSlug(base, await slugsLike(base, id));
    },

    /** For an update: a public post's address cannot change (links already shared). */
    refuseChange(current: string): never {
      throw new DomainError("conflict", v.slugFixed(current), { slug: v.slugFixed(current) });
    },

    /** The error for a typed address that another post took between the check and the write. */
    taken,
  };
}

export type BlogAddresses = ReturnType<typeof createBlogAddresses>;
