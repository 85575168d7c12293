/**
 * The photos a save will delete, each as its thumbnail and the caption visitors
 * see under it: in the editor under the photos (with Keep, which takes the mark
 * back) and in the save's confirmation, so the admin sees which photos go.
 */
import type { GalleryImageView } from "#common/schemas/gallery";
import { GalleryPhoto } from "~/components/gallery/gallery-photo";
import { galleryAdminText } from "~/content/admin/gallery";

const text = galleryAdminText.editor;

export function PhotosToDelete({ photos, onKeep }: { photos: GalleryImageView[]; onKeep?: (id: string) => void }) {
  return (
    <ul className="mt-3 space-y-2">
      {photos.map((photo) => {
        // An empty caption shows nothing to visitors: the alt text still says which photo it is.
        const words = photo.caption || photo.alt;
        return (
          <li key={photo.id} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2">
            <GalleryPhoto photo={photo} sizes="64px" decorative className="size-16 shrink-0 rounded-md object-cover" />
            <p className="min-w-0 flex-1 text-sm break-words whitespace-pre-line text-slate-700">{words}</p>
            {onKeep && (
              <button
                type="button"
                onClick={() => onKeep(photo.id)}
                aria-label={text.keepPhotoLabel(words)}
                className="min-h-11 shrink-0 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
              >
                {text.keepPhoto}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
