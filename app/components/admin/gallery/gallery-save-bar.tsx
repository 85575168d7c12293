/**
 * The item editor's one Save, in a bar that stays at the bottom of the screen
 * however far the photos run: what is not saved yet (in a few words), why the
 * last save failed, the upload's progress when new photos go with it, and Cancel
 * upload while its bytes are still going (once they are all out, the server may
 * already be saving, so it is no longer offered).
 */
import { UploadProgressBar } from "~/components/admin/gallery/upload-progress";
import type { PhotoUpload } from "~/components/admin/gallery/use-photo-upload";
import { galleryAdminText } from "~/content/admin/gallery";

const text = galleryAdminText.editor;

export function GallerySaveBar({
  changes,
  failure,
  upload,
}: {
  /** What a save would send, in a few words each; none: everything is saved. */
  changes: string[];
  failure: string;
  upload: PhotoUpload;
}) {
  const saving = upload.uploading;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      {failure && (
        <div
          role="alert"
          className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800"
        >
          <p className="font-semibold">{failure}</p>
          <p className="mt-0.5">{text.keptHere}</p>
        </div>
      )}
      {saving && upload.files.length > 0 && <UploadProgressBar upload={upload} />}
      <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
        <p className={`mr-auto text-sm ${changes.length > 0 ? "font-medium text-amber-800" : "text-slate-600"}`}>
          {changes.length > 0 ? text.unsaved(changes) : text.allSaved}
        </p>
        {saving && upload.files.length > 0 && !upload.sent && (
          <button
            type="button"
            onClick={upload.cancel}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {text.cancelUpload}
          </button>
        )}
        <button
          type="submit"
          disabled={changes.length === 0 || saving}
          className="min-h-11 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {saving ? text.saving : text.save}
        </button>
      </div>
    </div>
  );
}
