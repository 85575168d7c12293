/**
 * /admin/gallery/{id}: one gallery item opened for editing (decision 029), inside
 * the dashboard under its Gallery tab. The loader reads the item; the action
 * changes its fields, deletes one photo, or saves the photos' order and alt
 * texts. Adding photos is an upload with progress (XHR, as the upload modal),
 * after which the screen revalidates.
 */
import { galleryEditMessages as editMessages } from "#common/messages/gallery-edit";
import type { GalleryItemPatch, GalleryItemView, GalleryPhotoOrder } from "#common/schemas/gallery";
import { GalleryItemEditor, type GalleryItemIntent } from "~/components/admin/gallery/gallery-item-editor";
import { actionBody, adminWrite } from "~/components/admin/shared/admin-write";
import { apiRequest } from "~/lib/api-client";
import type { Route } from "./+types/gallery-item";

const itemPath = (id: string) => `/gallery/${encodeURIComponent(id)}`;

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    const answer = await apiRequest<{ data: GalleryItemView }>(itemPath(params.id), { timeoutMs: 30_000 });
    return { item: answer.data, error: null };
  } catch (error) {
    return { item: null, error: error instanceof Error ? error.message : String(error) };
  }
}

export function HydrateFallback() {
  return null;
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const body = await actionBody<GalleryItemIntent>(request);
  const path = itemPath(params.id);
  const shownMessage = (message: string) => message;
  switch (body.intent) {
    case "update":
      return adminWrite(
        () => apiRequest(path, { method: "PATCH", body: body.fields satisfies GalleryItemPatch, timeoutMs: 30_000 }),
        { success: editMessages.updated, failure: () => editMessages.updateFailed },
      );
    case "delete-photo":
      return adminWrite(
        () => apiRequest(`${path}/images/${encodeURIComponent(body.photoId)}`, { method: "DELETE", timeoutMs: 30_000 }),
        { success: editMessages.photoDeleted, failure: shownMessage },
      );
    case "arrange":
      return adminWrite(
        () =>
          apiRequest(`${path}/images`, {
            method: "PUT",
            body: { images: body.images } satisfies GalleryPhotoOrder,
            timeoutMs: 30_000,
          }),
        { success: editMessages.photosSaved, failure: shownMessage },
      );
  }
}

export default function GalleryItem({ loaderData }: Route.ComponentProps) {
  return <GalleryItemEditor load={loaderData} />;
}
