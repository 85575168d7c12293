/**
 * A post's publication as the admin sees it: draft, scheduled (with its time),
 * featured or published. The times themselves are shown, and "Publish at" read,
 * on the site's clock: app/lib/site-time.ts.
 */
import type { BlogPost } from "#common/schemas/blog";

export type BlogStatus =
  | { kind: "draft" }
  | { kind: "scheduled"; at: string }
  | { kind: "featured" }
  | { kind: "published" };

type Publication = Pick<BlogPost, "published" | "publishedAt" | "featured">;

export function blogStatus(post: Publication, now = Date.now()): BlogStatus {
  if (!post.published) return { kind: "draft" };
  if (post.publishedAt && Date.parse(post.publishedAt) > now) return { kind: "scheduled", at: post.publishedAt };
  return { kind: post.featured ? "featured" : "published" };
}
