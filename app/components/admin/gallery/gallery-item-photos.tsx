/**
 * The photos of a gallery item in the editor, as the item will have them once
 * saved: each with its caption and alt text, buttons to move it up or down (the
 * first is the cover) and to delete it (never the only photo, which the API
 * refuses too). A stored photo marked for deletion waits below the list with
 * Keep until the save; photos added are listed as new, in their place. Nothing
 * here is sent on its own: the editor's one Save sends it all (decision 057).
 */
import type { GalleryItemView } from "#common/schemas/gallery";
import { PhotoWordsFields } from "~/components/admin/gallery/photo-words-fields";
import { PhotosToDelete } from "~/components/admin/gallery/photos-to-delete";
import { ChosenPreview } from "~/components/admin/gallery/selected-photos";
import type { ItemEdit } from "~/components/admin/gallery/use-item-edit";
import type { SaveErrors } from "~/components/admin/gallery/use-item-save";
import { GalleryPhoto } from "~/components/gallery/gallery-photo";
import { Icon } from "~/components/ui/icon";
import { galleryAdminText } from "~/content/admin/gallery";

const text = galleryAdminText.editor;
const iconButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";
const badge = "rounded-full px-2 py-0.5 text-xs font-semibold";

function PhotoCard({
  photoKey,
  index,
  item,
  edit,
  errors,
}: {
  photoKey: string;
  index: number;
  item: GalleryItemView;
  edit: ItemEdit;
  errors: SaveErrors["photos"];
}) {
  const number = index + 1;
  const stored = edit.stored.get(photoKey);
  const chosen = edit.chosen.get(photoKey);
  const count = edit.shown.length;
  return (
    <li className="rounded-xl border border-slate-200 p-3" aria-label={text.photoLabel(number)}>
      <div className="flex gap-3">
        {stored ? (
          <GalleryPhoto photo={stored} sizes="96px" className="size-20 shrink-0 rounded-lg object-cover sm:size-24" />
        ) : (
          chosen && <ChosenPreview selected={chosen} className="size-20 sm:size-24" />
        )}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-1.5 text-sm font-semibold text-slate-800">
            {text.photoLabel(number)}
            {index === 0 && <span className={`${badge} bg-brand-50 text-brand-800`}>{text.cover}</span>}
            {chosen && <span className={`${badge} bg-amber-100 text-amber-900`}>{text.newPhoto}</span>}
          </p>
          {chosen && (
            <p className="truncate text-xs text-slate-600" title={chosen.file.name}>
              {chosen.file.name}
            </p>
          )}
          {chosen?.previewState === "unreadable" && (
            <p className="text-xs font-medium text-amber-700">{galleryAdminText.modal.unreadable}</p>
          )}
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className={iconButton}
              disabled={index === 0}
              onClick={() => edit.move(photoKey, -1)}
              aria-label={text.moveUp(number)}
            >
              <Icon name="arrow-up" className="size-5" />
            </button>
            <button
              type="button"
              className={iconButton}
              disabled={index === count - 1}
              onClick={() => edit.move(photoKey, 1)}
              aria-label={text.moveDown(number)}
            >
              <Icon name="arrow-down" className="size-5" />
            </button>
            <button
              type="button"
              className={`${iconButton} ml-auto text-red-700 hover:bg-red-50`}
              disabled={count === 1}
              onClick={() => edit.remove(photoKey)}
              aria-label={chosen ? text.removeNewPhoto(number) : text.deletePhoto(number)}
            >
              <Icon name="trash" className="size-5" />
            </button>
          </div>
        </div>
      </div>
      <div className="mt-3">
        <PhotoWordsFields
          photo={number}
          words={edit.wordsFor(photoKey)}
          placeholder={item.title}
          errors={errors[photoKey]}
          onChange={(words) => edit.setWords(photoKey, words)}
        />
      </div>
    </li>
  );
}

export function GalleryItemPhotos({
  item,
  edit,
  errors,
}: {
  item: GalleryItemView;
  edit: ItemEdit;
  errors: SaveErrors["photos"];
}) {
  const { shown, removed } = edit;
  return (
    <section
      aria-labelledby="item-photos"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="item-photos" className="text-base font-bold text-slate-900">
        {text.photosHeading(shown.length)}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{text.photosIntro}</p>
      {shown.length === 1 && (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{text.onlyPhoto}</p>
      )}
      <ol className="mt-4 grid gap-3 lg:grid-cols-2">
        {shown.map((key, index) => (
          <PhotoCard key={key} photoKey={key} index={index} item={item} edit={edit} errors={errors} />
        ))}
      </ol>
      {removed.length > 0 && (
        <div className="mt-5 rounded-xl border border-red-200 bg-red-50 p-3">
          <h4 className="text-sm font-semibold text-red-900">{text.toDeleteHeading(removed.length)}</h4>
          <PhotosToDelete photos={removed} onKeep={edit.keep} />
        </div>
      )}
    </section>
  );
}
