/**
 * What the paged admin lists share (issue 46: the admin never loads a whole list):
 * the page and the search live in the URL (`?page=3&q=jaipur`), so a reload, a
 * link or Back shows the same page; the route's loader asks the API for that one
 * page (`loadListPage`); a load that fails keeps the list's last good page on
 * screen with the reason, as the dashboard keeps its last good load (spec 8).
 */
import { useCallback } from "react";
import { useNavigation, useRevalidator, useSearchParams } from "react-router";
import { PAGE_LIMITS } from "#common/schemas/inbox";
import { type Loaded, loadData } from "./admin-load";

/** The page number in the URL's `key` parameter: 1 when absent or not a page number. */
export function pageParam(params: URLSearchParams, key = "page"): number {
  const page = Number.parseInt(params.get(key) ?? "1", 10);
  return Number.isFinite(page) && page >= 1 && page <= PAGE_LIMITS.page ? page : 1;
}

/** The URL's value of each of `keys`, trimmed ("" when absent). */
export function textParams<K extends string>(params: URLSearchParams, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, params.get(key)?.trim() ?? ""])) as Record<K, string>;
}

/** A page as its screen gets it: the data (or the last good page of the list), and why it failed, if it did. */
export type LoadedListPage<T> = Loaded<T> | { data: T; error: string };

const lastGood = new Map<string, unknown>();

/** Forgets every list's last page (after Logout, as the dashboard forgets its load). */
export function forgetListPages(): void {
  lastGood.clear();
}

/**
 * GET `path` with `query` (empty values left out) and its `data`; on failure the
 * last page `list` loaded, with the error, or no data when there is none yet.
 */
export async function loadListPage<T>(
  list: string,
  path: string,
  query: Record<string, string | number | undefined>,
): Promise<LoadedListPage<T>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") search.set(key, String(value));
  const loaded = await loadData<T>(`${path}?${search}`);
  if (loaded.error === null) {
    lastGood.set(list, loaded.data);
    return loaded;
  }
  const kept = lastGood.get(list) as T | undefined;
  return kept === undefined ? loaded : { data: kept, error: loaded.error };
}

/** The pages a list of `matching` rows, `pageSize` a page, has (at least one). */
export const pageCount = (page: { matching: number; pageSize: number } | null) =>
  page ? Math.max(1, Math.ceil(page.matching / page.pageSize)) : 1;

/**
 * The list's URL state and setting it: `setPage` moves to a page, `setFilters`
 * changes the search and filters and starts again at the first page. Each is a
 * navigation, so Back returns to the page before.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const setPage = useCallback(
    (page: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page > 1) next.set("page", String(page));
          else next.delete("page");
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const setFilters = useCallback(
    (values: Partial<Record<K, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(values) as [K, string | undefined][]) {
            const trimmed = value?.trim() ?? "";
            if (trimmed) next.set(key, trimmed);
            else next.delete(key);
          }
          next.delete("page");
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const filters = textParams(params, keys);
  return {
    page: pageParam(params),
    filters,
    filtered: keys.some((key) => filters[key] !== ""),
    setPage,
    setFilters,
    loading: navigation.state === "loading" || revalidator.state === "loading",
    reload: () => void revalidator.revalidate(),
  };
}
