/**
 * A post's status in the Blogs tab: Draft (grey), Scheduled with its date and time
 * (blue, on the site's clock), Featured or Published. Each colour pair is dark
 * text on a pale ground, above 4.5:1 (WCAG AA).
 */
import clsx from "clsx";
import type { BlogPost } from "#common/schemas/blog";
import { blogAdminText } from "~/content/admin/blog";
import { type BlogStatus, blogStatus } from "~/lib/admin/blog-schedule";
import { useSiteTime } from "~/lib/site-time";

const text = blogAdminText.tab.status;

const tone: Record<BlogStatus["kind"], string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  scheduled: "bg-sky-50 text-sky-800 ring-sky-200",
  featured: "bg-saffron-100 text-saffron-800 ring-saffron-200",
  published: "bg-emerald-50 text-emerald-700 ring-emerald-200",
};

/** The badge's words; `dateTime` writes a scheduled post's time (the site's clock). */
function statusLabel(status: BlogStatus, dateTime: (at: string) => string): string {
  switch (status.kind) {
    case "draft":
      return text.draft;
    case "scheduled":
      return text.scheduled(dateTime(status.at));
    case "featured":
      return text.featured;
    default:
      return text.published;
  }
}

export function BlogStatusBadge({ post }: { post: Pick<BlogPost, "published" | "publishedAt" | "featured"> }) {
  const status = blogStatus(post);
  const { dateTime } = useSiteTime();
  return (
    <span
      data-status={status.kind}
      className={clsx(
        "inline-flex px-2.5 py-0.5 text-xs font-semibold ring-1",
        // A scheduled post's time may wrap onto a second line on a phone.
        status.kind === "scheduled" ? "rounded-xl text-left md:rounded-full" : "rounded-full",
        tone[status.kind],
      )}
    >
      {statusLabel(status, dateTime)}
    </span>
  );
}
