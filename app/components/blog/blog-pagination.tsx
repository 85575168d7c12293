import { fill } from "#common/fill";
import { Pagination, pageHref } from "~/components/ui/pagination";
import { blogText } from "~/content/blog";
import { href } from "~/content/paths";
import { useTranslated } from "~/i18n/words";

/** Newer and older pages of the list, keeping the search and tag in the links. */
export function BlogPagination({ page, totalPages, search }: { page: number; totalPages: number; search: string }) {
  const text = useTranslated(blogText, "blogText").list;
  const params = Object.fromEntries(new URLSearchParams(search));
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      href={(target) => pageHref(href("blog"), params, target)}
      text={{
        label: text.pagination,
        previous: text.previous,
        next: text.next,
        pageOf: (current, pages) => fill(text.pageOf, { page: current, pages }),
      }}
    />
  );
}
