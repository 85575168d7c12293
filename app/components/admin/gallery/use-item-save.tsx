/**
 * The gallery item editor's one Save (issue 43, decision 057). The photos a save
 * deletes are confirmed first, shown as thumbnails with their captions; then the
 * whole item goes in one request, PUT /api/gallery/{id}, its new photos with it
 * (their progress shown, cancellable while bytes are still going). The server
 * saves all of it or nothing, so a failure leaves the editor as it was, says why
 * and marks the fields concerned.
 */
import { useState } from "react";
import { galleryMessages as messages } from "#common/messages/gallery";
import { galleryEditMessages as editMessages } from "#common/messages/gallery-edit";
import {
  GALLERY_IMAGES_FIELD,
  GALLERY_ITEM_PART,
  type GalleryItemView,
  type RefusedFile,
} from "#common/schemas/gallery";
import { type GalleryItemValues, itemValuesOf } from "~/components/admin/gallery/gallery-item-fields";
import { PhotosToDelete } from "~/components/admin/gallery/photos-to-delete";
import type { ItemEdit, PhotoWords } from "~/components/admin/gallery/use-item-edit";
import { notify } from "~/components/admin/shared/admin-notify";
import { useConfirm } from "~/components/ui/modal";
import { galleryAdminText } from "~/content/admin/gallery";
import { ApiError } from "~/lib/api-client";

const text = galleryAdminText.editor;

/** What a save answers: the item as stored now, and the new files it left out. */
export interface SavedItem {
  item: GalleryItemView;
  refused: RefusedFile[];
}

interface SaveAnswer {
  message?: string;
  data: GalleryItemView;
  refused?: RefusedFile[];
}

/** The server's complaints, placed: the item's fields by name, each photo's by its key in the editor. */
export interface SaveErrors {
  fields: Partial<Record<keyof GalleryItemValues, string>>;
  photos: Record<string, Partial<Record<keyof PhotoWords, string>>>;
}

const noErrors: SaveErrors = { fields: {}, photos: {} };
const PHOTO_FIELD = /^photos\.(\d+)\.(alt|caption)$/;

/** `photos.2.caption` → the third photo's caption field; `title` → the title; the rest only in the message. */
function placed(errors: Record<string, string>, keys: readonly string[]): SaveErrors {
  const result: SaveErrors = { fields: {}, photos: {} };
  for (const [field, message] of Object.entries(errors)) {
    const photo = PHOTO_FIELD.exec(field);
    const key = photo ? keys[Number(photo[1])] : undefined;
    if (photo && key) result.photos[key] = { ...result.photos[key], [photo[2] as keyof PhotoWords]: message };
    else if (field in { title: 1, description: 1, category: 1, location: 1 })
      result.fields[field as keyof GalleryItemValues] = message;
  }
  return result;
}

/** "Photo 3: A caption can be at most 300 characters." for a photo's field; the message alone otherwise. */
const spelledOut = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([field, message]) => {
      const photo = PHOTO_FIELD.exec(field);
      return photo ? `${text.photoLabel(Number(photo[1]) + 1)}: ${message}` : message;
    })
    .join(" ");

export function useItemSave(item: GalleryItemView, edit: ItemEdit, onSaved: (saved: SavedItem) => void) {
  const confirm = useConfirm();
  const [failure, setFailure] = useState("");
  const [errors, setErrors] = useState<SaveErrors>(noErrors);

  const save = async (form: HTMLFormElement) => {
    const details = itemValuesOf(new FormData(form));
    if (!details.title) {
      setErrors({ ...noErrors, fields: { title: messages.titleRequired } });
      form.querySelector<HTMLElement>('[name="title"]')?.focus();
      return;
    }
    const deleting = edit.removed;
    if (
      deleting.length > 0 &&
      !(await confirm({
        title: text.confirmDeleteTitle(deleting.length),
        message: text.confirmDeleteMessage(deleting.length, item.title),
        details: <PhotosToDelete photos={deleting} />,
        confirmLabel: text.confirmDeleteButton,
        cancelLabel: text.keepEditing,
        tone: "danger",
      }))
    ) {
      return;
    }

    const { photos, files } = edit.plan();
    const keys = edit.shown;
    const body = new FormData();
    // The server checks the category against its list, as every other field (400 naming it).
    body.set(GALLERY_ITEM_PART, JSON.stringify({ ...details, photos }));
    for (const file of files) body.append(GALLERY_IMAGES_FIELD, file, file.name);
    setFailure("");
    setErrors(noErrors);
    try {
      const answer = await edit.upload.transfer<SaveAnswer>(`/gallery/${encodeURIComponent(item.id)}`, body, "PUT");
      if (!answer) return setFailure(text.cancelled);
      const refused = answer.refused ?? [];
      notify(answer.message ?? editMessages.updated, refused.length > 0 ? "warning" : "success");
      edit.kept.clear();
      onSaved({ item: answer.data, refused });
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError ? (error.body as { errors?: Record<string, string> } | null)?.errors : undefined;
      if (fieldErrors) setErrors(placed(fieldErrors, keys));
      const reason = fieldErrors ? spelledOut(fieldErrors) : error instanceof Error ? error.message : String(error);
      setFailure(error instanceof TypeError ? text.connectionLost : text.notSaved(reason));
      notify(editMessages.saveFailed, "error");
    }
  };

  return { save, failure, errors, saving: edit.upload.uploading };
}
