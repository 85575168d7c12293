/**
 * Adding photos to an item in the editor: the upload modal's drop zone. The
 * photos chosen join the item's list as new ones, with their caption and alt
 * text, and are uploaded by the editor's one Save (decision 057).
 */
import { PhotoDropZone } from "~/components/admin/gallery/photo-drop-zone";
import type { PhotoUpload } from "~/components/admin/gallery/use-photo-upload";
import { galleryAdminText } from "~/content/admin/gallery";

const text = galleryAdminText.editor;

export function GalleryAddPhotos({ upload }: { upload: PhotoUpload }) {
  return (
    <section aria-labelledby="add-photos" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id="add-photos" className="text-base font-bold text-slate-900">
        {text.addHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{text.addIntro}</p>
      <div className="mt-4">
        <PhotoDropZone optional error={undefined} notices={upload.notices} onFiles={upload.add} />
      </div>
    </section>
  );
}
