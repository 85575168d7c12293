/**
 * One inbox list (messages or applications) as the admin pages through it:
 * newest first, a page at a time, the page in the URL (`?messages=2`,
 * `?applications=3`), narrowed by the search and filters, also in the URL
 * (`?q=98290&kind=volunteer&from=2026-03-01&to=2026-03-31`), so a reload or a
 * shared link shows the same (issue 43). The Inbox route's loader reads the pages
 * with `loadInboxPage`; marking read, holding (issue 42) and deleting are its action; `useInboxList`
 * gives a list everything it shows and does, `useInboxFilters` the filters.
 */
import { useCallback } from "react";
import { useNavigation, useRevalidator, useSearchParams } from "react-router";
import type { PageDocument } from "#common/content-model/page";
import { pageDocumentName } from "#common/content-model/pages";
import type { ContentDocumentView } from "#common/schemas/content-document";
import { APPLICATION_KINDS, INBOX_PAGE_SIZE, MESSAGE_KINDS, type Page } from "#common/schemas/inbox";
import type { HoldKind } from "#common/schemas/retention";
import { type Loaded, loadData } from "~/components/admin/shared/admin-load";
import { useRouteAction } from "~/components/admin/shared/admin-write";
import { pageCount, pageParam } from "~/components/admin/shared/paged-list";
import type { RolePositions } from "~/lib/positions";

export const INBOX_LISTS = { messages: "/contact", applications: "/applications" } as const;
export type InboxListName = keyof typeof INBOX_LISTS;
/** What PUT /api/retention/hold calls an item of each list. */
export const HOLD_KINDS: Record<InboxListName, HoldKind> = { messages: "message", applications: "application" };

export interface InboxItem {
  id: string;
  read: boolean;
}

export type InboxIntent =
  | { intent: "read"; list: InboxListName; id: string; read: boolean }
  | { intent: "hold"; list: InboxListName; id: string; held: boolean }
  | { intent: "delete"; list: InboxListName; id: string };

/** The page a list is on, from the URL (1 when absent or not a page number). */
export function pageOf(url: URL, list: InboxListName): number {
  return pageParam(url.searchParams, list);
}

/**
 * What the Kind filter offers: a whole list, or one kind within it (the API's
 * `kind`: the form a message came from, an application's type).
 */
export const INBOX_KINDS = ["messages", ...MESSAGE_KINDS, "applications", ...APPLICATION_KINDS] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export interface InboxFilters {
  q: string;
  kind: InboxKind | "";
  /** Days as YYYY-MM-DD, on the site's clock. */
  from: string;
  to: string;
}
const FILTER_KEYS = ["q", "kind", "from", "to"] as const;
export const NO_FILTERS: InboxFilters = { q: "", kind: "", from: "", to: "" };

export const hasFilters = (filters: InboxFilters) => FILTER_KEYS.some((key) => filters[key] !== "");

/** The filters in the URL; an unknown kind is no kind (other bad values reach the API, which says what is wrong). */
export function filtersOf(url: URL): InboxFilters {
  const read = (key: (typeof FILTER_KEYS)[number]) => url.searchParams.get(key)?.trim() ?? "";
  const kind = read("kind");
  return {
    q: read("q"),
    kind: (INBOX_KINDS as readonly string[]).includes(kind) ? (kind as InboxKind) : "",
    from: read("from"),
    to: read("to"),
  };
}

/** The lists a kind shows (both for none), each with the `kind` to ask the API for. */
export function listsFor(kind: InboxFilters["kind"]): { list: InboxListName; kind?: string }[] {
  if (kind === "") return [{ list: "messages" }, { list: "applications" }];
  if (kind === "messages" || kind === "applications") return [{ list: kind }];
  return [{ list: (MESSAGE_KINDS as readonly string[]).includes(kind) ? "messages" : "applications", kind }];
}

export type LoadedPage<T> = Loaded<Page<T>>;

export async function loadInboxPage<T>(
  list: InboxListName,
  page: number,
  filters: InboxFilters = NO_FILTERS,
): Promise<LoadedPage<T>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(INBOX_PAGE_SIZE) });
  const kind = listsFor(filters.kind).find((shown) => shown.list === list)?.kind;
  for (const [key, value] of [
    ["q", filters.q],
    ["kind", kind],
    ["from", filters.from],
    ["to", filters.to],
  ] as const) {
    if (value) query.set(key, value);
  }
  return loadData<Page<T>>(`${INBOX_LISTS[list]}?${query}`);
}

export function useInboxList<T extends InboxItem>(list: InboxListName, loaded: LoadedPage<T>) {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const act = useRouteAction<InboxIntent>();
  const page = pageOf(new URL(`http://x/?${params}`), list);
  const loading = navigation.state === "loading" || revalidator.state === "loading";

  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          if (next > 1) search.set(list, String(next));
          else search.delete(list);
          return search;
        },
        { preventScrollReset: true },
      ),
    [list, setParams],
  );

  const { data } = loaded;
  const pages = pageCount(data);
  return {
    page,
    pages,
    setPage,
    data,
    loading,
    error: loaded.error,
    reload: () => void revalidator.revalidate(),
    setRead: (item: T, read: boolean) => {
      if (item.read !== read) act({ intent: "read", list, id: item.id, read });
    },
    setHeld: (item: T, held: boolean) => act({ intent: "hold", list, id: item.id, held }),
    remove: (item: T) => act({ intent: "delete", list, id: item.id }),
  };
}

export type InboxPageState<T extends InboxItem> = ReturnType<typeof useInboxList<T>>;

/** The filters in the URL, and setting them: a new search starts both lists at their first page. */
export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(new URL(`http://x/?${params}`));
  const apply = useCallback(
    (next: InboxFilters) =>
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          for (const key of FILTER_KEYS) {
            const value = next[key].trim();
            if (value) search.set(key, value);
            else search.delete(key);
          }
          for (const list of Object.keys(INBOX_LISTS)) search.delete(list);
          return search;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters, active: hasFilters(filters), apply, clear: () => apply(NO_FILTERS) };
}

/**
 * The volunteer roles and internships /VolunteerInternship offers (its published page
 * document), by which the Inbox names the one an application chose, in English; none
 * when the page cannot be read (an application then shows the opening's id).
 */
export async function loadRolePositions(): Promise<RolePositions | undefined> {
  const loaded = await loadData<ContentDocumentView<PageDocument>>(
    `/content/${pageDocumentName("volunteerInternship")}`,
  );
  const block = loaded.data?.document.blocks.find((each) => each.kind === "application");
  if (block?.kind !== "application") return undefined;
  const english = (list: readonly { id: string; title: { en: string } }[]) =>
    list.map(({ id, title }) => ({ id, title: title.en }));
  return { volunteer: english(block.volunteerRoles), internship: english(block.internships) };
}
