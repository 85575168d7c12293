/**
 * One gallery item opened for editing (/admin/gallery/{id}, decisions 029, 057):
 * its details (title, description, category, location), its photos (order,
 * caption and alt text, delete) and photos added, all saved by one Save that
 * reports success only when everything was saved (PUT /api/gallery/{id}). Until
 * then the work is kept on this device and offered back after a reload; leaving
 * with unsaved work, or during a save, asks first.
 */
import { useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import type { GalleryItemView, RefusedFile } from "#common/schemas/gallery";
import { GalleryAddPhotos } from "~/components/admin/gallery/gallery-add-photos";
import { GalleryItemFields } from "~/components/admin/gallery/gallery-item-fields";
import { GalleryItemPhotos } from "~/components/admin/gallery/gallery-item-photos";
import { GallerySaveBar } from "~/components/admin/gallery/gallery-save-bar";
import { useItemEdit } from "~/components/admin/gallery/use-item-edit";
import { type SavedItem, useItemSave } from "~/components/admin/gallery/use-item-save";
import { EmptyState } from "~/components/admin/shared/empty-state";
import { BackLink, ScreenHeading } from "~/components/admin/shared/screen-heading";
import {
  KeptDraftOffer,
  type ReportUnsaved,
  useLeaveGuard,
  useUnsavedPart,
  useUnsavedParts,
} from "~/components/admin/shared/unsaved-work";
import { galleryAdminText } from "~/content/admin/gallery";

const text = galleryAdminText.editor;

export interface GalleryItemLoad {
  item: GalleryItemView | null;
  error: string | null;
}

/** What the upload modal hands over when some files of a new item were refused. */
export interface GalleryItemState {
  refused?: RefusedFile[];
}

const backLink = <BackLink to="/admin/gallery">{text.back}</BackLink>;

/** Files the server did not add (at the upload that created the item, or at the last save), and why. */
function RefusedNotice({ refused }: { refused: RefusedFile[] }) {
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">{text.refusedHeading}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {refused.map((file) => (
          <li key={file.file}>{file.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The item as the admin edits it, from what the server holds, until its one Save. */
function ItemForm({
  item,
  report,
  onSaved,
}: {
  item: GalleryItemView;
  report: ReportUnsaved;
  onSaved: (saved: SavedItem) => void;
}) {
  const edit = useItemEdit(item);
  const saver = useItemSave(item, edit, onSaved);
  useUnsavedPart(report, "item", edit.dirty || saver.saving);
  return (
    <form
      method="post"
      noValidate
      onChange={edit.fields.onChange}
      onSubmit={(event) => {
        event.preventDefault();
        void saver.save(event.currentTarget);
      }}
      className="space-y-6"
    >
      <KeptDraftOffer draft={edit.kept} onRestore={edit.restore} />
      <fieldset disabled={saver.saving} className="min-w-0 space-y-6">
        <section
          aria-labelledby="item-details"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h3 id="item-details" className="text-base font-bold text-slate-900">
            {text.detailsHeading}
          </h3>
          <div className="mt-4 space-y-4">
            <GalleryItemFields key={edit.fields.key} values={edit.fields.values} errors={saver.errors.fields} />
          </div>
        </section>
        <GalleryItemPhotos item={item} edit={edit} errors={saver.errors.photos} />
        <GalleryAddPhotos upload={edit.upload} />
      </fieldset>
      <GallerySaveBar changes={edit.changes} failure={saver.failure} upload={edit.upload} />
    </form>
  );
}

/** What the editor starts from: the item as stored, so a reload after a save offers nothing back. */
const contentKey = (item: GalleryItemView) =>
  JSON.stringify([
    item.title,
    item.description,
    item.category,
    item.location,
    item.images.map((photo) => [photo.id, photo.altText, photo.caption]),
  ]);

export function GalleryItemEditor({ load }: { load: GalleryItemLoad }) {
  const handedOver = (useLocation().state as GalleryItemState | null)?.refused ?? [];
  const revalidator = useRevalidator();
  const unsaved = useUnsavedParts();
  useLeaveGuard(unsaved.dirty, text.discardMessage);
  // The save's answer is shown at once (the screen's data follows when it reloads).
  const [saved, setSaved] = useState<{ from: GalleryItemView | null; outcome: SavedItem; count: number } | null>(null);
  const item = saved && saved.from === load.item ? saved.outcome.item : load.item;
  const refused = saved ? saved.outcome.refused : handedOver;
  if (!item) {
    return (
      <div className="space-y-4">
        {backLink}
        <EmptyState icon="image-off" title={text.loadFailed} text={load.error ?? undefined} />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <ScreenHeading back={backLink} title={text.heading} intro={item.title} />
      {refused.length > 0 && <RefusedNotice refused={refused} />}
      <ItemForm
        // A save starts the form again from what was stored (new photos and all).
        key={`${saved?.count ?? 0}:${contentKey(item)}`}
        item={item}
        report={unsaved.report}
        onSaved={(outcome) => {
          setSaved((current) => ({ from: load.item, outcome, count: (current?.count ?? 0) + 1 }));
          void revalidator.revalidate();
        }}
      />
    </div>
  );
}
