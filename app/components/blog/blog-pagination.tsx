import { Pagination, pageHref } from "~/components/ui/pagination";
import { blogText } from "~/content/blog";
import { href } from "~/content/pages";

const text = blogText.list;

/** Newer and older pages of the list, keeping the search and tag in the links. */
export function BlogPagination({ page, totalPages, search }: { page: number; totalPages: number; search: string }) {
  const params = Object.fromEntries(new URLSearchParams(search));
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      href={(target) => pageHref(href("blog"), params, target)}
      text={{ label: text.pagination, previous: text.previous, next: text.next, pageOf: text.pageOf }}
    />
  );
}
