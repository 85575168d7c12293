/**
 * The gallery upload modal: a new item's fields and its photos, sent with
 * progress. What is typed and chosen is kept on this device until it is uploaded
 * or discarded (the photos in the file stash, decision 030) and offered back on
 * the next opening; closing or leaving with unsaved work, or during an upload, asks.
 */
import { type FormEvent, useMemo, useRef, useState } from "react";
import { galleryMessages as messages } from "#common/messages/gallery";
import {
  emptyItemValues,
  GalleryItemFields,
  type GalleryItemValues,
  itemValuesOf,
  useItemFieldValues,
} from "~/components/admin/gallery/gallery-item-fields";
import { PhotoDropZone } from "~/components/admin/gallery/photo-drop-zone";
import { SelectedPhotos } from "~/components/admin/gallery/selected-photos";
import { UploadFailure, UploadProgressBar } from "~/components/admin/gallery/upload-progress";
import { type UploadErrors, type UploadOutcome, usePhotoUpload } from "~/components/admin/gallery/use-photo-upload";
import { KeptDraftOffer, useLeaveGuard, useLocalDraft } from "~/components/admin/shared/unsaved-work";
import { Modal, useConfirm } from "~/components/ui/modal";
import { galleryAdminText } from "~/content/admin/gallery";
import type { StashedFiles } from "~/lib/file-stash";

const text = galleryAdminText.modal;
const FORM_ID = "gallery-upload-form";

/** What is kept of an upload not sent yet: the fields, and each photo by its id in the file stash. */
interface UploadDraft extends GalleryItemValues {
  photos: { id: string; name: string; alt: string }[];
}
const DRAFT_KEY = "gallery:new";
const emptyDraft: UploadDraft = { ...emptyItemValues, photos: [] };

/** Mount it while open (each opening starts empty); it closes through `onClose`. */
export function GalleryUploadModal({
  onClose,
  onUploaded,
}: {
  onClose: () => void;
  onUploaded: (outcome: UploadOutcome) => void;
}) {
  const confirm = useConfirm();
  const upload = usePhotoUpload();
  const fields = useItemFieldValues(emptyItemValues);
  const [checks, setChecks] = useState<UploadErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { files, uploading } = upload;
  const errors = { ...upload.serverErrors, ...checks };

  const draftValues = useMemo<UploadDraft>(
    () => ({ ...fields.values, photos: files.map(({ id, file, alt }) => ({ id, name: file.name, alt })) }),
    [fields.values, files],
  );
  const stash = useMemo<StashedFiles>(() => Object.fromEntries(files.map(({ id, file }) => [id, file])), [files]);
  const dirty = fields.dirty || files.length > 0;
  const kept = useLocalDraft(DRAFT_KEY, draftValues, dirty, emptyDraft, stash);
  const guard = useLeaveGuard(dirty || uploading, text.discardMessage);

  const restore = ({ photos, ...values }: UploadDraft, keptFiles: StashedFiles) => {
    fields.restore(values);
    const lost = photos.filter((photo) => !keptFiles[photo.id]).map((photo) => photo.name);
    upload.restore(
      photos.flatMap(({ id, alt }) => (keptFiles[id] ? [{ file: keptFiles[id], alt }] : [])),
      lost.length > 0 ? [text.photosNotKept(lost.join(", "))] : [],
    );
  };

  /** The admin let the work go: nothing is offered back next time. */
  const leave = () => {
    guard.release();
    kept.clear();
    onClose();
  };

  const close = async () => {
    if (!uploading) {
      if (!dirty) return onClose();
      return (await guard.mayLeave()) && leave();
    }
    const stop = await confirm({
      title: text.cancelTitle,
      message: text.cancelMessage,
      confirmLabel: text.cancelUpload,
      tone: "danger",
    });
    if (stop) {
      upload.cancel();
      leave();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = itemValuesOf(new FormData(event.currentTarget));
    const title = values.title;
    const missing: UploadErrors = {};
    if (!title) missing.title = messages.titleRequired;
    if (files.length === 0) missing.images = messages.imagesRequired;
    setChecks(missing);
    if (missing.title) formRef.current?.querySelector<HTMLElement>('[name="title"]')?.focus();
    if (Object.keys(missing).length > 0) return;

    // Spec 7: title, description, category, location, date (now, ISO), then the images.
    const outcome = await upload.send("/gallery", { ...values, date: new Date().toISOString() });
    if (!outcome) return;
    guard.release();
    kept.clear();
    onUploaded(outcome);
  };

  // The progress sits in the footer, so it stays in sight however far the form is scrolled.
  const footer = (
    <>
      <UploadProgressBar upload={upload} />
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
      <form method="post" id={FORM_ID} ref={formRef} onSubmit={submit} onChange={fields.onChange} noValidate>
        <fieldset disabled={uploading} className="space-y-4">
          <KeptDraftOffer draft={kept} onRestore={restore} />
          <UploadFailure failure={upload.failure} />
          <GalleryItemFields
            key={fields.key}
            values={fields.values}
            errors={errors}
            onTitleChange={() => errors.title && setChecks((current) => ({ ...current, title: undefined }))}
          />

          <PhotoDropZone
            error={errors.images}
            notices={upload.notices}
            onFiles={(incoming) => {
              upload.add(incoming);
              setChecks((current) => ({ ...current, images: undefined }));
            }}
          />
          <SelectedPhotos files={files} onRemove={upload.remove} onAltChange={upload.setAlt} />
        </fieldset>
      </form>
    </Modal>
  );
}
