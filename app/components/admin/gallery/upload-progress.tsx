/** The bar of bytes sent during a gallery upload (modal and item editor alike). */
import { galleryMessages as messages } from "#common/messages/gallery";
import type { PhotoUpload } from "~/components/admin/gallery/use-photo-upload";
import { Icon } from "~/components/ui/icon";
import { galleryAdminText } from "~/content/admin/gallery";

const text = galleryAdminText.modal;

export function UploadProgressBar({ upload }: { upload: PhotoUpload }) {
  if (!upload.uploading) return null;
  const label = messages.uploading(upload.files.length);
  return (
    <div role="status" className="mb-1 w-full rounded-xl border border-brand-200 bg-brand-50 p-3">
      <div className="flex items-center justify-between gap-3 text-sm font-semibold text-brand-900">
        <span className="inline-flex items-center gap-2">
          <Icon name="loader-circle" className="size-4 animate-spin" />
          {label}
        </span>
        <span className="tabular-nums">{upload.sent ? text.processing : text.progress(upload.percent)}</span>
      </div>
      <progress
        max={100}
        value={upload.percent}
        aria-label={label}
        className="mt-2 block h-2.5 w-full overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-brand-600"
      />
    </div>
  );
}

/** The server's reason for a failed upload, above the form. */
export function UploadFailure({ failure }: { failure: string }) {
  if (!failure) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
      <p className="font-semibold">{messages.uploadFailed}</p>
      <p className="mt-0.5">{failure}</p>
    </div>
  );
}
