import { type FormEvent, useRef, useState } from "react";
import { galleryMessages as messages } from "#common/messages/gallery";
import { GalleryItemFields, itemValuesOf } from "~/components/admin/gallery/gallery-item-fields";
import { PhotoDropZone } from "~/components/admin/gallery/photo-drop-zone";
import { SelectedPhotos } from "~/components/admin/gallery/selected-photos";
import { UploadFailure, UploadProgressBar } from "~/components/admin/gallery/upload-progress";
import { type UploadErrors, type UploadOutcome, usePhotoUpload } from "~/components/admin/gallery/use-photo-upload";
import { Modal, useConfirm } from "~/components/ui/modal";
import { galleryAdminText } from "~/content/gallery-admin";

const text = galleryAdminText.modal;
const FORM_ID = "gallery-upload-form";

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
  const [checks, setChecks] = useState<UploadErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { files, uploading } = upload;
  const errors = { ...upload.serverErrors, ...checks };

  const close = async () => {
    if (!uploading) return onClose();
    const stop = await confirm({
      title: text.cancelTitle,
      message: text.cancelMessage,
      confirmLabel: text.cancelUpload,
      tone: "danger",
    });
    if (stop) {
      upload.cancel();
      onClose();
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
    if (outcome) onUploaded(outcome);
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
      <form id={FORM_ID} ref={formRef} onSubmit={submit} noValidate>
        <fieldset disabled={uploading} className="space-y-4">
          <UploadFailure failure={upload.failure} />
          <GalleryItemFields
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
