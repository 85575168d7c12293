/**
 * Adding photos to an item in the editor: the upload modal's drop zone, chosen
 * photos with alt texts and progress bar (usePhotoUpload), sent to
 * POST /api/gallery/{id}/images; the editor reloads when they are stored.
 */
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { galleryMessages as messages } from "#common/messages/gallery";
import { PhotoDropZone } from "~/components/admin/gallery/photo-drop-zone";
import { SelectedPhotos } from "~/components/admin/gallery/selected-photos";
import { UploadFailure, UploadProgressBar } from "~/components/admin/gallery/upload-progress";
import { usePhotoUpload } from "~/components/admin/gallery/use-photo-upload";
import { type ReportUnsaved, useUnsavedPart } from "~/components/admin/shared/unsaved-work";
import { galleryAdminText } from "~/content/gallery-admin";

const text = galleryAdminText.editor;

export function GalleryAddPhotos({ itemId, report }: { itemId: string; report: ReportUnsaved }) {
  const upload = usePhotoUpload();
  const revalidator = useRevalidator();
  const [missing, setMissing] = useState<string | undefined>();
  const { files, uploading } = upload;
  // Photos chosen and not added yet, or on their way: leaving asks (they are not kept after a reload).
  useUnsavedPart(report, "added photos", files.length > 0 || uploading);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (files.length === 0) return setMissing(messages.imagesRequired);
    const outcome = await upload.send(`/gallery/${encodeURIComponent(itemId)}/images`, {});
    if (outcome) void revalidator.revalidate();
  };

  return (
    <section aria-labelledby="add-photos" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id="add-photos" className="text-base font-bold text-slate-900">
        {text.addHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{text.addIntro}</p>
      <form method="post" onSubmit={submit} noValidate className="mt-4">
        <fieldset disabled={uploading} className="space-y-4">
          <UploadFailure failure={upload.failure} />
          <PhotoDropZone
            error={missing ?? upload.serverErrors.images}
            notices={upload.notices}
            onFiles={(incoming) => {
              upload.add(incoming);
              setMissing(undefined);
            }}
          />
          <SelectedPhotos files={files} onRemove={upload.remove} onAltChange={upload.setAlt} />
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
          <UploadProgressBar upload={upload} />
          {uploading && (
            <button
              type="button"
              onClick={upload.cancel}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {galleryAdminText.modal.cancelUpload}
            </button>
          )}
          <button
            type="submit"
            disabled={files.length === 0 || uploading}
            className="min-h-11 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {uploading ? messages.uploading(files.length) : text.addSubmit(files.length)}
          </button>
        </div>
      </form>
    </section>
  );
}
