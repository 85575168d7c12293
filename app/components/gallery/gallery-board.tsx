/**
 * The public gallery's body (spec 2.19, 8): search box, category chips with
 * counts of items, 'Showing N of M images' (photos, decision 057), one page of cards or the matching empty state,
 * the pages, and the viewer. The filter lives in the URL (?q=, ?category=, ?page=)
 * and is applied by the server to the whole gallery. The search and chips are the
 * shared filter board as a GET form, so they work before JavaScript; with it,
 * results follow the typing.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { fill } from "#common/fill";
import { galleryCategories } from "#common/gallery-categories";
import { galleryMessages } from "#common/messages/gallery";
import { FilterBoard } from "~/components/ui/filter-board";
import { Icon } from "~/components/ui/icon";
import { Pagination } from "~/components/ui/pagination";
import { galleryText } from "~/content/gallery";
import { href } from "~/content/paths";
import { localizePagePath, useLocale, useTranslated } from "~/i18n/words";
import {
  ALL_CATEGORIES,
  emptyGalleryMessage,
  type GalleryFilter,
  galleryHref,
  initialGalleryFilter,
} from "~/lib/gallery-filter";
import { GalleryCard, type GalleryItemData } from "./gallery-card";
import { GalleryViewer, type ViewerState } from "./gallery-viewer";
import { useCategoryLabel } from "./use-category-label";

/**
 * Cards whose photo loads at once; the rest load when near the screen. One: on a
 * phone only the first card is on the first screen, and a second and third photo
 * fetched with it would share a slow link with the page's largest paint. On a wide
 * screen the rest of the first row is on screen, so it still loads straight after.
 */
const EAGER_CARDS = 1;
/** Typing pauses this long before the results follow. */
const SEARCH_DELAY_MS = 300;

export function GalleryBoard({
  items,
  matching,
  total,
  photos,
  counts,
  filter,
  page,
  totalPages,
  loading,
}: {
  /** This page's items. */
  items: GalleryItemData[];
  /** Items matching the filter, on all pages. */
  matching: number;
  /** Every item in the gallery. */
  total: number;
  /** Photos of the matching items and of the whole gallery: 'Showing N of M images' counts photos, as it says. */
  photos: { matching: number; total: number };
  /** Items per category over the whole gallery. */
  counts: Record<string, number>;
  filter: GalleryFilter;
  page: number;
  totalPages: number;
  /** The list is being (re)loaded. */
  loading: boolean;
}) {
  const text = useTranslated(galleryText, "galleryText");
  const messages = useTranslated(galleryMessages, "galleryMessages");
  const categoryLabel = useCategoryLabel();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search, setSearch] = useState(filter.search);
  const [viewer, setViewer] = useState<ViewerState | null>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const empty = emptyGalleryMessage(total, matching, filter, messages);

  const show = useCallback(
    (next: GalleryFilter) => {
      clearTimeout(typing.current);
      void navigate(localizePagePath(galleryHref(next), locale), { replace: true, preventScrollReset: true });
    },
    [navigate, locale],
  );
  useEffect(() => () => clearTimeout(typing.current), []);

  const onSearch = (value: string) => {
    setSearch(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => show({ ...filter, search: value }), SEARCH_DELAY_MS);
  };
  const clear = () => {
    setSearch("");
    show(initialGalleryFilter);
  };

  const openViewer = useCallback((item: GalleryItemData, index: number) => setViewer({ item, index }), []);
  const closeViewer = useCallback(() => setViewer(null), []);
  const moveViewer = useCallback((index: number) => setViewer((current) => current && { ...current, index }), []);

  const chips = [ALL_CATEGORIES, ...galleryCategories].map((category) => ({
    id: category,
    label: category === ALL_CATEGORIES ? text.allCategories : categoryLabel(category),
    count: category === ALL_CATEGORIES ? total : (counts[category] ?? 0),
  }));

  return (
    <div>
      <FilterBoard
        text={text}
        search={search}
        searchMaxLength={100}
        onSearch={onSearch}
        chips={chips}
        selected={filter.category}
        onSelect={(category) => show({ search, category })}
        getForm={{
          action: localizePagePath(href("gallery"), locale),
          searchButton: text.searchButton,
          onSubmit: (searchText, category) => show({ search: searchText, category }),
        }}
        countLine={fill(messages.showing, { shown: String(photos.matching), total: String(photos.total) })}
        emptyHeadingLevel="h2"
        loading={
          loading ? (
            <div role="status" className="flex flex-col items-center gap-3 py-20 text-slate-600">
              <Icon name="loader-circle" className="size-10 animate-spin text-brand-600" />
              <span className="text-sm font-semibold">{text.loading}</span>
            </div>
          ) : undefined
        }
        empty={
          empty
            ? { heading: empty, icon: total === 0 ? "image-off" : undefined, onClear: total > 0 ? clear : undefined }
            : undefined
        }
      >
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, i) => (
            <li key={item.id}>
              <GalleryCard item={item} eager={i < EAGER_CARDS} priority={i === 0} onOpen={openViewer} />
            </li>
          ))}
        </ul>
      </FilterBoard>

      <Pagination
        page={page}
        totalPages={totalPages}
        href={(target) => galleryHref(filter, target)}
        text={{
          ...text.pagination,
          pageOf: (current, pages) => fill(text.pagination.pageOf, { page: current, pages }),
        }}
      />

      <GalleryViewer state={viewer} onChange={moveViewer} onClose={closeViewer} />
    </div>
  );
}
