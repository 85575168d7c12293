/**
 * The public gallery's body (spec 2.19, 8): search box, category chips with
 * counts, 'Showing N of M images', the card grid or the matching empty state,
 * and the viewer. The filter lives in the URL (?q=, ?category=) so a filtered
 * view can be shared; it is updated in place, without reloading the list.
 */
import { ImageOff, Loader2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { FilterBoard } from "~/components/ui/filter-board";
import { categoryLabel, galleryText as text } from "~/content/gallery";
import {
  ALL_CATEGORIES,
  categoryCounts,
  emptyGalleryMessage,
  filterGallery,
  type GalleryFilter,
  initialGalleryFilter,
} from "~/lib/gallery-filter";
import { galleryMessages as messages } from "../../../common/messages/gallery.ts";
import { galleryFilterCategories } from "../../../common/schemas/gallery.ts";
import { GalleryCard, type GalleryItemData } from "./gallery-card";
import { GalleryViewer, type ViewerState } from "./gallery-viewer";

/** Cards in the first screenful load at once; the rest when scrolled near. */
const EAGER_CARDS = 3;

function writeFilterToUrl(filter: GalleryFilter) {
  const url = new URL(window.location.href);
  const search = filter.search.trim();
  if (search) url.searchParams.set("q", search);
  else url.searchParams.delete("q");
  if (filter.category !== ALL_CATEGORIES) url.searchParams.set("category", filter.category);
  else url.searchParams.delete("category");
  // Keep the router's own history state; only the query changes.
  window.history.replaceState(window.history.state, "", url);
}

export function GalleryBoard({
  items,
  initialFilter,
  loading,
}: {
  items: GalleryItemData[];
  initialFilter: GalleryFilter;
  /** The list is being (re)loaded. */
  loading: boolean;
}) {
  const [filter, setFilter] = useState(initialFilter);
  const [viewer, setViewer] = useState<ViewerState | null>(null);
  const shown = filterGallery(items, filter);
  const counts = categoryCounts(items);
  const empty = emptyGalleryMessage(items.length, shown.length, filter);

  useEffect(() => {
    writeFilterToUrl(filter);
  }, [filter]);

  const openViewer = useCallback((item: GalleryItemData, index: number) => setViewer({ item, index }), []);
  const closeViewer = useCallback(() => setViewer(null), []);
  const moveViewer = useCallback((index: number) => setViewer((current) => current && { ...current, index }), []);

  const chips = [ALL_CATEGORIES, ...galleryFilterCategories].map((category) => ({
    id: category,
    label: category === ALL_CATEGORIES ? text.allCategories : categoryLabel(category),
    count: counts[category] ?? 0,
  }));

  return (
    <div>
      <FilterBoard
        text={text}
        search={filter.search}
        searchMaxLength={100}
        onSearch={(search) => setFilter((f) => ({ ...f, search }))}
        chips={chips}
        selected={filter.category}
        onSelect={(category) => setFilter((f) => ({ ...f, category }))}
        countLine={messages.showing(shown.length, items.length)}
        emptyHeadingLevel="h2"
        loading={
          loading ? (
            <div role="status" className="flex flex-col items-center gap-3 py-20 text-slate-600">
              <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />
              <span className="text-sm font-semibold">{text.loading}</span>
            </div>
          ) : undefined
        }
        empty={
          empty
            ? {
                heading: empty,
                icon: items.length === 0 ? ImageOff : undefined,
                onClear: items.length > 0 ? () => setFilter(initialGalleryFilter) : undefined,
              }
            : undefined
        }
      >
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item, i) => (
            <li key={item.id}>
              <GalleryCard item={item} eager={i < EAGER_CARDS} onOpen={openViewer} />
            </li>
          ))}
        </ul>
      </FilterBoard>

      <GalleryViewer state={viewer} onChange={moveViewer} onClose={closeViewer} />
    </div>
  );
}
