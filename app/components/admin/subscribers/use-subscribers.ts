/** The Subscribers view's data: one page of the list (with counts), search text, paging, reload. */
import { useCallback, useEffect, useState } from "react";
import type { SubscriberPage } from "#common/schemas/newsletter";
import { apiRequest } from "~/lib/api-client";

export function useSubscribers() {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<SubscriberPage | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger.
  useEffect(() => {
    let live = true;
    setLoading(true);
    const search = new URLSearchParams({ page: String(page), ...(query.trim() && { q: query.trim() }) });
    apiRequest<{ data: SubscriberPage }>(`/newsletter/subscribers?${search}`, { timeoutMs: 30_000 })
      .then((answer) => {
        if (!live) return;
        setData(answer.data);
        setError(undefined);
      })
      .catch((err: unknown) => live && setError(err instanceof Error ? err.message : String(err)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [query, page, version]);

  const search = useCallback((text: string) => {
    setQuery(text);
    setPage(1);
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const pages = data ? Math.max(1, Math.ceil(data.matching / data.pageSize)) : 1;
  return { data, error, loading, query, search, page, pages, setPage, reload };
}
