/**
 * One inbox list (messages or applications) as the admin pages through it:
 * newest first, a page at a time, the page in the URL (`?messages=2`,
 * `?applications=3`). The Inbox route's loader reads the pages with
 * `loadInboxPage`; marking read and deleting are its action; `useInboxList`
 * gives a list everything it shows and does.
 */
import { useCallback } from "react";
import { useNavigation, useRevalidator, useSearchParams } from "react-router";
import { INBOX_PAGE_SIZE, type Page } from "#common/schemas/inbox";
import { useRouteAction } from "~/components/admin/shared/admin-write";
import { apiRequest } from "~/lib/api-client";

export const INBOX_LISTS = { messages: "/contact", applications: "/applications" } as const;
export type InboxListName = keyof typeof INBOX_LISTS;

export interface InboxItem {
  id: string;
  read: boolean;
}

export type InboxIntent =
  | { intent: "read"; list: InboxListName; id: string; read: boolean }
  | { intent: "delete"; list: InboxListName; id: string };

/** The page a list is on, from the URL (1 when absent or not a page number). */
export function pageOf(url: URL, list: InboxListName): number {
  const page = Number.parseInt(url.searchParams.get(list) ?? "1", 10);
  return Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export type LoadedPage<T> = { data: Page<T>; error: null } | { data: null; error: string };

export async function loadInboxPage<T>(list: InboxListName, page: number): Promise<LoadedPage<T>> {
  try {
    const answer = await apiRequest<{ data: Page<T> }>(
      `${INBOX_LISTS[list]}?page=${page}&pageSize=${INBOX_PAGE_SIZE}`,
      { timeoutMs: 30_000 },
    );
    return { data: answer.data, error: null };
  } catch (error) {
    return { data: null, error: error instanceof Error ? error.message : String(error) };
  }
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
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
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
    remove: (item: T) => act({ intent: "delete", list, id: item.id }),
  };
}

export type InboxPageState<T extends InboxItem> = ReturnType<typeof useInboxList<T>>;
