/**
 * /admin/gallery, the Gallery tab (spec 2.25): one page of the items (issue 46: never
 * the whole gallery), searched and filtered by the URL's `q` and `category`, paged by
 * its `page`; deleting is this route's action.
 */
import { redirect } from "react-router";
import { galleryMessages } from "#common/messages/gallery";
import { GALLERY_ADMIN_PAGE_SIZE, type GalleryAdminPage } from "#common/schemas/gallery";
import { GALLERY_LIST_FILTERS, GalleryTab } from "~/components/admin/gallery/gallery-tab";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { loadListPage, pageParam, textParams } from "~/components/admin/shared/paged-list";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/gallery";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const page = pageParam(url.searchParams);
  const filters = textParams(url.searchParams, GALLERY_LIST_FILTERS);
  const items = await loadListPage<GalleryAdminPage>("gallery", "/gallery-list", {
    page,
    pageSize: GALLERY_ADMIN_PAGE_SIZE,
    ...filters,
  });
  // The last item of the last page was deleted: show the page before it.
  if (!items.error && items.data?.items.length === 0 && page > 1) {
    url.searchParams.set("page", String(page - 1));
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { items };
}

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { id } = await actionBody<{ intent: "delete"; id: string }>(request);
  return adminWrite(() => apiRequest(`/gallery/${encodeURIComponent(id)}`, { method: "DELETE", timeoutMs: 30_000 }), {
    success: galleryMessages.deleted,
    failure: () => galleryMessages.deleteFailed,
  });
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return <GalleryTab items={loaderData.items} />;
}
