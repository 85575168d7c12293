/**
 * The Blogs tab's Trash (issue 43): the posts deleted in the last 30 days, each
 * with the day it was deleted, the day it goes for good, what it was (published
 * or a draft), "Restore" (back as it was) and "Delete forever" (after a question).
 * Both are the route's action (routes/admin/blogs.tsx), so the lists reload after.
 */
import type { TrashedBlogPost } from "#common/schemas/blog";
import { AdminTable } from "~/components/admin/shared/admin-table-parts";
import { useRouteAction } from "~/components/admin/shared/admin-write";
import { EmptyState } from "~/components/admin/shared/empty-state";
import { Icon } from "~/components/ui/icon";
import { useConfirm } from "~/components/ui/modal";
import { blogAdminText } from "~/content/admin/blog";
import { useSiteTime } from "~/lib/site-time";

const text = blogAdminText.trash;

/** The Trash's two actions say their words on every screen: there is room, and they cannot be undone alike. */
const action =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap";

export type TrashIntent = { intent: "restore"; id: string } | { intent: "delete-forever"; id: string };

export function BlogTrashList({ posts }: { posts: TrashedBlogPost[] | null }) {
  const { date } = useSiteTime();
  const act = useRouteAction<TrashIntent>();
  const confirm = useConfirm();

  const deleteForever = async (post: TrashedBlogPost) => {
    const yes = await confirm({
      title: text.confirmTitle,
      message: text.confirmMessage(post.title),
      confirmLabel: text.confirmButton,
      tone: "danger",
    });
    if (yes) act({ intent: "delete-forever", id: post.id });
  };

  if (posts === null) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
        {text.loadFailed}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600">{text.intro}</p>
      {posts.length === 0 ? (
        <EmptyState icon="trash" title={text.emptyTitle} text={text.emptyText} />
      ) : (
        <AdminTable
          columns={[
            { label: text.columns.title },
            { label: text.columns.deleted },
            { label: text.columns.purge },
            { label: text.columns.actions, align: "right" },
          ]}
        >
          {posts.map((post) => (
            <tr
              key={post.id}
              data-trash-row={post.slug}
              className="grid grid-cols-1 gap-y-1 px-4 py-4 md:table-row md:p-0"
            >
              <td className="md:max-w-md md:px-5 md:py-4">
                <p className="font-semibold text-slate-900">{post.title}</p>
                <p className="mt-0.5 text-slate-600">
                  {post.published ? text.wasStatus.published : text.wasStatus.draft}
                </p>
              </td>
              <td className="text-slate-700 md:px-4 md:py-4 md:whitespace-nowrap">
                <span className="md:hidden">{text.columns.deleted}: </span>
                <time dateTime={post.deletedAt}>{date(post.deletedAt)}</time>
              </td>
              <td className="font-medium text-slate-800 md:px-4 md:py-4 md:whitespace-nowrap">
                <span className="md:hidden">{text.columns.purge}: </span>
                <time dateTime={post.purgeAt}>{date(post.purgeAt)}</time>
              </td>
              <td className="mt-2 md:mt-0 md:px-4 md:py-4">
                <div className="flex flex-wrap justify-end gap-1">
                  <button
                    type="button"
                    onClick={() => act({ intent: "restore", id: post.id })}
                    aria-label={text.restoreLabel(post.title)}
                    className={`${action} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
                  >
                    <Icon name="archive-arrow-up" className="size-4" />
                    {text.restore}
                  </button>
                  <button
                    type="button"
                    onClick={() => deleteForever(post)}
                    aria-label={text.deleteForeverLabel(post.title)}
                    className={`${action} border-red-200 bg-white text-red-700 hover:bg-red-50`}
                  >
                    <Icon name="trash" className="size-4" />
                    {text.deleteForever}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
