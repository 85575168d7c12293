/** GET /api/dashboard/counts: the Overview's figures of posts and gallery items, counted by the server (issue 46). */
import { z } from "zod";

export const dashboardCountsView = z.object({
  /** Posts outside the Trash, drafts and scheduled ones too (Total Blogs). */
  posts: z.number().int(),
  /** Those marked featured (Featured Blogs). */
  featuredPosts: z.number().int(),
  /** Gallery items (Gallery Items). */
  galleryItems: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsView>;
