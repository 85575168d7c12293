/**
 * The public gallery's search and category filter (spec 2.19 and 8): the filter
 * in the URL and which empty-state message applies. The database applies the
 * filter (gallery-service `browse`), so it covers the whole gallery, not one page.
 */

import { fill } from "#common/fill";
import { galleryCategories } from "#common/gallery-categories";
import { galleryMessages } from "#common/messages/gallery";
import { href } from "~/content/paths";
import { ALL_CATEGORIES, type ItemFilter } from "./filter-items";

export { ALL_CATEGORIES };

/** "all" or one of the public filter categories, and the search (the shape of every visitor list filter). */
export type GalleryFilter = ItemFilter;

export const initialGalleryFilter: GalleryFilter = { search: "", category: ALL_CATEGORIES };

/** A category from the URL, or "all" when it is not one of the filter list. */
export function categoryFromParam(value: string | null): string {
  return (galleryCategories as readonly string[]).includes(value ?? "") ? (value as string) : ALL_CATEGORIES;
}

/** The address of /Gallery showing `filter`, on `page`. */
export function galleryHref(filter: GalleryFilter, page = 1): string {
  const params = new URLSearchParams();
  const search = filter.search.trim();
  if (search) params.set("q", search);
  if (filter.category !== ALL_CATEGORIES) params.set("category", filter.category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${href("gallery")}?${query}` : href("gallery");
}

/**
 * The empty-state message for no shown items (spec 8), or undefined when some show;
 * `messages` is the catalogue in the page's language.
 */
export function emptyGalleryMessage(
  total: number,
  shown: number,
  filter: GalleryFilter,
  messages: typeof galleryMessages = galleryMessages,
): string | undefined {
  if (shown > 0) return undefined;
  if (total === 0) return messages.empty;
  if (filter.search.trim()) return fill(messages.searchMiss, { query: filter.search.trim() });
  return messages.categoryMiss;
}
