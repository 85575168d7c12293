/**
 * The Trash of blog posts (issue 43): deleting a post only sets `deleted_at`, which
 * hides it from every public place and the admin's list (`visibleToVisitors` and
 * `notInTrash` in blog-service.ts); it keeps its address, its pictures and whether
 * it was published or a draft, so Restore brings it back exactly as it was. After
 * TRASH_DAYS it is deleted for good, with its pictures (as a delete did before),
 * by `purgeExpired`, which the server runs at start and every hour (server/app.ts,
 * repeating-task.ts); "Delete forever" does the same at once.
 */
import { and, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { TRASH_DAYS } from "#common/blog";
import type { Database } from "../db/client.ts";
import { blogs } from "../db/schema.ts";
import { isUuid } from "./blog-slug.ts";

type BlogRow = typeof blogs.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A post in the Trash, with the day it will be deleted for good. */
export type TrashedBlogRow = BlogRow & { deletedAt: Date; purgeAt: Date };

export function createBlogTrash(
  db: Database,
  /** Removes the pictures a post showed unless another post (trashed ones too) still shows them. */
  releaseImages: (post: BlogRow, log?: FastifyBaseLogger) => Promise<void>,
) {
  const inTrash = (id: string) => and(eq(blogs.id, id.toLowerCase()), isNotNull(blogs.deletedAt));

  const withPurgeDate = (row: BlogRow): TrashedBlogRow => {
    const deletedAt = row.deletedAt ?? new Date();
    return { ...row, deletedAt, purgeAt: new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS) };
  };

  return {
    /** Moves a post to the Trash; undefined when there is no such post outside it. */
    async moveToTrash(id: string): Promise<BlogRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(blogs)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(blogs.id, id.toLowerCase()), isNull(blogs.deletedAt)))
        .returning();
      return row;
    },

    /** The posts in the Trash, the most recently deleted first. */
    async list(): Promise<TrashedBlogRow[]> {
      const rows = await db
        .select()
        .from(blogs)
        .where(isNotNull(blogs.deletedAt))
        .orderBy(desc(blogs.deletedAt), desc(blogs.id));
      return rows.map(withPurgeDate);
    },

    /** Takes a post out of the Trash, published or a draft as it was; undefined when it is not there. */
    async restore(id: string): Promise<BlogRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.update(blogs).set({ deletedAt: null }).where(inTrash(id)).returning();
      return row;
    },

    /** Deletes a post in the Trash for good, with its pictures; undefined when it is not there. */
    async deleteForever(id: string, log?: FastifyBaseLogger): Promise<BlogRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.delete(blogs).where(inTrash(id)).returning();
      if (row) await releaseImages(row, log);
      return row;
    },

    /**
     * Deletes for good every post in the Trash for longer than TRASH_DAYS (by the
     * database's clock, which every instance shares), with its pictures; answers
     * how many. Two instances purging at once each delete different rows.
     */
    async purgeExpired(log?: FastifyBaseLogger): Promise<number> {
      const rows = await db
        .delete(blogs)
        .where(lt(blogs.deletedAt, sql`now() - ${sql.raw(`interval '${TRASH_DAYS} days'`)}`))
        .returning();
      for (const row of rows) await releaseImages(row, log);
      if (rows.length > 0) {
        log?.info(
          { posts: rows.map((row) => row.id), days: TRASH_DAYS },
          "posts kept in the Trash long enough deleted for good",
        );
      }
      return rows.length;
    },
  };
}
