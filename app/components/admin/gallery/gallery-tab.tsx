/**
 * Gallery tab (spec 2.25): the gallery items as cards (first photo, slideshow
 * marker on items with several photos, title, category, date) with delete after
 * a confirmation, and Edit, which opens the item (/admin/gallery/{id}: its
 * photos and fields, decision 029). "Upload Images", and the Overview's quick
 * action (/admin/gallery?action=upload), open the upload modal; an upload that
 * left files out opens the new item, naming them. Deleting goes through the
 * route's action (routes/admin/gallery.tsx). The cards are one page of the items,
 * newest first, searched and filtered by category on the server (issue 46).
 */
import { useCallback, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import {
  GALLERY_SEARCH_MAX,
  type GalleryAdminPage,
  type GalleryItemView,
  galleryCategories,
} from "#common/schemas/gallery";
import type { GalleryItemState } from "~/components/admin/gallery/gallery-item-editor";
import { GalleryUploadModal } from "~/components/admin/gallery/gallery-upload-modal";
import { AdminPager } from "~/components/admin/shared/admin-pager";
import { useRequestedAction } from "~/components/admin/shared/admin-tabs";
import { useRouteAction } from "~/components/admin/shared/admin-write";
import { useMay } from "~/components/admin/shared/dashboard-data";
import { EmptyState } from "~/components/admin/shared/empty-state";
import { ListSearchBar, ListStatus, NoMatch } from "~/components/admin/shared/list-search";
import { type LoadedListPage, pageCount, useListParams } from "~/components/admin/shared/paged-list";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { GalleryPhoto } from "~/components/gallery/gallery-photo";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { galleryAdminText as text } from "~/content/admin/gallery";
import { categoryLabel } from "~/content/gallery";
import { useSiteTime } from "~/lib/site-time";

const editPath = (id: string) => `/admin/gallery/${encodeURIComponent(id)}`;
const CARD_SIZES = "(min-width: 1024px) 300px, (min-width: 640px) 45vw, 112px";

/** The URL's search and filter of the tab (its loader hands them to GET /api/gallery-list as they are). */
export const GALLERY_LIST_FILTERS = ["q", "category"] as const;
const categoryOptions = [
  { value: "", label: text.search.allCategories },
  ...galleryCategories.map((category) => ({ value: category, label: categoryLabel(category) })),
];

export function GalleryTab({ items }: { items: LoadedListPage<GalleryAdminPage> }) {
  const { date } = useSiteTime();
  const list = useListParams(GALLERY_LIST_FILTERS);
  const page = items.data;
  const gallery = page?.items ?? [];
  const writer = useMay()("gallery.write");
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const act = useRouteAction<{ intent: "delete"; id: string }>();
  const confirm = useConfirm();
  const [uploading, setUploading] = useState(false);

  useRequestedAction(
    "upload",
    useCallback(() => setUploading(true), []),
  );

  const remove = async (item: GalleryItemView) => {
    const yes = await confirm({
      title: text.confirmTitle,
      message: text.confirmMessage(item.title, item.images.length),
      confirmLabel: text.confirmButton,
      tone: "danger",
    });
    if (yes) act({ intent: "delete", id: item.id });
  };

  const uploadButton = (
    <button
      type="button"
      onClick={() => setUploading(true)}
      className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <Icon name="upload" className="size-4" />
      {text.upload}
    </button>
  );

  return (
    <section aria-labelledby="gallery-heading" className="space-y-5">
      <ScreenHeading
        id="gallery-heading"
        title={text.heading}
        intro={page ? `${text.intro} ${text.count(page.total)}.` : text.intro}
        actions={writer && uploadButton}
      />
      <ListSearchBar
        label={text.search.label}
        searchLabel={text.search.box}
        placeholder={text.search.placeholder}
        maxLength={GALLERY_SEARCH_MAX}
        q={list.filters.q}
        filter={{ label: text.search.category, value: list.filters.category, options: categoryOptions }}
        onApply={({ q, filter }) => list.setFilters({ q, category: filter ?? "" })}
      />
      <ListStatus
        error={items.error}
        onRetry={list.reload}
        matching={list.filtered && page ? text.search.matching(page.matching) : undefined}
      />

      {!page ? null : gallery.length === 0 && list.filtered ? (
        <NoMatch
          title={text.search.noMatchTitle}
          text={text.search.noMatch}
          onClear={() => list.setFilters({ q: "", category: "" })}
        />
      ) : gallery.length === 0 ? (
        <EmptyState
          icon="images"
          title={text.emptyTitle}
          text={text.emptyText}
          action={writer ? uploadButton : undefined}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {gallery.map((item) => {
            const cover = item.images[0];
            return (
              <li
                key={item.id}
                className="flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-col"
              >
                {/* A row on phones (the list stays short), a card from tablets up. */}
                <div className="relative aspect-square w-28 shrink-0 bg-slate-100 sm:aspect-[4/3] sm:w-auto">
                  {cover && (
                    <GalleryPhoto key={cover.url} photo={cover} sizes={CARD_SIZES} className="size-full object-cover" />
                  )}
                  {item.type === "gallery" && (
                    <span className="absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-bold text-white sm:top-2.5 sm:left-2.5 sm:px-2.5 sm:py-1">
                      <Icon name="images" className="size-3.5" />
                      {text.slideshow}
                    </span>
                  )}
                </div>
                <div className="flex min-w-0 flex-1 items-start justify-between gap-2 p-3 sm:gap-3 sm:p-4">
                  <div className="min-w-0">
                    <p className="text-xs font-bold tracking-wide text-saffron-700 uppercase">
                      {categoryLabel(item.category)}
                    </p>
                    <p className="mt-0.5 font-semibold text-slate-900">
                      <Link to={editPath(item.id)} className="hover:text-brand-800 hover:underline">
                        {item.title}
                      </Link>
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                      <span>{text.photos(item.images.length)}</span>
                      <span className="inline-flex items-center gap-1">
                        <Icon name="calendar" className="size-3.5" />
                        <time dateTime={item.date}>{date(item.date)}</time>
                      </span>
                    </p>
                  </div>
                  {writer && (
                    <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                      <Link
                        to={editPath(item.id)}
                        aria-label={text.edit(item.title)}
                        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-brand-50 hover:text-brand-800"
                      >
                        <Icon name="pencil" className="size-5" />
                      </Link>
                      <button
                        type="button"
                        onClick={() => remove(item)}
                        aria-label={text.delete(item.title)}
                        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
                      >
                        <Icon name="trash" className="size-5" />
                      </button>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <AdminPager page={page?.page ?? list.page} pages={pageCount(page)} loading={list.loading} onPage={list.setPage} />

      {uploading && (
        <GalleryUploadModal
          onClose={() => setUploading(false)}
          onUploaded={({ id, refused }) => {
            setUploading(false);
            if (refused.length === 0) void revalidator.revalidate();
            else
              navigate(`/admin/gallery/${encodeURIComponent(id)}`, { state: { refused } satisfies GalleryItemState });
          }}
        />
      )}
    </section>
  );
}
