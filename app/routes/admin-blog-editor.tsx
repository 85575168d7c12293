/**
 * /admin/blogs/{id} (spec 2.26): the page editor, for a new post when id is "new".
 * Title, author (the admin's username by default), comma-separated tags, excerpt,
 * featured, and 20 rows of Markdown content with an edit/preview toggle; Cancel and
 * Publish/Update. Leaving with unsaved changes asks first.
 */
import clsx from "clsx";
import { ArrowLeft, Eye, Pencil } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  type BlogFieldErrors,
  blogFormFrom,
  defaultAuthor,
  emptyBlogForm,
  saveBlog,
  serverFieldErrors,
  useBlogForm,
} from "~/components/admin/blogs/blog-form";
import { CoverImageField, InsertImageButton } from "~/components/admin/blogs/blog-image-fields";
import { BlogPreview } from "~/components/admin/blogs/blog-preview";
import { CheckboxField, TextAreaField, TextField } from "~/components/contact/form-fields";
import { useConfirm } from "~/components/ui/modal";
import { useToast } from "~/components/ui/toast";
import { blogAdminText } from "~/content/blog-admin";
import { pages } from "~/content/pages";
import { useRequireAdmin } from "~/lib/admin-session";
import { apiRequest } from "~/lib/api-client";
import { plainTextFromMarkdown, truncate } from "~/lib/blog-text";
import { pageMeta } from "~/lib/meta";
import { blogMessages } from "../../common/messages/blog.ts";
import type { BlogPost } from "../../common/schemas/blog.ts";
import type { Route } from "./+types/admin-blog-editor";

const text = blogAdminText.editor;
const fields = blogAdminText.fields;
const v = blogMessages.validation;
const DASHBOARD = "/admin?tab=blogs";
/** An excerpt made from the content when the author leaves it empty (the API needs one). */
const EXCERPT_FROM_CONTENT = 160;

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(pages.adminBlogEditor, args),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminBlogEditorPage({ params }: Route.ComponentProps) {
  const session = useRequireAdmin();
  const id = params.id === "new" ? null : params.id;
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const form = useBlogForm(emptyBlogForm(""));
  const [mode, setMode] = useState<"edit" | "preview">("edit");
  const [loading, setLoading] = useState(id !== null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  // Uploads on their way (cover, pictures in the content): saving waits for them.
  const [uploads, setUploads] = useState(0);
  const countUpload = (busy: boolean) => setUploads((n) => n + (busy ? 1 : -1));
  const formRef = useRef<HTMLFormElement>(null);
  const { reset } = form;
  const username = session.admin?.username;

  // A new post starts with the admin as author; an existing one is read from the server.
  useEffect(() => {
    if (session.loading || !session.token) return;
    if (id === null) {
      reset(emptyBlogForm(defaultAuthor(username)));
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    apiRequest<{ data: BlogPost }>(`/blogs/${encodeURIComponent(id)}`, { signal: controller.signal, timeoutMs: 20_000 })
      .then((answer) => {
        reset(blogFormFrom(answer.data));
        setLoadFailed(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setLoadFailed(true);
        toast.show(blogMessages.editor.loadFailed, "error");
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [id, session.loading, session.token, username, reset, toast]);

  // Closing the tab or reloading with unsaved text asks the browser's own question.
  useEffect(() => {
    if (!form.dirty || saving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [form.dirty, saving]);

  const showErrors = (errors: BlogFieldErrors) => {
    form.setErrors(errors);
    setMode("edit");
    const first = Object.keys(errors)[0];
    // After the switch back to edit mode has rendered.
    if (first) window.setTimeout(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const cancel = async () => {
    const leave =
      !form.dirty ||
      (await confirm({
        title: blogAdminText.modal.discardTitle,
        message: blogAdminText.modal.discardMessage,
        confirmLabel: blogAdminText.modal.discardButton,
        tone: "danger",
      }));
    if (leave) navigate(DASHBOARD);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { values } = form;
    const errors: BlogFieldErrors = {};
    if (!values.title.trim()) errors.title = v.titleRequired;
    if (!values.author.trim()) errors.author = v.authorRequired;
    if (!values.content.trim()) errors.content = v.contentRequired;
    if (Object.keys(errors).length > 0) return showErrors(errors);

    const excerpt = values.excerpt.trim() || truncate(plainTextFromMarkdown(values.content), EXCERPT_FROM_CONTENT);
    setSaving(true);
    try {
      await saveBlog(id, { ...values, excerpt: excerpt || values.title });
      toast.show(id ? blogMessages.editor.updated : blogMessages.editor.created, "success");
      reset(values);
      navigate(DASHBOARD);
    } catch (error) {
      toast.show(blogMessages.editor.saveFailed, "error");
      showErrors(serverFieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  if (session.loading || !session.token) return <p className="p-8 text-center text-slate-600">{text.loading}</p>;

  const heading = id ? text.editHeading : text.createHeading;
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-3 sm:px-6">
          <Link
            to={DASHBOARD}
            onClick={(event) => {
              event.preventDefault();
              void cancel();
            }}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {text.back}
          </Link>
          {form.dirty && <p className="ml-auto text-xs font-medium text-amber-700">{text.unsaved}</p>}
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        {loading ? (
          <p role="status" className="mt-8 text-slate-600">
            {text.loading}
          </p>
        ) : loadFailed ? (
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
            </div>

            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
                  {fields.content}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {mode === "edit" && (
                    <InsertImageButton
                      textarea={() => formRef.current?.querySelector<HTMLTextAreaElement>('textarea[name="content"]')}
                      onInsert={(content) => form.set("content", content)}
                      onBusyChange={countUpload}
                    />
                  )}
                  <fieldset className="inline-flex rounded-lg bg-slate-100 p-1">
                    <legend className="sr-only">{text.modeLabel}</legend>
                    {(["edit", "preview"] as const).map((name) => {
                      const Icon = name === "edit" ? Pencil : Eye;
                      return (
                        <button
                          key={name}
                          type="button"
                          aria-pressed={mode === name}
                          onClick={() => setMode(name)}
                          className={clsx(
                            "inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold",
                            mode === name ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
                          )}
                        >
                          <Icon aria-hidden="true" className="size-4" />
                          {text[name]}
                        </button>
                      );
                    })}
                  </fieldset>
                </div>
              </div>
              {/* The text area stays mounted in preview, keeping its undo history and scroll. */}
              <div hidden={mode !== "edit"} className="mt-3">
                <TextAreaField
                  label={fields.content}
                  hint={fields.contentHint}
                  required
                  rows={20}
                  className="[&_label]:sr-only [&_textarea]:font-mono [&_textarea]:text-sm [&_textarea]:leading-relaxed"
                  {...form.bind("content")}
                />
              </div>
              {mode === "preview" && (
                <div className="mt-3">
                  <BlogPreview
                    title={form.values.title}
                    excerpt={form.values.excerpt}
                    image={form.values.image}
                    content={form.values.content}
                  />
                </div>
              )}
            </div>

            <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
              <button
                type="button"
                onClick={cancel}
                disabled={saving}
                className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                {text.cancel}
              </button>
              <button
                type="submit"
                disabled={saving || uploads > 0}
                className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {saving ? text.saving : id ? text.update : text.publish}
              </button>
            </div>
          </form>
        )}
      </main>
    </>
  );
}
