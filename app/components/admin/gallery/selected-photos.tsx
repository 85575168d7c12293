/**
 * The photos chosen in the gallery upload modal: each with its preview (or a
 * warning when this browser cannot decode it), a remove button and an optional
 * alt text. The preview is the item editor's too, for photos added there.
 */
import clsx from "clsx";
import { Icon } from "~/components/ui/icon";
import { galleryAdminText } from "~/content/admin/gallery";

const text = galleryAdminText.modal;

export interface Selected {
  id: string;
  file: File;
  preview: string;
  /** Whether this browser could decode the file (checked off-page before showing it). */
  previewState: "checking" | "ready" | "unreadable";
  alt: string;
}

/** A chosen photo's preview, or an icon while it is checked or when this browser cannot decode it. */
export function ChosenPreview({ selected, className }: { selected: Selected; className: string }) {
  if (selected.previewState === "ready") {
    return (
      <img
        src={selected.preview}
        alt=""
        width={64}
        height={64}
        className={clsx(className, "shrink-0 rounded-lg bg-slate-100 object-cover")}
      />
    );
  }
  return (
    <span className={clsx(className, "grid shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400")}>
      {selected.previewState === "unreadable" ? (
        <Icon name="file-exclamation-point" className="size-6 text-amber-600" />
      ) : (
        <Icon name="image" className="size-6" />
      )}
    </span>
  );
}

export function SelectedPhotos({
  files,
  onRemove,
  onAltChange,
}: {
  files: Selected[];
  onRemove: (id: string) => void;
  onAltChange: (id: string, alt: string) => void;
}) {
  if (files.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">{text.selected(files.length)}</p>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {files.map((selected) => (
          <li key={selected.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-2.5">
            <ChosenPreview selected={selected} className="size-16" />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <p className="truncate text-sm font-medium text-slate-800" title={selected.file.name}>
                  {selected.file.name}
                </p>
                <button
                  type="button"
                  onClick={() => onRemove(selected.id)}
                  aria-label={text.remove(selected.file.name)}
                  className="-m-1 shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700"
                >
                  <Icon name="x" className="size-4" />
                </button>
              </div>
              {selected.previewState === "unreadable" && (
                <p className="text-xs font-medium text-amber-700">{text.unreadable}</p>
              )}
              <label className="sr-only" htmlFor={`${selected.id}-alt`}>
                {text.altLabel(selected.file.name)}
              </label>
              <input
                id={`${selected.id}-alt`}
                type="text"
                value={selected.alt}
                maxLength={300}
                placeholder={text.altPlaceholder}
                onChange={(event) => onAltChange(selected.id, event.target.value)}
                className="mt-1.5 block w-full rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none"
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
