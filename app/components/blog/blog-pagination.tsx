import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { blogText } from "~/content/blog";

const text = blogText.list;
const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-bold text-slate-800 hover:border-brand-600 hover:text-brand-700";

/** Newer and older pages of the list, keeping the search and tag in the links. */
export function BlogPagination({ page, totalPages, search }: { page: number; totalPages: number; search: string }) {
  if (totalPages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target > 1) params.set("page", String(target));
    else params.delete("page");
    const query = params.toString();
    return query ? `/blog?${query}` : "/blog";
  };
  return (
    <nav aria-label={text.pagination} className="mt-10 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {text.previous}
        </Link>
      )}
      <p className="px-2 text-sm text-slate-600" aria-current="page">
        {text.pageOf(page, totalPages)}
      </p>
      {page < totalPages && (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          {text.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
