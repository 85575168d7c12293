/**
 * /admin/blogs, the Blogs tab (spec 2.25): the posts from the dashboard's load, and
 * the Trash (`?view=trash`, issue 43), loaded here. Its action moves a post to the
 * Trash, restores it or deletes it for good, or saves the modal's (blog-save.ts).
 */

import { blogMessages } from "#common/messages/blog";
import type { TrashedBlogPost } from "#common/schemas/blog";
import { type SaveBlogIntent, saveBlogAction } from "~/components/admin/blogs/blog-save";
import type { TrashIntent } from "~/components/admin/blogs/blog-trash-list";
import { BlogsTab } from "~/components/admin/blogs/blogs-tab";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { blogAdminText } from "~/content/admin/blog";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/blogs";

type BlogsIntent = { intent: "delete"; id: string } | TrashIntent | SaveBlogIntent;

/** The Trash, for its list and the count on its switch; null when it could not be read. */
export async function clientLoader() {
  try {
    const answer = await apiRequest<{ data: TrashedBlogPost[] }>("/blog-trash", { timeoutMs: 20_000 });
    return { trash: answer.data };
  } catch {
    return { trash: null };
  }
}

export function HydrateFallback() {
  return null;
}

const trashPath = (id: string) => `/blog-trash/${encodeURIComponent(id)}`;
/** The API's own message ("… is restored", "… is deleted for good") is the toast. */
const apiMessage = (answer: { message?: string }) => answer.message;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const body = await actionBody<BlogsIntent>(request);
  if (body.intent === "save") return saveBlogAction(body);
  const failure = blogAdminText.trash.failed;
  if (body.intent === "restore") {
    return adminWrite(
      () => apiRequest<{ message?: string }>(`${trashPath(body.id)}/restore`, { method: "POST", timeoutMs: 30_000 }),
      { success: apiMessage, failure },
    );
  }
  if (body.intent === "delete-forever") {
    return adminWrite(
      () => apiRequest<{ message?: string }>(trashPath(body.id), { method: "DELETE", timeoutMs: 30_000 }),
      { success: apiMessage, failure },
    );
  }
  return adminWrite(
    () => apiRequest(`/blogs/${encodeURIComponent(body.id)}`, { method: "DELETE", timeoutMs: 30_000 }),
    {
      success: blogMessages.modal.deleted,
      failure: blogMessages.modal.deleteFailed,
    },
  );
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return <BlogsTab trash={loaderData.trash} />;
}
