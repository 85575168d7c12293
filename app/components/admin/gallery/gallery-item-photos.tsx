/**
 * The photos of a gallery item in the editor: each with its alt text, buttons to
 * move it up or down (the first is the cover) and to delete it (after a
 * confirmation; never the only photo, which the API refuses too). Order and alt
 * texts are saved together, and kept on this device until then; a delete is
 * saved at once.
 */
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { GalleryItemView } from "#common/schemas/gallery";
import {
  KeptDraftOffer,
  type ReportUnsaved,
  useLocalDraft,
  useUnsavedPart,
} from "~/components/admin/shared/unsaved-work";
import { GalleryPhoto } from "~/components/gallery/gallery-photo";
import { useConfirm } from "~/components/ui/modal";
import { galleryAdminText } from "~/content/gallery-admin";

const text = galleryAdminText.editor;
const iconButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";

type PhotoOrder = { id: string; alt: string }[];
const orderOf = (images: GalleryItemView["images"]): PhotoOrder =>
  images.map((photo) => ({ id: photo.id, alt: photo.altText }));

/** A kept order for the photos the item has now: deleted ones left out, newer ones at the end. */
function keptOrder(kept: PhotoOrder, item: GalleryItemView): PhotoOrder {
  const now = new Set(item.images.map((photo) => photo.id));
  const still = kept.filter((entry) => now.has(entry.id));
  const placed = new Set(still.map((entry) => entry.id));
  return [...still, ...orderOf(item.images.filter((photo) => !placed.has(photo.id)))];
}

export function GalleryItemPhotos({ item, report }: { item: GalleryItemView; report: ReportUnsaved }) {
  const confirm = useConfirm();
  const saver = useFetcher();
  const remover = useFetcher();
  const start = orderOf(item.images);
  const [order, setOrder] = useState(start);
  const photos = new Map(item.images.map((photo) => [photo.id, photo]));
  const changed = order.some((entry, index) => {
    const photo = item.images[index];
    return entry.id !== photo?.id || entry.alt !== photo.altText;
  });
  const kept = useLocalDraft(`gallery:${item.id}:photos`, order, changed, start);
  useUnsavedPart(report, "photos", changed);
  const only = order.length === 1;
  const busy = saver.state !== "idle" || remover.state !== "idle";

  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      const next = [...current];
      const [entry] = next.splice(index, 1);
      if (entry) next.splice(index + by, 0, entry);
      return next;
    });

  const remove = async (id: string, index: number) => {
    const yes = await confirm({
      title: text.confirmPhotoTitle,
      message: text.confirmPhotoMessage(index + 1, item.title),
      confirmLabel: text.confirmPhotoButton,
      tone: "danger",
    });
    if (yes) remover.submit({ intent: "delete-photo", photoId: id }, { method: "post", encType: "application/json" });
  };

  return (
    <section
      aria-labelledby="item-photos"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="item-photos" className="text-base font-bold text-slate-900">
        {text.photosHeading(order.length)}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{text.photosIntro}</p>
      <div className="mt-3 empty:hidden">
        <KeptDraftOffer draft={kept} onRestore={(values) => setOrder(keptOrder(values, item))} />
      </div>
      {only && <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{text.onlyPhoto}</p>}
      <ol className="mt-4 grid gap-3 lg:grid-cols-2">
        {order.map((entry, index) => {
          const photo = photos.get(entry.id);
          if (!photo) return null;
          const altId = `photo-alt-${entry.id}`;
          return (
            <li
              key={entry.id}
              className="flex gap-3 rounded-xl border border-slate-200 p-2.5"
              aria-label={text.photoLabel(index + 1)}
            >
              <GalleryPhoto photo={photo} sizes="96px" className="size-24 shrink-0 rounded-lg object-cover" />
              <div className="min-w-0 flex-1">
                <label htmlFor={altId} className="block text-sm font-semibold text-slate-800">
                  {text.altLabel(index + 1)}
                </label>
                <input
                  id={altId}
                  type="text"
                  value={entry.alt}
                  maxLength={300}
                  placeholder={item.title}
                  onChange={(event) => {
                    const alt = event.target.value;
                    setOrder((current) => current.map((e) => (e.id === entry.id ? { ...e, alt } : e)));
                  }}
                  className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-2.5 text-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none"
                />
                <div className="mt-2 flex gap-2">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === 0 || busy}
                    onClick={() => move(index, -1)}
                    aria-label={text.moveUp(index + 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === order.length - 1 || busy}
                    onClick={() => move(index, 1)}
                    aria-label={text.moveDown(index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} ml-auto text-red-700 hover:bg-red-50`}
                    disabled={only || busy}
                    onClick={() => remove(entry.id, index)}
                    aria-label={text.deletePhoto(index + 1)}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {changed && <p className="text-sm font-medium text-amber-800">{text.unsaved}</p>}
        <button
          type="button"
          disabled={!changed || busy}
          onClick={() =>
            saver.submit({ intent: "arrange", images: order }, { method: "post", encType: "application/json" })
          }
          className="min-h-11 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {text.saveOrder}
        </button>
      </div>
    </section>
  );
}
