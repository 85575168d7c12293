/**
 * Blogs tab (spec 2.25): a table of posts (title, "Hindi" beside a post written in
 * Hindi, with a 60-character excerpt, author, date, status Draft, Scheduled, Featured or Published) with preview at its
 * admin address, view in a new tab (public posts), edit and delete (after confirmation: to the Trash for 30
 * days), and the Trash itself (`?view=trash`, issue 43). The table is one page of
 * the posts, newest first, searched by title and filtered by status on the server
 * (issue 46); Edit loads the post it opens. "Create New Blog", and the Overview's quick action
 * (/admin/blogs?action=create), open the create modal. Deleting goes through the
 * route's action (routes/admin/blogs.tsx); saving in the modal reloads the lists.
 */
import clsx from "clsx";
import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { BLOG_LIMITS } from "#common/blog";
import { LOCALE_INFO } from "#common/locale";
import type { BlogAdminPage, BlogListItem, BlogPost, TrashedBlogPost } from "#common/schemas/blog";
import { blogPreviewPath } from "~/components/admin/blogs/blog-editor-header";
import { BlogModal } from "~/components/admin/blogs/blog-modal";
import { BlogStatusBadge } from "~/components/admin/blogs/blog-status-badge";
import { BlogTrashList } from "~/components/admin/blogs/blog-trash-list";
import { loadPost } from "~/components/admin/blogs/load-post";
import { AdminPager } from "~/components/admin/shared/admin-pager";
import { ActionWord, AdminTable, RowActions, rowAction } from "~/components/admin/shared/admin-table-parts";
import { useRequestedAction } from "~/components/admin/shared/admin-tabs";
import { useRouteAction } from "~/components/admin/shared/admin-write";
import { useDashboardData, useMay } from "~/components/admin/shared/dashboard-data";
import { EmptyState } from "~/components/admin/shared/empty-state";
import { ListSearchBar, ListStatus, NoMatch } from "~/components/admin/shared/list-search";
import { type LoadedListPage, pageCount, useListParams } from "~/components/admin/shared/paged-list";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { blogAdminText } from "~/content/admin/blog";
import { pathTo } from "~/content/paths";
import { blogStatus } from "~/lib/admin/blog-schedule";
import { truncate } from "~/lib/blog-text";
import { useSiteTime } from "~/lib/site-time";

const text = blogAdminText.tab;
const isPublic = (blog: BlogListItem) => ["featured", "published"].includes(blogStatus(blog).kind);

/** The URL's search and filter of the tab (its loader hands them to GET /api/blog-list as they are). */
export const BLOG_LIST_FILTERS = ["q", "status"] as const;

/** The tab's two lists, as links (a reload or Back keeps the one shown). */
function ViewSwitch({ trash, posts, inTrash }: { trash: boolean; posts: number; inTrash: number | null }) {
  const link = (active: boolean) =>
    clsx(
      "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold",
      active ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
    );
  return (
    <nav aria-label={text.views.label} className="inline-flex rounded-lg bg-slate-100 p-1">
      <Link to="/admin/blogs" aria-current={trash ? undefined : "page"} className={link(!trash)}>
        {text.views.posts(posts)}
      </Link>
      <Link to="/admin/blogs?view=trash" aria-current={trash ? "page" : undefined} className={link(trash)}>
        {inTrash === null ? blogAdminText.trash.heading : text.views.trash(inTrash)}
      </Link>
    </nav>
  );
}

export function BlogsTab({ posts, trash }: { posts: LoadedListPage<BlogAdminPage>; trash: TrashedBlogPost[] | null }) {
  const { date } = useSiteTime();
  const { authorName } = useDashboardData();
  const writer = useMay()("posts.write");
  const [params] = useSearchParams();
  const showTrash = params.get("view") === "trash";
  const list = useListParams(BLOG_LIST_FILTERS);
  const page = posts.data;
  const blogs = page?.items ?? [];
  const total = page?.total ?? 0;
  const act = useRouteAction<{ intent: "delete"; id: string }>();
  const confirm = useConfirm();
  const [modal, setModal] = useState<{ blog: BlogPost | null } | null>(null);

  useRequestedAction(
    "create",
    useCallback(() => setModal({ blog: null }), []),
  );

  const edit = async (blog: BlogListItem) => {
    const post = await loadPost(blog.id);
    if (post) setModal({ blog: post });
  };

  const remove = async (blog: BlogListItem) => {
    const yes = await confirm({
      title: text.confirmTitle,
      message: text.confirmMessage(blog.title),
      confirmLabel: text.confirmButton,
      tone: "danger",
    });
    if (yes) act({ intent: "delete", id: blog.id });
  };

  const createButtons = (
    <>
      <button
        type="button"
        onClick={() => setModal({ blog: null })}
        className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Icon name="plus" className="size-4" />
        {text.create}
      </button>
      <Link
        to="/admin/blogs/new"
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        <Icon name="square-pen" className="size-4" />
        {text.fullEditor}
      </Link>
    </>
  );

  return (
    <section aria-labelledby="blogs-heading" className="space-y-5">
      <ScreenHeading
        id="blogs-heading"
        title={text.heading}
        intro={text.count(total)}
        actions={writer && createButtons}
      />
      <ViewSwitch trash={showTrash} posts={total} inTrash={trash?.length ?? null} />

      {!showTrash && (
        <ListSearchBar
          label={text.search.label}
          searchLabel={text.search.box}
          placeholder={text.search.placeholder}
          maxLength={BLOG_LIMITS.search}
          q={list.filters.q}
          filter={{ label: text.search.status, value: list.filters.status, options: text.search.statuses }}
          onApply={({ q, filter }) => list.setFilters({ q, status: filter ?? "" })}
        />
      )}
      {!showTrash && (
        <ListStatus
          error={posts.error}
          onRetry={list.reload}
          matching={list.filtered && page ? text.search.matching(page.matching) : undefined}
        />
      )}

      {showTrash ? (
        <BlogTrashList posts={trash} />
      ) : !page ? null : blogs.length === 0 && list.filtered ? (
        <NoMatch
          title={text.search.noMatchTitle}
          text={text.search.noMatch}
          onClear={() => list.setFilters({ q: "", status: "" })}
        />
      ) : blogs.length === 0 ? (
        <EmptyState icon="file-text" title={text.emptyTitle} text={text.emptyText} />
      ) : (
        <AdminTable
          columns={[
            { label: text.columns.title },
            { label: text.columns.author },
            { label: text.columns.date },
            { label: text.columns.status },
            { label: text.columns.actions, align: "right" },
          ]}
        >
          {blogs.map((blog) => (
            <tr
              key={blog.id}
              data-blog-row={blog.slug}
              className="grid grid-cols-[1fr_auto] gap-x-3 px-4 py-4 md:table-row md:p-0"
            >
              <td className="col-span-2 md:max-w-md md:px-5 md:py-4">
                <p className="font-semibold text-slate-900">
                  <span lang={blog.language === "hi" ? LOCALE_INFO.hi.tag : undefined}>{blog.title}</span>
                  {blog.language === "hi" && (
                    <span
                      data-post-language="hi"
                      className="ml-2 inline-flex rounded-full bg-violet-50 px-2 py-0.5 align-middle text-xs font-semibold text-violet-800 ring-1 ring-violet-200"
                    >
                      {text.hindi}
                    </span>
                  )}
                </p>
                <p lang={blog.language === "hi" ? LOCALE_INFO.hi.tag : undefined} className="mt-0.5 text-slate-600">
                  {truncate(blog.excerpt, 60)}
                </p>
              </td>
              <td className="mt-2 text-slate-700 md:mt-0 md:px-4 md:py-4">
                <span className="sr-only md:hidden">{text.columns.author}: </span>
                {blog.author}
                <span className="text-slate-500 md:hidden"> · {date(blog.createdAt)}</span>
              </td>
              <td className="hidden whitespace-nowrap text-slate-700 md:table-cell md:px-4 md:py-4">
                <time dateTime={blog.createdAt}>{date(blog.createdAt)}</time>
              </td>
              <td className="mt-2 max-w-40 text-right md:mt-0 md:max-w-none md:px-4 md:py-4 md:text-left">
                <BlogStatusBadge post={blog} />
              </td>
              <td className="col-span-2 mt-2 md:mt-0 md:px-4 md:py-4">
                <RowActions
                  editable={writer}
                  open={
                    // Only a post visitors can see has a page on the website.
                    isPublic(blog)
                      ? {
                          href: pathTo.post(blog.slug),
                          label: text.viewLabel(blog.title),
                          title: text.view,
                          word: text.view,
                        }
                      : undefined
                  }
                  editLabel={text.editLabel(blog.title)}
                  editTitle={text.edit}
                  deleteLabel={text.deleteLabel(blog.title)}
                  deleteTitle={text.delete}
                  onEdit={() => void edit(blog)}
                  onDelete={() => remove(blog)}
                >
                  <Link
                    to={blogPreviewPath(blog.id)}
                    aria-label={text.previewLabel(blog.title)}
                    title={text.preview}
                    className={rowAction}
                  >
                    <Icon name="eye" className="size-4.5" />
                    <ActionWord>{text.preview}</ActionWord>
                  </Link>
                </RowActions>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {!showTrash && (
        <AdminPager
          page={page?.page ?? list.page}
          pages={pageCount(page)}
          loading={list.loading}
          onPage={list.setPage}
        />
      )}

      <BlogModal
        open={modal !== null}
        blog={modal?.blog ?? null}
        authorName={authorName}
        onClose={() => setModal(null)}
        // The route's action saved it; React Router reloads the list by itself.
        onSaved={() => setModal(null)}
      />
    </section>
  );
}
