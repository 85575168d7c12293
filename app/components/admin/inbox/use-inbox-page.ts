/**
 * One inbox list (messages or applications) as the admin pages through it:
 * newest first, a page at a time, with the list's total and unread counts kept
 * in step when an item is marked read or unread, or deleted.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { INBOX_PAGE_SIZE, type Page } from "#common/schemas/inbox";
import { useToast } from "~/components/ui/toast";
import { inboxText } from "~/content/admin-inbox";
import { apiRequest } from "~/lib/api-client";

export type InboxPath = "/contact" | "/applications";
export interface InboxItem {
  id: string;
  read: boolean;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useInboxPage<T extends InboxItem>(path: InboxPath) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(
    async (wanted: number) => {
      const request = ++latest.current;
      setLoading(true);
      try {
        const answer = await apiRequest<{ data: Page<T> }>(`${path}?page=${wanted}&pageSize=${INBOX_PAGE_SIZE}`, {
          timeoutMs: 30_000,
        });
        if (request !== latest.current) return;
        // The last item of the last page was deleted: show the page before it.
        if (answer.data.items.length === 0 && wanted > 1) {
          setPage(wanted - 1);
          return;
        }
        setData(answer.data);
        setError(null);
      } catch (err) {
        if (request === latest.current) setError(errorText(err));
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [path],
  );

  useEffect(() => {
    void load(page);
  }, [load, page]);

  const setRead = useCallback(
    async (item: T, read: boolean) => {
      if (item.read === read) return;
      try {
        await apiRequest(`${path}/${encodeURIComponent(item.id)}`, {
          method: "PATCH",
          body: { read },
          timeoutMs: 30_000,
        });
        setData(
          (current) =>
            current && {
              ...current,
              unread: current.unread + (read ? -1 : 1),
              items: current.items.map((entry) => (entry.id === item.id ? { ...entry, read } : entry)),
            },
        );
      } catch (err) {
        toast.show(inboxText.failed(errorText(err)), "error");
      }
    },
    [path, toast],
  );

  const remove = useCallback(
    async (item: T, successMessage: string) => {
      try {
        const answer = await apiRequest<{ message?: string }>(`${path}/${encodeURIComponent(item.id)}`, {
          method: "DELETE",
          timeoutMs: 30_000,
        });
        toast.show(answer.message ?? successMessage, "success");
        await load(page);
      } catch (err) {
        toast.show(inboxText.failed(errorText(err)), "error");
      }
    },
    [path, toast, load, page],
  );

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return { page, pages, setPage, data, loading, error, reload: () => load(page), setRead, remove };
}

export type InboxPageState<T extends InboxItem> = ReturnType<typeof useInboxPage<T>>;
