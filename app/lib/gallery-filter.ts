/**
 * The public gallery's search and category filter (spec 2.19 and 8): which items
 * show, the count per category, and which empty-state message applies.
 */
import { galleryMessages as messages } from "../../common/messages/gallery.ts";
import { galleryFilterCategories } from "../../common/schemas/gallery.ts";
import { ALL_CATEGORIES, filterItems, type ItemFilter } from "./filter-items";

export interface FilterableItem {
  title: string;
  description: string;
  location: string;
  category: string;
}

export { ALL_CATEGORIES };

/** "all" or one of the public filter categories, and the search. */
export type GalleryFilter = ItemFilter;

export const initialGalleryFilter: GalleryFilter = { search: "", category: ALL_CATEGORIES };

/** A category from the URL, or "all" when it is not one of the filter list. */
export function categoryFromParam(value: string | null): string {
  return (galleryFilterCategories as readonly string[]).includes(value ?? "") ? (value as string) : ALL_CATEGORIES;
}

export function filterGallery<T extends FilterableItem>(items: readonly T[], filter: GalleryFilter): T[] {
  return filterItems(items, filter, {
    categoryOf: (item) => item.category,
    searchable: (item) => [item.title, item.description, item.location],
  });
}

/** Count of items per filter chip: "all" and each public filter category. */
export function categoryCounts(items: readonly FilterableItem[]): Record<string, number> {
  const counts: Record<string, number> = { [ALL_CATEGORIES]: items.length };
  for (const category of galleryFilterCategories) counts[category] = 0;
  for (const item of items)
    if (item.category in counts && item.category !== ALL_CATEGORIES) counts[item.category]! += 1;
  return counts;
}

/** The empty-state message for no shown items (spec 8), or undefined when some show. */
export function emptyGalleryMessage(total: number, shown: number, filter: GalleryFilter): string | undefined {
  if (shown > 0) return undefined;
  if (total === 0) return messages.empty;
  if (filter.search.trim()) return messages.searchMiss(filter.search.trim());
  return messages.categoryMiss;
}
