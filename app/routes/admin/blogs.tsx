/** /admin/blogs, the Blogs tab (spec 2.25): the posts from the dashboard's load; deleting is this route's action. */

import { blogMessages } from "#common/messages/blog";
import { BlogsTab } from "~/components/admin/blogs/blogs-tab";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/blogs";

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { id } = await actionBody<{ intent: "delete"; id: string }>(request);
  return adminWrite(() => apiRequest(`/blogs/${encodeURIComponent(id)}`, { method: "DELETE", timeoutMs: 30_000 }), {
    success: blogMessages.modal.deleted,
    failure: blogMessages.modal.deleteFailed,
  });
}

export default function Blogs() {
  return <BlogsTab />;
}
