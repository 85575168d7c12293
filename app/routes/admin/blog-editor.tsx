/**
 * /admin/blogs/{id} (spec 2.26): the page editor, for a new post when id is "new".
 * Title, author (the admin's username by default), comma-separated tags, excerpt,
 * featured, and 20 rows of Markdown content with an edit/preview toggle; Cancel and
 * Publish/Update, with Save draft and "Publish at" (which makes Publish "Schedule").
 * Checked with the API's own schema. Leaving with unsaved changes asks first. The
 * post is read by the route's client loader; saving goes back to the Blogs tab.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Link, redirect, useNavigate } from "react-router";
import { blogMessages } from "#common/messages/blog";
import type { BlogPost } from "#common/schemas/blog";
import { BlogContentEditor, type EditorMode } from "~/components/admin/blogs/blog-content-editor";
import { BlogEditorHeader } from "~/components/admin/blogs/blog-editor-header";
import {
  blogEditorSchema,
  blogFormFrom,
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
import { notify } from "~/components/admin/shared/admin-notify";
import { CheckboxField, TextAreaField, TextField } from "~/components/contact/form-fields";
import { useConfirm } from "~/components/ui/modal";
import { blogAdminText } from "~/content/blog-admin";
import { pages } from "~/content/pages";
import { readStoredSession } from "~/lib/admin-session";
import { apiRequest } from "~/lib/api-client";
import { plainTextFromMarkdown, truncate } from "~/lib/blog-text";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-editor";

const text = blogAdminText.editor;
const fields = blogAdminText.fields;
const DASHBOARD = "/admin/blogs";
/** An excerpt made from the content when the author leaves it empty (the API needs one). */
const EXCERPT_FROM_CONTENT = 160;

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(pages.adminBlogEditor, args),
  { name: "robots", content: "noindex, nofollow" },
];

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const session = readStoredSession();
  if (!session) throw redirect("/admin/login");
  const author = defaultAuthor(session.admin.username);
  if (params.id === "new") return { post: null, author, loadFailed: false };
  try {
    const answer = await apiRequest<{ data: BlogPost }>(`/blogs/${encodeURIComponent(params.id)}`, {
      timeoutMs: 20_000,
    });
    return { post: answer.data, author, loadFailed: false };
  } catch {
    notify(blogMessages.editor.loadFailed, "error");
    return { post: null, author, loadFailed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="p-8 text-center text-slate-600">{text.loading}</p>;
}

export default function AdminBlogEditorPage({ params, loaderData }: Route.ComponentProps) {
  // A fresh editor for each post, filled from what the loader read.
  return <BlogEditor key={params.id} id={params.id === "new" ? null : params.id} {...loaderData} />;
}

function BlogEditor({
  id,
  post,
  author,
  loadFailed,
}: {
  id: string | null;
  post: BlogPost | null;
  author: string;
  loadFailed: boolean;
}) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const form = useBlogForm(post ? blogFormFrom(post) : emptyBlogForm(author));
  const [mode, setMode] = useState<EditorMode>("edit");
  const [saving, setSaving] = useState(false);
  // Uploads on their way (cover, pictures in the content): saving waits for them.
  const [uploads, setUploads] = useState(0);
  const countUpload = (busy: boolean) => setUploads((n) => n + (busy ? 1 : -1));
  const { formRef, reset } = form;

  // Closing the tab or reloading with unsaved text asks the browser's own question.
  useEffect(() => {
    if (!form.dirty || saving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [form.dirty, saving]);

  /** Goes to `to` when there is nothing unsaved, or the admin agrees to lose it. */
  const leave = async (to: string) => {
    const ok =
      !form.dirty ||
      (await confirm({
        title: blogAdminText.modal.discardTitle,
        message: blogAdminText.modal.discardMessage,
        confirmLabel: blogAdminText.modal.discardButton,
        tone: "danger",
      }));
    if (ok) navigate(to);
  };
  const cancel = () => leave(DASHBOARD);

  const save = async (mode: SaveMode) => {
    const { values } = form;
    setSaving(true);
    const result = await saveBlogForm({
      form,
      mode,
      before: post,
      schema: blogEditorSchema,
      published: { created: blogMessages.editor.created, updated: blogMessages.editor.updated },
      failure: () => blogMessages.editor.saveFailed,
      // An empty excerpt is made from the content (the API needs one).
      complete: (body) => ({
        ...body,
        excerpt: body.excerpt || truncate(plainTextFromMarkdown(values.content), EXCERPT_FROM_CONTENT) || values.title,
      }),
    });
    setSaving(false);
    if (!result?.ok) {
      // The content's field is only there in edit mode: back to it, then to the first field in error.
      setMode("edit");
      window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    reset(values);
    navigate(DASHBOARD);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save("publish");
  };

  const heading = id ? text.editHeading : text.createHeading;
  return (
    <>
      <BlogEditorHeader backTo={DASHBOARD} postId={post?.id ?? null} dirty={form.dirty} onLeave={leave} />
      <main className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        {loadFailed ? (
          <div className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6">
            <p role="alert" className="font-semibold text-red-800">
              {blogMessages.editor.loadFailed}
            </p>
            <Link to={DASHBOARD} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
              {text.backToBlogs}
            </Link>
          </div>
        ) : (
          <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-5">
            <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <TextField label={fields.title} required {...form.bind("title")} />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField label={fields.author} required {...form.bind("author")} />
                <TextField label={fields.tags} hint={fields.tagsHint} {...form.bind("tags")} />
              </div>
              <TextAreaField
                label={fields.excerpt}
                hint={fields.excerptHintEditor}
                rows={2}
                {...form.bind("excerpt")}
              />
              <CheckboxField
                name="featured"
                label={fields.featured}
                checked={form.values.featured}
                onChange={(event) => form.set("featured", event.target.checked)}
              />
              <CoverImageField
                value={form.values.image}
                onChange={(image) => form.set("image", image)}
                onBusyChange={countUpload}
              />
              <PublishAtField form={form} />
            </div>

            <BlogContentEditor
              form={form}
              mode={mode}
              onModeChange={setMode}
              formRef={formRef}
              onBusyChange={countUpload}
            />

            <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
              <button
                type="button"
                onClick={cancel}
                disabled={saving}
                className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                {text.cancel}
              </button>
              <DraftButton
                before={post}
                onClick={() => void save("draft")}
                disabled={saving || uploads > 0}
                className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
              />
              <button
                type="submit"
                disabled={saving || uploads > 0}
                className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {saving ? text.saving : publishLabel(form, id ? text.update : text.publish)}
              </button>
            </div>
          </form>
        )}
      </main>
    </>
  );
}
