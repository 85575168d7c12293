/**
 * One gallery item opened for editing (/admin/gallery/{id}, decision 029): its
 * details (title, description, category, location), its photos (order, alt
 * texts, delete one) and more photos added with the upload modal's parts.
 * Every write is the route's action through a fetcher; the route reloads after.
 * Unsaved details and photo changes are kept on this device and offered back;
 * leaving with any unsaved part (photos being added too) asks first.
 */
import ArrowLeft from "lucide-react/icons/arrow-left";
import ImageOff from "lucide-react/icons/image-off";
import type { FormEvent } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import type { GalleryItemPatch, GalleryItemView, GalleryPhotoOrder, RefusedFile } from "#common/schemas/gallery";
import { GalleryAddPhotos } from "~/components/admin/gallery/gallery-add-photos";
import {
  GalleryItemFields,
  itemValuesFrom,
  itemValuesOf,
  useItemFieldValues,
} from "~/components/admin/gallery/gallery-item-fields";
import { GalleryItemPhotos } from "~/components/admin/gallery/gallery-item-photos";
import type { WriteResult } from "~/components/admin/shared/admin-write";
import { EmptyState } from "~/components/admin/shared/empty-state";
import {
  KeptDraftOffer,
  type ReportUnsaved,
  useLeaveGuard,
  useLocalDraft,
  useUnsavedPart,
  useUnsavedParts,
} from "~/components/admin/shared/unsaved-work";
import { galleryAdminText } from "~/content/gallery-admin";

const text = galleryAdminText.editor;

export type GalleryItemIntent =
  | { intent: "update"; fields: GalleryItemPatch }
  | { intent: "delete-photo"; photoId: string }
  | ({ intent: "arrange" } & GalleryPhotoOrder);

export interface GalleryItemLoad {
  item: GalleryItemView | null;
  error: string | null;
}

/** What the upload modal hands over when some files of a new item were refused. */
export interface GalleryItemState {
  refused?: RefusedFile[];
}

const backLink = (
  <Link
    to="/admin/gallery"
    className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    {text.back}
  </Link>
);

function Details({ item, report }: { item: GalleryItemView; report: ReportUnsaved }) {
  const fetcher = useFetcher<WriteResult>();
  const start = itemValuesFrom(item);
  const fields = useItemFieldValues(start);
  const kept = useLocalDraft(`gallery:${item.id}`, fields.values, fields.dirty, start);
  useUnsavedPart(report, "details", fields.dirty);
  const saving = fetcher.state !== "idle";
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.errors ?? {}) : {};
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = itemValuesOf(new FormData(event.currentTarget)) as GalleryItemPatch;
    fetcher.submit({ intent: "update", fields }, { method: "post", encType: "application/json" });
  };
  return (
    <section
      aria-labelledby="item-details"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="item-details" className="text-base font-bold text-slate-900">
        {text.detailsHeading}
      </h3>
      <form method="post" onSubmit={save} onChange={fields.onChange} noValidate className="mt-4 space-y-4">
        <KeptDraftOffer draft={kept} onRestore={fields.restore} />
        <GalleryItemFields key={fields.key} values={fields.values} errors={errors} />
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={saving}
            className="min-h-11 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {saving ? text.saving : text.save}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Files of the upload that created this item which the server did not add. */
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

export function GalleryItemEditor({ load }: { load: GalleryItemLoad }) {
  const { item } = load;
  const refused = (useLocation().state as GalleryItemState | null)?.refused ?? [];
  const unsaved = useUnsavedParts();
  useLeaveGuard(unsaved.dirty, text.discardMessage);
  if (!item) {
    return (
      <div className="space-y-4">
        {backLink}
        <EmptyState icon={ImageOff} title={text.loadFailed} text={load.error ?? undefined} />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        {backLink}
        <h2 className="mt-1 text-xl font-bold text-slate-900">{text.heading}</h2>
        <p className="mt-0.5 text-sm break-words text-slate-600">{item.title}</p>
      </div>
      {refused.length > 0 && <RefusedNotice refused={refused} />}
      <Details
        key={`${item.title}|${item.description}|${item.category}|${item.location}`}
        item={item}
        report={unsaved.report}
      />
      <GalleryItemPhotos
        key={item.images.map((photo) => `${photo.id}:${photo.altText}`).join()}
        item={item}
        report={unsaved.report}
      />
      <GalleryAddPhotos itemId={item.id} report={unsaved.report} />
    </div>
  );
}
