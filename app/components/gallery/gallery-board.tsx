/**
 * The public gallery's body (spec 2.19, 8): search box, category chips with
 * counts, 'Showing N of M images', one page of cards or the matching empty state,
 * the pages, and the viewer. The filter lives in the URL (?q=, ?category=, ?page=)
 * and is applied by the server to the whole gallery. The search and chips are a
 * GET form, so they work before JavaScript; with it, results follow the typing.
 */
import clsx from "clsx";
import { ImageOff, Loader2, Search, SearchX } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button-link";
import { Pagination } from "~/components/ui/pagination";
import { categoryLabel, galleryText as text } from "~/content/gallery";
import {
  ALL_CATEGORIES,
  emptyGalleryMessage,
  type GalleryFilter,
  galleryHref,
  initialGalleryFilter,
} from "~/lib/gallery-filter";
import { galleryMessages as messages } from "../../../common/messages/gallery.ts";
import { galleryFilterCategories } from "../../../common/schemas/gallery.ts";
import { GalleryCard, type GalleryItemData } from "./gallery-card";
import { GalleryViewer, type ViewerState } from "./gallery-viewer";

/** Cards in the first screenful load at once; the rest when scrolled near. */
const EAGER_CARDS = 3;
/** Typing pauses this long before the results follow. */
const SEARCH_DELAY_MS = 300;

export function GalleryBoard({
  items,
  matching,
  total,
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
  /** Items per category over the whole gallery. */
  counts: Record<string, number>;
  filter: GalleryFilter;
  page: number;
  totalPages: number;
  /** The list is being (re)loaded. */
  loading: boolean;
}) {
  const navigate = useNavigate();
  const [search, setSearch] = useState(filter.search);
  const [viewer, setViewer] = useState<ViewerState | null>(null);
  const searchId = useId();
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const empty = emptyGalleryMessage(total, matching, filter);

  const show = useCallback(
    (next: GalleryFilter) => {
      clearTimeout(typing.current);
      void navigate(galleryHref(next), { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  useEffect(() => () => clearTimeout(typing.current), []);

  const onSearch = (value: string) => {
    setSearch(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => show({ ...filter, search: value }), SEARCH_DELAY_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    show({ search, category: submitter?.value || filter.category });
  };
  const clear = () => {
    setSearch("");
    show(initialGalleryFilter);
  };

  const openViewer = useCallback((item: GalleryItemData, index: number) => setViewer({ item, index }), []);
  const closeViewer = useCallback(() => setViewer(null), []);
  const moveViewer = useCallback((index: number) => setViewer((current) => current && { ...current, index }), []);

  const chips = [ALL_CATEGORIES, ...galleryFilterCategories];

  return (
    <div>
      <form
        method="get"
        action="/Gallery"
        onSubmit={onSubmit}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
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
            name="q"
            value={search}
            maxLength={100}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={text.searchPlaceholder}
            className="w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
          {/* First submit button: Enter in the box searches within the chosen category. */}
          <button type="submit" name="category" value={filter.category} className="sr-only">
            {text.searchButton}
          </button>
        </div>
        <fieldset className="mt-4">
          <legend className="sr-only">{text.categoriesLabel}</legend>
          <div className="flex flex-wrap gap-2">
            {chips.map((category) => {
              const selected = filter.category === category;
              return (
                <button
                  key={category}
                  type="submit"
                  name="category"
                  value={category}
                  aria-pressed={selected}
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
                      selected ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700",
                    )}
                  >
                    {category === ALL_CATEGORIES ? total : (counts[category] ?? 0)}
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
      </form>

      {loading ? (
        <div role="status" className="flex flex-col items-center gap-3 py-20 text-slate-600">
          <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />
          <span className="text-sm font-semibold">{text.loading}</span>
        </div>
      ) : (
        <>
          <p role="status" className="mt-6 text-sm font-semibold text-slate-600">
            {messages.showing(matching, total)}
          </p>
          {empty ? (
            <div className="mt-4 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              {total === 0 ? (
                <ImageOff aria-hidden="true" className="size-12 text-slate-400" />
              ) : (
                <SearchX aria-hidden="true" className="size-12 text-slate-400" />
              )}
              <p className="mt-4 max-w-md text-lg font-bold text-slate-900">{empty}</p>
              {total > 0 && (
                <Button variant="secondary" className="mt-6" onClick={clear}>
                  {text.clearFilters}
                </Button>
              )}
            </div>
          ) : (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item, i) => (
                <li key={item.id}>
                  <GalleryCard item={item} eager={i < EAGER_CARDS} onOpen={openViewer} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <Pagination
        page={page}
        totalPages={totalPages}
        href={(target) => galleryHref(filter, target)}
        text={text.pagination}
      />

      <GalleryViewer state={viewer} onChange={moveViewer} onClose={closeViewer} />
    </div>
  );
}
