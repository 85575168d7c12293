/**
 * The photos chosen for an upload and the upload itself, shared by the upload
 * modal (a new item) and the item editor (photos added to an item): the choice
 * (checked, previewed, each with its alt text), the bytes-sent progress, cancel,
 * and the files the server refused (it keeps the others, decision 029).
 */
import { useEffect, useRef, useState } from "react";
import { galleryMessages as messages } from "#common/messages/gallery";
import { GALLERY_ALT_FIELD, GALLERY_IMAGES_FIELD, type RefusedFile } from "#common/schemas/gallery";
import type { Selected } from "~/components/admin/gallery/selected-photos";
import { notify } from "~/components/admin/shared/admin-notify";
import { galleryAdminText } from "~/content/admin/gallery";
import { chooseImages } from "~/lib/admin/gallery-upload";
import { type UploadProgress, uploadWithProgress } from "~/lib/admin/upload-with-progress";
import { ApiError } from "~/lib/api-client";

const text = galleryAdminText.modal;

export type UploadErrors = Partial<Record<"title" | "images", string>>;

interface UploadAnswer {
  message?: string;
  data: { id: string };
  refused?: RefusedFile[];
}

/** A stored upload: the item's id, and the files the server did not add (each with its reason). */
export interface UploadOutcome {
  id: string;
  refused: RefusedFile[];
}

export function usePhotoUpload() {
  const [files, setFiles] = useState<Selected[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const [failure, setFailure] = useState("");
  const [serverErrors, setServerErrors] = useState<UploadErrors>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Previews are object URLs: release them when the screen goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      abort.current?.abort();
    };
  }, []);

  /** One chosen file, previewed; decoded first, small and off the page, so a file
   * that is not really an image gets a warning instead of a broken picture (the
   * server will refuse it anyway). */
  const select = (file: File, alt: string, keptId?: string): Selected => {
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    const id = keptId ?? `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`;
    const settle = (previewState: Selected["previewState"]) =>
      setFiles((current) => current.map((f) => (f.id === id ? { ...f, previewState } : f)));
    createImageBitmap(file, { resizeWidth: 128, resizeQuality: "low" }).then(
      (bitmap) => {
        bitmap.close();
        settle("ready");
      },
      () => settle("unreadable"),
    );
    return { id, file, preview, previewState: "checking", alt };
  };

  const add = (incoming: FileList | null) => {
    if (!incoming) return;
    const { accepted, problems } = chooseImages(files.length, [...incoming]);
    setNotices(problems);
    if (accepted.length === 0) return;
    const added = accepted.map((file) => select(file, ""));
    setFiles((current) => [...current, ...added]);
    setServerErrors((current) => ({ ...current, images: undefined }));
  };

  /**
   * The photos of a kept draft, in place of the choice (they were checked when first
   * chosen), under their kept ids when given (a draft that names them by id).
   */
  const restore = (kept: { file: File; alt: string; id?: string }[], lost: string[]) => {
    setNotices(lost);
    setFiles(kept.map(({ file, alt, id }) => select(file, alt, id)));
  };

  const remove = (id: string) => setFiles((current) => current.filter((selected) => selected.id !== id));
  const setAlt = (id: string, alt: string) =>
    setFiles((current) => current.map((f) => (f.id === id ? { ...f, alt } : f)));

  /**
   * Sends `body` (holding the chosen photos) with its progress shown, and answers
   * the server's answer; null when cancelled. Other failures are thrown.
   */
  const transfer = async <T>(path: string, body: FormData, method: "POST" | "PUT" = "POST"): Promise<T | null> => {
    setProgress({ loaded: 0, total: files.reduce((sum, selected) => sum + selected.file.size, 0) });
    abort.current = new AbortController();
    try {
      return await uploadWithProgress<T>(path, body, {
        method,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return null;
      throw error;
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  /**
   * Sends `fields` and the chosen photos (each with its alt text) to `path`; null
   * when nothing was stored. The files the server refused stay chosen, with their reasons.
   */
  const send = async (path: string, fields: Record<string, string>): Promise<UploadOutcome | null> => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    for (const selected of files) {
      body.append(GALLERY_ALT_FIELD, selected.alt.trim());
      body.append(GALLERY_IMAGES_FIELD, selected.file, selected.file.name);
    }
    setFailure("");
    setServerErrors({});
    try {
      const answer = await transfer<UploadAnswer>(path, body);
      if (!answer) return null;
      const refused = answer.refused ?? [];
      notify(answer.message ?? messages.uploaded(files.length), refused.length > 0 ? "warning" : "success");
      // The refused files stay chosen with their reasons; the stored ones go.
      const names = new Set(refused.map((r) => r.file));
      setFiles((current) => current.filter((selected) => names.has(selected.file.name)));
      setNotices(refused.map((r) => r.message));
      return { id: answer.data.id, refused };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const fieldErrors =
        error instanceof ApiError ? (error.body as { errors?: UploadErrors } | null)?.errors : undefined;
      if (fieldErrors) setServerErrors(fieldErrors);
      setFailure(error instanceof TypeError ? text.connectionLost : reason);
      notify(messages.uploadFailed, "error");
      return null;
    }
  };

  const percent =
    progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return {
    files,
    notices,
    failure,
    serverErrors,
    uploading: progress !== null,
    percent,
    /** Every byte is out: the server is processing the photos. */
    sent: progress !== null && progress.total > 0 && progress.loaded >= progress.total,
    add,
    restore,
    remove,
    setAlt,
    send,
    transfer,
    cancel: () => abort.current?.abort(),
  };
}

export type PhotoUpload = ReturnType<typeof usePhotoUpload>;
