/**
 * The blog create/edit modal (spec 2.25, 4, 5, 8): create mode without a post,
 * edit mode with one. Checked with the API's own schema (title, excerpt and content
 * must not be blank); saving publishes (or schedules, with a later "Publish at") or
 * keeps a draft, with the specified toasts; closing with unsaved changes asks first.
 */
import { FileEdit } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { blogMessages } from "#common/messages/blog";
import type { BlogPost } from "#common/schemas/blog";
import {
  blogFormFrom,
  blogModalSchema,
  defaultAuthor,
  emptyBlogForm,
  type SaveMode,
  useBlogForm,
} from "~/components/admin/blogs/blog-form";
import { CoverImageField } from "~/components/admin/blogs/blog-image-fields";
import {
  DraftButton,
  PublishAtField,
  publishLabel,
  saveBlogForm,
} from "~/components/admin/blogs/blog-publish-controls";
import { CheckboxField, TextAreaField, TextField } from "~/components/contact/form-fields";
import { Modal, useConfirm } from "~/components/ui/modal";
import { blogAdminText } from "~/content/blog-admin";
import { useAdminSession } from "~/lib/admin-session";

const text = blogAdminText;
export function BlogModal({
  open,
  blog,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The post to edit; null creates a new one. */
  blog: BlogPost | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { admin } = useAdminSession();
  const confirm = useConfirm();
  const form = useBlogForm(emptyBlogForm(defaultAuthor(admin?.username)));
  const [summary, setSummary] = useState("");
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const navigate = useNavigate();
  const { reset } = form;

  // Each opening starts from the post being edited, or from an empty form.
  useEffect(() => {
    if (!open) return;
    reset(blog ? blogFormFrom(blog) : emptyBlogForm(defaultAuthor(admin?.username)));
    setSummary("");
  }, [open, blog, admin?.username, reset]);

  /** True when there is nothing unsaved, or the admin agrees to lose it. */
  const mayLeave = async () =>
    !form.dirty ||
    confirm({
      title: text.modal.discardTitle,
      message: text.modal.discardMessage,
      confirmLabel: text.modal.discardButton,
      tone: "danger",
    });

  const close = async () => {
    if (!saving && (await mayLeave())) onClose();
  };

  const save = async (mode: SaveMode) => {
    setSummary("");
    setSaving(true);
    const result = await saveBlogForm({
      form,
      mode,
      before: blog,
      schema: blogModalSchema,
      published: { created: blogMessages.modal.created, updated: blogMessages.modal.updated },
      failure: blogMessages.modal.saveFailed,
    });
    setSaving(false);
    if (result?.ok) return onSaved();
    // The one specified line above the fields when a required one is empty (spec 5).
    const { title, excerpt, content } = form.values;
    if (!result && (!title.trim() || !excerpt.trim() || !content.trim())) {
      setSummary(blogMessages.validation.modalRequired);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save("publish");
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
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          >
            {text.modal.cancel}
          </button>
          <DraftButton
            before={blog}
            onClick={() => void save("draft")}
            disabled={saving || uploading}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          />
          <button
            type="submit"
            form="blog-modal-form"
            disabled={saving || uploading}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {saving ? text.modal.saving : publishLabel(form, blog ? text.modal.update : text.modal.create)}
          </button>
        </>
      }
    >
      <form id="blog-modal-form" ref={form.formRef} onSubmit={submit} noValidate className="space-y-4">
        {summary && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
          >
            {summary}
          </p>
        )}
        <TextField label={text.fields.title} required {...form.bind("title")} />
        <TextAreaField
          label={text.fields.excerpt}
          hint={text.fields.excerptHint}
          required
          rows={3}
          {...form.bind("excerpt")}
        />
        <TextAreaField
          label={text.fields.content}
          hint={text.fields.contentHint}
          required
          rows={8}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          {...form.bind("content")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={text.fields.author} {...form.bind("author")} />
          <TextField label={text.fields.tags} hint={text.fields.tagsHint} {...form.bind("tags")} />
        </div>
        <CheckboxField
          name="featured"
          label={text.fields.featured}
          checked={form.values.featured}
          onChange={(event) => form.set("featured", event.target.checked)}
        />
        <PublishAtField form={form} />
        <CoverImageField
          value={form.values.image}
          onChange={(image) => form.set("image", image)}
          onBusyChange={setUploading}
        />
        <Link
          to={editorPath}
          onClick={async (event) => {
            if (!form.dirty) return;
            event.preventDefault();
            if (await mayLeave()) navigate(editorPath);
          }}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <FileEdit aria-hidden="true" className="size-4" />
          {text.modal.openInEditor}
        </Link>
      </form>
    </Modal>
  );
}
