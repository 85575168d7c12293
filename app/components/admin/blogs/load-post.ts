/**
 * One post, content and all, as the admin opens it (the Blogs tab's Edit, the
 * newsletter's "Start from a published post"): the lists leave the content out
 * (issue 46). A failure is said in a toast; the answer is then null.
 */
import type { BlogPost } from "#common/schemas/blog";
import { notify } from "~/components/admin/shared/admin-notify";
import { blogAdminText } from "~/content/admin/blog";
import { apiRequest } from "~/lib/api-client";

export async function loadPost(id: string): Promise<BlogPost | null> {
  try {
    return (await apiRequest<{ data: BlogPost }>(`/blogs/${encodeURIComponent(id)}`, { timeoutMs: 30_000 })).data;
  } catch (error) {
    notify(blogAdminText.tab.loadFailed(error instanceof Error ? error.message : String(error)), "error");
    return null;
  }
}
