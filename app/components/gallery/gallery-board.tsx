/**
 * The public gallery's body (spec 2.19, 8): search box, category chips with
 * counts, 'Showing N of M images', the card grid or the matching empty state,
 * and the viewer. The filter lives in the URL (?q=, ?category=) so a filtered
 * view can be shared; it is updated in place, without reloading the list.
 */
import clsx from "clsx";
import { ImageOff, Loader2, Search, SearchX } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button-link";
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
  const searchId = useId();
  const shown = filterGallery(items, filter);
  const counts = categoryCounts(items);
  const empty = emptyGalleryMessage(items.length, shown.length, filter);

  useEffect(() => {
    writeFilterToUrl(filter);
  }, [filter]);

  const openViewer = useCallback((item: GalleryItemData, index: number) => setViewer({ item, index }), []);
  const closeViewer = useCallback(() => setViewer(null), []);
  const moveViewer = useCallback((index: number) => setViewer((current) => current && { ...current, index }), []);

  const chips = [ALL_CATEGORIES, ...galleryFilterCategories];

  return (
    <div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <label htmlFor={searchId} className="text-sm font-bold text-slate-900">
          {text.searchLabel}
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={filter.search}
            maxLength={100}
            onChange={(event) => setFilter((f) => ({ ...f, search: event.target.value }))}
            placeholder={text.searchPlaceholder}
            className="w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        <fieldset className="mt-4">
          <legend className="sr-only">{text.categoriesLabel}</legend>
          <div className="flex flex-wrap gap-2">
            {chips.map((category) => {
              const selected = filter.category === category;
              return (
                <button
                  key={category}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setFilter((f) => ({ ...f, category }))}
                  className={clsx(
                    "inline-flex min-h-10 items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition-colors",
                    selected
                      ? "bg-brand-700 text-white ring-brand-700"
                      : "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-800",
                  )}
                >
                  {category === ALL_CATEGORIES ? text.allCategories : categoryLabel(category)}
                  <span
                    className={clsx(
                      "rounded-full px-2 py-0.5 text-xs font-bold",
                      // brand-900 under white text: 4.5:1 and more on the selected chip (a white tint gave 4.49:1).
                      selected ? "bg-brand-900 text-white" : "bg-slate-100 text-slate-700",
                    )}
                  >
                    {counts[category] ?? 0}
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
      </div>

      {loading ? (
        <div role="status" className="flex flex-col items-center gap-3 py-20 text-slate-600">
          <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />
          <span className="text-sm font-semibold">{text.loading}</span>
        </div>
      ) : (
        <>
          <p role="status" className="mt-6 text-sm font-semibold text-slate-600">
            {messages.showing(shown.length, items.length)}
          </p>
          {empty ? (
            <div className="mt-4 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              {items.length === 0 ? (
                <ImageOff aria-hidden="true" className="size-12 text-slate-400" />
              ) : (
                <SearchX aria-hidden="true" className="size-12 text-slate-400" />
              )}
              <p className="mt-4 max-w-md text-lg font-bold text-slate-900">{empty}</p>
              {items.length > 0 && (
                <Button variant="secondary" className="mt-6" onClick={() => setFilter(initialGalleryFilter)}>
                  {text.clearFilters}
                </Button>
              )}
            </div>
          ) : (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((item, i) => (
                <li key={item.id}>
                  <GalleryCard item={item} eager={i < EAGER_CARDS} onOpen={openViewer} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <GalleryViewer state={viewer} onChange={moveViewer} onClose={closeViewer} />
    </div>
  );
}
