/**
 * The blog create/edit modal (spec 2.25, 4, 5, 8): create mode without a post,
 * edit mode with one. The same fields and rules as the page editor (BlogFields,
 * blogFormSchema); the main button saves a draft (or updates a public post), and
 * "Publish" (or "Schedule", with a later "Publish at") asks first, with the
 * specified toasts (blog-publish-controls.tsx). What is typed is kept on this device
 * until saved and offered back after a reload; leaving with unsaved changes asks.
 */
import { type FormEvent, useEffect } from "react";
import { Link } from "react-router";
import type { BlogPost } from "#common/schemas/blog";
import { BlogFields } from "~/components/admin/blogs/blog-fields";
import { blogFormFrom, emptyBlogForm } from "~/components/admin/blogs/blog-form";
import { SaveButtons } from "~/components/admin/blogs/blog-publish-controls";
import { mainSaveMode } from "~/components/admin/blogs/blog-save";
import { useBlogEditor } from "~/components/admin/blogs/use-blog-editor";
import { KeptDraftOffer } from "~/components/admin/shared/unsaved-work";
import { Icon } from "~/components/ui/icon";
import { Modal } from "~/components/ui/modal";
import { blogAdminText } from "~/content/admin/blog";
import { useSite } from "~/lib/site";

const text = blogAdminText;

export function BlogModal({
  open,
  blog,
  authorName,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The post to edit; null creates a new one. */
  blog: BlogPost | null;
  /** The author a new post starts with (Settings). */
  authorName: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { timeZone } = useSite();
  const startsWith = blog ? blogFormFrom(blog, timeZone) : emptyBlogForm(authorName);
  const editor = useBlogEditor({ open, post: blog, startsWith, screen: "modal", onSaved });
  const { form, mode, setMode, draft, guard, save, saving, busy } = editor;
  const { reset } = form;

  // Each opening starts from the post being edited, or from an empty form.
  useEffect(() => {
    if (!open) return;
    reset(blog ? blogFormFrom(blog, timeZone) : emptyBlogForm(authorName));
    setMode("edit");
  }, [open, blog, authorName, timeZone, reset, setMode]);

  const close = async () => {
    if (saving || !(await guard.mayLeave())) return;
    guard.release();
    draft.clear();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(mainSaveMode(blog));
  };

  const editorPath = blog ? `/admin/blogs/${blog.id}` : "/admin/blogs/new";

  return (
    <Modal
      open={open}
      onClose={close}
      title={blog ? text.modal.editTitle : text.modal.createTitle}
      description={text.modal.description}
      size="lg"
      footer={
        <>
          <button
            type="button"
            onClick={close}
            disabled={saving}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            {text.modal.cancel}
          </button>
          <SaveButtons
            form={form}
            before={blog}
            busy={busy}
            saving={saving}
            savingLabel={text.modal.saving}
            update={text.modal.update}
            onSave={(mode) => void save(mode)}
            formId="blog-modal-form"
            padding="px-4"
          />
        </>
      }
    >
      <form method="post" id="blog-modal-form" ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
        <KeptDraftOffer draft={draft} onRestore={form.restore} />
        <BlogFields
          form={form}
          post={blog}
          mode={mode}
          onModeChange={setMode}
          onBusyChange={editor.countUpload}
          contentRows={8}
        />
        <Link
          to={editorPath}
          // Unsaved text goes along: the page editor offers it back (the same draft key).
          onClick={guard.release}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <Icon name="file-pen" className="size-4" />
          {text.modal.openInEditor}
        </Link>
      </form>
    </Modal>
  );
}
