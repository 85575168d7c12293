import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/site-link";

const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-bold text-slate-800 hover:border-brand-600 hover:text-brand-700";

export interface PaginationText {
  /** The navigation landmark's name. */
  label: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/**
 * Previous and next links of a server-rendered list, with "Page N of M" between:
 * plain links, so they work before (or without) JavaScript on a slow phone.
 */
export function Pagination({
  page,
  totalPages,
  href,
  text,
}: {
  page: number;
  totalPages: number;
  /** The list's address for a page, keeping its search and filters. */
  href: (page: number) => string;
  text: PaginationText;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={text.label} className="mt-10 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          <Icon name="chevron-left" className="size-4" />
          {text.previous}
        </Link>
      )}
      <p className="px-2 text-sm text-slate-600" aria-current="page">
        {text.pageOf(page, totalPages)}
      </p>
      {page < totalPages && (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          {text.next}
          <Icon name="chevron-right" className="size-4" />
        </Link>
      )}
    </nav>
  );
}

/** `path` with `params` and, past the first page, `page`: the link for one page of a list. */
export function pageHref(path: string, params: Record<string, string>, page: number): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ""));
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
