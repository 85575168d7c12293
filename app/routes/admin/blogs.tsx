/**
 * /admin/blogs, the Blogs tab (spec 2.25): the posts from the dashboard's load.
 * Its action deletes a post, or saves the modal's (blog-save.ts).
 */

import { blogMessages } from "#common/messages/blog";
import { type SaveBlogIntent, saveBlogAction } from "~/components/admin/blogs/blog-save";
import { BlogsTab } from "~/components/admin/blogs/blogs-tab";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/blogs";

type BlogsIntent = { intent: "delete"; id: string } | SaveBlogIntent;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const body = await actionBody<BlogsIntent>(request);
  if (body.intent === "save") return saveBlogAction(body);
  return adminWrite(
    () => apiRequest(`/blogs/${encodeURIComponent(body.id)}`, { method: "DELETE", timeoutMs: 30_000 }),
    {
      success: blogMessages.modal.deleted,
      failure: blogMessages.modal.deleteFailed,
    },
  );
}

export default function Blogs() {
  return <BlogsTab />;
}
