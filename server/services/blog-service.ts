/**
 * Blog posts. (The Blog issue adds writing, slugs, Markdown rendering and filters;
 * the list below is what the admin dashboard reads today.)
 */
import { desc } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { blogs } from "../db/schema.ts";

export type BlogRow = typeof blogs.$inferSelect;

export function createBlogService(db: Database) {
  return {
    /** Every post, newest first. */
    async list(): Promise<BlogRow[]> {
      return db.select().from(blogs).orderBy(desc(blogs.createdAt));
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
