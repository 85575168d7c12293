/**
 * Newer/Older paging under an admin list (the Inbox's, the Blogs and Gallery tabs'),
 * with "Page N of M" between: buttons, as the page lives in the URL and the list's
 * loader reads it (paged-list.ts).
 */
import { Icon } from "~/components/ui/icon";
import { adminListText as text } from "~/content/admin/lists";

export const smallButton =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";

export function AdminPager({
  page,
  pages,
  loading,
  onPage,
}: {
  page: number;
  pages: number;
  /** While the next page loads, both buttons wait. */
  loading: boolean;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={text.pager.label} className="flex items-center justify-between gap-3">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1 || loading} className={smallButton}>
        <Icon name="chevron-left" className="size-4" />
        {text.pager.newer}
      </button>
      <p className="text-sm text-slate-600">{text.pager.page(page, pages)}</p>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages || loading}
        className={smallButton}
      >
        {text.pager.older}
        <Icon name="chevron-right" className="size-4" />
      </button>
    </nav>
  );
}
