/**
 * Where the gallery upload modal and the item editor take photos: a zone to drop
 * them on or click to choose ("Choose photos" alone on a touch or narrow screen),
 * the accepted kinds and limits, the field's error, and notices about files that
 * were left out.
 */
import clsx from "clsx";
import { useId, useState } from "react";
import { FieldError } from "~/components/form-kit/form-fields";
import { Icon } from "~/components/ui/icon";
import { galleryAdminText } from "~/content/admin/gallery";
import { ACCEPTED_IMAGE_TYPES } from "~/lib/admin/gallery-upload";

const text = galleryAdminText.modal;

export function PhotoDropZone({
  error,
  notices,
  onFiles,
  optional = false,
}: {
  error: string | undefined;
  notices: string[];
  onFiles: (files: FileList | null) => void;
  /** Photos added to an item are optional (a new item needs at least one). */
  optional?: boolean;
}) {
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
        {text.imagesLabel}
        {!optional && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      <div
        className={clsx(
          "relative mt-1.5 flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40",
          dragging
            ? "border-brand-600 bg-brand-50"
            : error
              ? "border-red-400 bg-red-50/40"
              : "border-slate-300 bg-slate-50",
        )}
      >
        <Icon name="image-plus" className="size-8 text-brand-700" />
        {/* Nobody drags on a phone: a touch or narrow screen says only what a tap does. */}
        <p className="text-sm text-slate-700 max-sm:hidden pointer-coarse:hidden">
          {text.dropHint}{" "}
          <span className="font-semibold text-brand-700 underline underline-offset-2">{text.choose}</span>
        </p>
        <p className="hidden text-sm font-semibold text-brand-700 underline underline-offset-2 max-sm:block pointer-coarse:block">
          {text.choosePhotos}
        </p>
        <p className="text-xs text-slate-500">{text.limits}</p>
        <input
          id={inputId}
          type="file"
          name="images-picker"
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          multiple
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // The invisible input covers the zone, so dropped files land on it natively.
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
          onChange={(event) => {
            onFiles(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
          className="absolute inset-0 cursor-pointer opacity-0"
        />
      </div>
      <FieldError id={errorId} error={error} />
      {notices.length > 0 && (
        <ul role="status" className="mt-2 space-y-1 text-sm text-amber-800">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
