import { Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { galleryMessages as messages } from "#common/messages/gallery";
import {
  DEFAULT_GALLERY_CATEGORY,
  GALLERY_ALT_FIELD,
  GALLERY_IMAGES_FIELD,
  galleryCategories,
} from "#common/schemas/gallery";
import { PhotoDropZone } from "~/components/admin/gallery/photo-drop-zone";
import { type Selected, SelectedPhotos } from "~/components/admin/gallery/selected-photos";
import { notify } from "~/components/admin/shared/admin-notify";
import { SelectField, TextAreaField, TextField } from "~/components/contact/form-fields";
import { Modal, useConfirm } from "~/components/ui/modal";
import { categoryLabel, galleryAdminText } from "~/content/gallery";
import { ApiError } from "~/lib/api-client";
import { chooseImages } from "~/lib/gallery-upload";
import { uploadWithProgress } from "~/lib/upload-with-progress";

const text = galleryAdminText.modal;
const FORM_ID = "gallery-upload-form";
const categoryOptions = galleryCategories.map((value) => ({ value, label: categoryLabel(value) }));

type Errors = Partial<Record<"title" | "images", string>>;

/** Mount it while open (each opening starts empty); it closes through `onClose`. */
export function GalleryUploadModal({ onClose, onUploaded }: { onClose: () => void; onUploaded: () => void }) {
  const confirm = useConfirm();
  const [files, setFiles] = useState<Selected[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [notices, setNotices] = useState<string[]>([]);
  const [failure, setFailure] = useState("");
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const uploading = progress !== null;

  // Previews are object URLs: release them when the modal goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      abort.current?.abort();
    };
  }, []);

  const add = (incoming: FileList | null) => {
    if (!incoming) return;
    const { accepted, problems } = chooseImages(files.length, [...incoming]);
    setNotices(problems);
    if (accepted.length === 0) return;
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const id = `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`;
      // Decode it first, small and off the page: a file that is not really an image
      // gets a warning instead of a broken picture (the server will refuse it anyway).
      const settle = (previewState: Selected["previewState"]) =>
        setFiles((current) => current.map((f) => (f.id === id ? { ...f, previewState } : f)));
      createImageBitmap(file, { resizeWidth: 128, resizeQuality: "low" }).then(
        (bitmap) => {
          bitmap.close();
          settle("ready");
        },
        () => settle("unreadable"),
      );
      return { id, file, preview, previewState: "checking" as const, alt: "" };
    });
    setFiles((current) => [...current, ...added]);
    setErrors((current) => ({ ...current, images: undefined }));
  };

  const remove = (id: string) => setFiles((current) => current.filter((selected) => selected.id !== id));

  const close = async () => {
    if (!uploading) return onClose();
    const stop = await confirm({
      title: text.cancelTitle,
      message: text.cancelMessage,
      confirmLabel: text.cancelUpload,
      tone: "danger",
    });
    if (stop) {
      abort.current?.abort();
      onClose();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const title = String(form.get("title") ?? "").trim();
    const missing: Errors = {};
    if (!title) missing.title = messages.titleRequired;
    if (files.length === 0) missing.images = messages.imagesRequired;
    setErrors(missing);
    if (missing.title) formRef.current?.querySelector<HTMLElement>('[name="title"]')?.focus();
    if (Object.keys(missing).length > 0) return;

    // Spec 7: title, description, category, location, date (now, ISO), then the images.
    const body = new FormData();
    body.set("title", title);
    body.set("description", String(form.get("description") ?? ""));
    body.set("category", String(form.get("category") || DEFAULT_GALLERY_CATEGORY));
    body.set("location", String(form.get("location") ?? ""));
    body.set("date", new Date().toISOString());
    for (const selected of files) {
      body.append(GALLERY_ALT_FIELD, selected.alt.trim());
      body.append(GALLERY_IMAGES_FIELD, selected.file, selected.file.name);
    }

    setFailure("");
    setProgress({ loaded: 0, total: files.reduce((sum, selected) => sum + selected.file.size, 0) });
    abort.current = new AbortController();
    try {
      await uploadWithProgress("/gallery", body, { onProgress: setProgress, signal: abort.current.signal });
      notify(messages.uploaded(files.length), "success");
      onUploaded();
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      const reason = error instanceof Error ? error.message : String(error);
      const serverErrors = error instanceof ApiError ? (error.body as { errors?: Errors } | null)?.errors : undefined;
      if (serverErrors) setErrors(serverErrors);
      setFailure(error instanceof TypeError ? text.connectionLost : reason);
      notify(messages.uploadFailed, "error");
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  const percent =
    progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  const sent = progress !== null && progress.total > 0 && progress.loaded >= progress.total;

  // The progress sits in the footer, so it stays in sight however far the form is scrolled.
  const footer = (
    <>
      {uploading && (
        <div role="status" className="mb-1 w-full rounded-xl border border-brand-200 bg-brand-50 p-3">
          <div className="flex items-center justify-between gap-3 text-sm font-semibold text-brand-900">
            <span className="inline-flex items-center gap-2">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {messages.uploading(files.length)}
            </span>
            <span className="tabular-nums">{sent ? text.processing : text.progress(percent)}</span>
          </div>
          <progress
            max={100}
            value={percent}
            aria-label={messages.uploading(files.length)}
            className="mt-2 block h-2.5 w-full overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-brand-600"
          />
        </div>
      )}
      <button
        type="button"
        onClick={close}
        className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        {uploading ? text.cancelUpload : text.cancel}
      </button>
      <button
        type="submit"
        form={FORM_ID}
        disabled={files.length === 0 || uploading}
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {uploading ? messages.uploading(files.length) : text.submit(files.length)}
      </button>
    </>
  );

  return (
    <Modal open onClose={close} title={text.title} description={text.description} size="lg" footer={footer}>
      <form id={FORM_ID} ref={formRef} onSubmit={submit} noValidate>
        <fieldset disabled={uploading} className="space-y-4">
          {failure && (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
              <p className="font-semibold">{messages.uploadFailed}</p>
              <p className="mt-0.5">{failure}</p>
            </div>
          )}
          <TextField
            name="title"
            label={text.titleLabel}
            required
            maxLength={200}
            placeholder={text.titlePlaceholder}
            error={errors.title}
            onChange={() => errors.title && setErrors((current) => ({ ...current, title: undefined }))}
          />
          <TextAreaField name="description" label={text.descriptionLabel} rows={3} maxLength={2000} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="category"
              label={text.categoryLabel}
              required
              placeholder={text.categoryPlaceholder}
              options={categoryOptions}
              defaultValue={DEFAULT_GALLERY_CATEGORY}
            />
            <TextField
              name="location"
              label={text.locationLabel}
              maxLength={200}
              placeholder={text.locationPlaceholder}
            />
          </div>

          <PhotoDropZone error={errors.images} notices={notices} onFiles={add} />

          <SelectedPhotos
            files={files}
            onRemove={remove}
            onAltChange={(id, alt) => setFiles((current) => current.map((f) => (f.id === id ? { ...f, alt } : f)))}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
