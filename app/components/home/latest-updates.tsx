import type { LatestPost, LatestUpdatesWords } from "~/blocks/latest-updates/type";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { Link } from "~/components/ui/site-link";
import { href, pathTo } from "~/content/paths";
import { useDisplayDate } from "~/lib/format-date";

/** Up to 3 newest blog posts and View All Posts; renders nothing when there are none (spec 2.3). */
export function LatestUpdates({ posts, words: text }: { posts: readonly LatestPost[]; words: LatestUpdatesWords }) {
  const formatDate = useDisplayDate();
  if (posts.length === 0) return null;
  return (
    <Section tone={text.tone} eyebrow={text.eyebrow} heading={text.heading} intro={text.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.slice(0, 3).map((post) => (
          <li key={post.slug}>
            <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <p className="flex items-center gap-1.5 text-sm text-slate-500">
                <Icon name="calendar-days" className="size-4" />
                <time dateTime={post.publishedOn}>{formatDate(post.publishedOn)}</time>
              </p>
              <h3 className="mt-3 text-lg font-bold text-slate-900">
                <Link to={pathTo.post(post.slug)} className="after:absolute after:inset-0 group-hover:text-brand-700">
                  {post.title}
                </Link>
              </h3>
              <p className="mt-2 line-clamp-3 flex-1 text-slate-600">{post.excerpt}</p>
              <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-bold text-brand-700">
                {text.readMore}
                <Icon name="arrow-right" className="size-4" />
              </span>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to={href("blog")} variant="secondary">
          {text.viewAll}
        </ButtonLink>
      </div>
    </Section>
  );
}
