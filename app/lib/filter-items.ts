/**
 * The one shape of the visitors' list filters (the job board, the gallery): a
 * category ("all" or one id) AND a case-insensitive search over some of an item's
 * texts. Each list says which category and which texts.
 */
export const ALL_CATEGORIES = "all";

export interface ItemFilter<C extends string = string> {
  category: C | typeof ALL_CATEGORIES;
  search: string;
}

export interface FilterFields<T> {
  categoryOf: (item: T) => string;
  searchable: (item: T) => readonly string[];
}

const lower = (text: string) => text.toLocaleLowerCase("en-IN");

export function filterItems<T>(items: readonly T[], filter: ItemFilter, fields: FilterFields<T>): T[] {
  const needle = lower(filter.search.trim());
  return items.filter(
    (item) =>
      (filter.category === ALL_CATEGORIES || fields.categoryOf(item) === filter.category) &&
      (needle === "" || fields.searchable(item).some((text) => lower(text).includes(needle))),
  );
}
