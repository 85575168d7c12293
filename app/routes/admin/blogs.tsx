/**
 * /admin/blogs, the Blogs tab (spec 2.25): one page of the posts (issue 46: never the
 * whole list), searched and filtered by the URL's `q` and `status`, paged by its
 * `page`, and the Trash (`?view=trash`, issue 43). Its action moves a post to the
 * Trash, restores it or deletes it for good, or saves the modal's (blog-save.ts).
 */
import { redirect } from "react-router";
import { blogMessages } from "#common/messages/blog";
import { BLOG_ADMIN_PAGE_SIZE, type BlogAdminPage, type TrashedBlogPost } from "#common/schemas/blog";
import { type SaveBlogIntent, saveBlogAction } from "~/components/admin/blogs/blog-save";
import type { TrashIntent } from "~/components/admin/blogs/blog-trash-list";
import { BLOG_LIST_FILTERS, BlogsTab } from "~/components/admin/blogs/blogs-tab";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { loadListPage, pageParam, textParams } from "~/components/admin/shared/paged-list";
import { blogAdminText } from "~/content/admin/blog";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/blogs";

type BlogsIntent = { intent: "delete"; id: string } | TrashIntent | SaveBlogIntent;

/** The Trash, for its list and the count on its switch; null when it could not be read. */
async function loadTrash(): Promise<TrashedBlogPost[] | null> {
  try {
    return (await apiRequest<{ data: TrashedBlogPost[] }>("/blog-trash", { timeoutMs: 20_000 })).data;
  } catch {
    return null;
  }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const page = pageParam(url.searchParams);
  const filters = textParams(url.searchParams, BLOG_LIST_FILTERS);
  const [posts, trash] = await Promise.all([
    loadListPage<BlogAdminPage>("blogs", "/blog-list", { page, pageSize: BLOG_ADMIN_PAGE_SIZE, ...filters }),
    loadTrash(),
  ]);
  // The last post of the last page went to the Trash: show the page before it.
  if (!posts.error && posts.data?.items.length === 0 && page > 1) {
    url.searchParams.set("page", String(page - 1));
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { posts, trash };
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
  return <BlogsTab posts={loaderData.posts} trash={loaderData.trash} />;
}
