/**
 * /admin/gallery/{id}: one gallery item opened for editing (decisions 029, 057),
 * inside the dashboard under its Gallery tab. The loader reads the item; the
 * editor saves it whole with one request (PUT /api/gallery/{id}, with progress
 * when new photos go with it, as the upload modal sends), then the screen revalidates.
 */
import type { GalleryItemView } from "#common/schemas/gallery";
import { GalleryItemEditor } from "~/components/admin/gallery/gallery-item-editor";
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

export default function GalleryItem({ loaderData }: Route.ComponentProps) {
  return <GalleryItemEditor load={loaderData} />;
}
