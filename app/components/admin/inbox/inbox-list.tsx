/**
 * The frame of an inbox list: Export CSV and Refresh, the loading, error and
 * empty states (with a search or filter: what was searched, and Clear filters),
 * the items, and Newer/Older paging over what matches (AdminPager).
 */
import { type ReactNode, useState } from "react";
import type { InboxItem, InboxPageState } from "~/components/admin/inbox/inbox-page";
import { notify } from "~/components/admin/shared/admin-notify";
import { AdminPager, smallButton } from "~/components/admin/shared/admin-pager";
import { EmptyState } from "~/components/admin/shared/empty-state";
import { ClearFiltersButton } from "~/components/admin/shared/list-search";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { inboxText as text } from "~/content/admin/inbox";
import { downloadWithAuth } from "~/lib/admin/authorized-download";

export function InboxList<T extends InboxItem>({
  state,
  exportPath,
  exportName,
  empty,
  filtered,
  renderItem,
}: {
  state: InboxPageState<T>;
  exportPath: string;
  exportName: string;
  empty: { icon: IconName; title: string; text: string };
  /** Set while a search or filter is on: what the empty list says, and the way back to everything. */
  filtered?: { noMatch: string; onClear: () => void };
  renderItem: (item: T) => ReactNode;
}) {
  const [exporting, setExporting] = useState(false);
  const { data, loading, error, page, pages } = state;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWithAuth(exportPath, exportName);
    } catch (err) {
      notify(text.failed(err instanceof Error ? err.message : String(err)), "error");
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {data
            ? filtered
              ? text.countsMatching(data.matching, data.total)
              : text.counts(data.total, data.unread)
            : loading
              ? text.loading
              : ""}
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={() => state.reload()} disabled={loading} className={smallButton}>
            <Icon name="refresh-cw" className={loading ? "size-4 animate-spin" : "size-4"} />
            {text.refresh}
          </button>
          <button
            type="button"
            onClick={exportCsv}
            disabled={exporting || !data || data.total === 0}
            className={smallButton}
          >
            {exporting ? (
              <Icon name="loader-circle" className="size-4 animate-spin" />
            ) : (
              <Icon name="download" className="size-4" />
            )}
            {exporting ? text.exporting : text.exportCsv}
          </button>
        </div>
      </div>

      {error && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="flex-1 text-sm text-red-900">{text.loadFailed(error)}</p>
          <button type="button" onClick={() => state.reload()} className={smallButton}>
            {text.retry}
          </button>
        </div>
      )}

      {data && data.items.length === 0 && !error ? (
        filtered ? (
          <EmptyState
            icon="search-x"
            title={text.noMatch.title}
            text={filtered.noMatch}
            action={<ClearFiltersButton onClear={filtered.onClear} />}
          />
        ) : (
          <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />
        )
      ) : (
        data && (
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {data.items.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
        )
      )}

      <AdminPager page={page} pages={pages} loading={loading} onPage={state.setPage} />
    </div>
  );
}
