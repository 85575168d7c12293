/**
 * /admin/blogs/{id} (spec 2.26): the page editor, for a new post when id is "new".
 * The same fields and rules as the modal (BlogFields), with more room for the
 * content; Cancel, Save draft and Publish (which asks first) for a post visitors
 * cannot read yet, Update and Unpublish for one they can, and "Publish at" (which
 * makes Publish "Schedule"). The post and the author name are read by the client loader;
 * saving is the route's action and goes back to the Blogs tab. What is typed is
 * kept on this device until saved; leaving with unsaved changes asks first.
 */
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { blogMessages } from "#common/messages/blog";
import type { AdminMe } from "#common/schemas/auth";
import type { BlogPost } from "#common/schemas/blog";
import { BlogEditorHeader } from "~/components/admin/blogs/blog-editor-header";
import { BlogFields } from "~/components/admin/blogs/blog-fields";
import { blogFormFrom, emptyBlogForm } from "~/components/admin/blogs/blog-form";
import { SaveButtons } from "~/components/admin/blogs/blog-publish-controls";
import { mainSaveMode, type SaveBlogIntent, saveBlogAction } from "~/components/admin/blogs/blog-save";
import { useBlogEditor } from "~/components/admin/blogs/use-blog-editor";
import { notify } from "~/components/admin/shared/admin-notify";
import { actionBody } from "~/components/admin/shared/admin-write";
import { KeptDraftOffer } from "~/components/admin/shared/unsaved-work";
import { blogAdminText } from "~/content/admin/blog";
import { adminPages } from "~/content/admin/pages";
import { readStoredSession, signInRedirect } from "~/lib/admin/session";
import { apiRequest } from "~/lib/api-client";
import { pageMeta } from "~/lib/meta";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/blog-editor";

const text = blogAdminText.editor;
const DASHBOARD = "/admin/blogs";

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(adminPages.blogEditor, args),
  { name: "robots", content: "noindex, nofollow" },
];

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (!readStoredSession()) throw signInRedirect(request);
  const me = apiRequest<{ data: AdminMe }>("/auth/me", { timeoutMs: 20_000 }).then(
    (answer) => answer.data.authorName,
    () => "",
  );
  if (params.id === "new") return { post: null, author: await me, loadFailed: false };
  try {
    const answer = await apiRequest<{ data: BlogPost }>(`/blogs/${encodeURIComponent(params.id)}`, {
      timeoutMs: 20_000,
    });
    return { post: answer.data, author: await me, loadFailed: false };
  } catch {
    notify(blogMessages.editor.loadFailed, "error");
    return { post: null, author: await me, loadFailed: true };
  }
}
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  return saveBlogAction(await actionBody<SaveBlogIntent>(request));
}

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
  const navigate = useNavigate();
  const { timeZone } = useSite();
  const [startsWith] = useState(() => (post ? blogFormFrom(post, timeZone) : emptyBlogForm(author)));
  const editor = useBlogEditor({
    open: !loadFailed,
    post,
    startsWith,
    screen: "editor",
    onSaved: () => navigate(DASHBOARD),
    // After the messages render: the first field in error.
    onRefused: () =>
      window.setTimeout(() => form.formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  });
  const { form, mode, setMode, draft, save, saving, busy } = editor;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(mainSaveMode(post));
  };

  const heading = id ? text.editHeading : text.createHeading;
  return (
    <>
      <BlogEditorHeader backTo={DASHBOARD} postId={post?.id ?? null} dirty={form.dirty} />
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
          <form method="post" ref={form.formRef} onSubmit={submit} noValidate className="mt-6 space-y-5">
            <KeptDraftOffer draft={draft} onRestore={form.restore} />
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <BlogFields
                form={form}
                post={post}
                mode={mode}
                onModeChange={setMode}
                onBusyChange={editor.countUpload}
                contentRows={20}
              />
            </div>

            <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
              {/* The leave guard asks first when there are unsaved changes. */}
              <button
                type="button"
                onClick={() => navigate(DASHBOARD)}
                disabled={saving}
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                {text.cancel}
              </button>
              <SaveButtons
                form={form}
                before={post}
                busy={busy}
                saving={saving}
                savingLabel={text.saving}
                update={text.update}
                onSave={(mode) => void save(mode)}
                padding="px-5"
              />
            </div>
          </form>
        )}
      </main>
    </>
  );
}
