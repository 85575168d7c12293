/** /admin/gallery, the Gallery tab (spec 2.25): the items from the dashboard's load; deleting is this route's action. */

import { galleryMessages } from "#common/messages/gallery";
import { GalleryTab } from "~/components/admin/gallery/gallery-tab";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/gallery";

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { id } = await actionBody<{ intent: "delete"; id: string }>(request);
  return adminWrite(() => apiRequest(`/gallery/${encodeURIComponent(id)}`, { method: "DELETE", timeoutMs: 30_000 }), {
    success: galleryMessages.deleted,
    failure: () => galleryMessages.deleteFailed,
  });
}

export default function Gallery() {
  return <GalleryTab />;
}
