/**
 * /admin/blogs/{id}/preview: a post as visitors will see it (the public post's own
 * rendering), read with the admin's token, so a draft or a scheduled post can be
 * checked before it goes public. A banner says whether visitors can see it yet.
 * Like every admin screen, it sends whoever is not signed in to the login.
 */
import { Link } from "react-router";
import type { BlogPost } from "#common/schemas/blog";
import { BlogArticle } from "~/components/blog/blog-article";
import { Icon } from "~/components/ui/icon";
import { blogAdminText } from "~/content/admin/blog";
import { adminPages } from "~/content/admin/pages";
import { blogStatus } from "~/lib/admin/blog-schedule";
import { readStoredSession, signInRedirect } from "~/lib/admin/session";
import { ApiError, apiRequest } from "~/lib/api-client";
import { pageMeta } from "~/lib/meta";
import { useSiteTime } from "~/lib/site-time";
import type { Route } from "./+types/blog-preview";

const text = blogAdminText.preview;
const BLOGS = "/admin/blogs";

export const meta = (args: Parameters<typeof pageMeta>[1]) => [
  ...pageMeta(adminPages.blogPreview, args),
  { name: "robots", content: "noindex, nofollow" },
];

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  if (!readStoredSession()) throw signInRedirect(request);
  try {
    const answer = await apiRequest<{ data: BlogPost & { html: string } }>(`/blogs/${encodeURIComponent(params.id)}`, {
      timeoutMs: 20_000,
    });
    return { post: answer.data };
  } catch (error) {
    // A 401 means the session has ended: sign in again, then come back through the list.
    if (error instanceof ApiError && error.status === 401) throw signInRedirect(request);
    if (error instanceof ApiError && error.status === 404) return { post: null };
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="p-8 text-center text-slate-600">{text.loading}</p>;
}

function Banner({ post }: { post: BlogPost }) {
  const status = blogStatus(post);
  const { dateTime } = useSiteTime();
  const [message, tone] =
    status.kind === "draft"
      ? [text.draftBanner, "border-slate-300 bg-slate-100 text-slate-900"]
      : status.kind === "scheduled"
        ? [text.scheduledBanner(dateTime(status.at)), "border-sky-200 bg-sky-50 text-sky-900"]
        : [text.publishedBanner, "border-emerald-200 bg-emerald-50 text-emerald-900"];
  return (
    <p data-preview-status={status.kind} className={`border-b px-4 py-3 text-center text-sm font-semibold ${tone}`}>
      {message}
    </p>
  );
}

const barLink = "inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold hover:bg-slate-100";

export default function AdminBlogPreview({ loaderData, params }: Route.ComponentProps) {
  const { post } = loaderData;
  const { day } = useSiteTime();
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
          <Link to={BLOGS} className={`${barLink} text-slate-700`}>
            <Icon name="arrow-left" className="size-4" />
            {text.back}
          </Link>
          {post && (
            <Link to={`/admin/blogs/${encodeURIComponent(params.id)}`} className={`${barLink} ml-auto text-brand-700`}>
              <Icon name="square-pen" className="size-4" />
              {text.edit}
            </Link>
          )}
        </div>
      </header>
      {post ? (
        <main className="bg-white">
          <Banner post={post} />
          {/* Dated as visitors will see it: the day it goes public (today, for a draft), on the site's clock. */}
          <BlogArticle
            post={{ ...post, publishedOn: day(post.publishedAt ?? (post.published ? post.createdAt : new Date())) }}
          />
        </main>
      ) : (
        <main className="mx-auto max-w-xl px-6 py-24 text-center">
          <p role="alert" className="text-lg font-semibold text-slate-800">
            {text.notFound}
          </p>
        </main>
      )}
    </>
  );
}
