/**
 * The page editor's top bar: back to the dashboard, the unsaved-changes note, and
 * Preview (a saved post at its own admin address, as visitors will see it). With
 * unsaved changes, the editor's leave guard asks before either link leaves.
 */
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { blogAdminText } from "~/content/admin/blog";

const text = blogAdminText.editor;

export const blogPreviewPath = (id: string) => `/admin/blogs/${encodeURIComponent(id)}/preview`;

export function BlogEditorHeader({
  backTo,
  postId,
  dirty,
}: {
  backTo: string;
  /** The saved post's id; no Preview before the first save. */
  postId: string | null;
  dirty: boolean;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 sm:px-6">
        <Link
          to={backTo}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <Icon name="arrow-left" className="size-4" />
          {text.back}
        </Link>
        <div className="ml-auto flex items-center gap-3">
          {dirty && <p className="text-xs font-medium text-amber-700">{text.unsaved}</p>}
          {postId && (
            <Link
              to={blogPreviewPath(postId)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Icon name="eye" className="size-4" />
              {text.previewPage}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
