/**
 * /admin/subscribers/newsletters (issue 42): every issue, newest first, with its
 * state and progress, a way to write a new one, and what sending needs: a mail
 * server (said plainly when there is none) and the hourly limit.
 */
import { Link } from "react-router";
import { newsletterIssueMessages as text } from "#common/messages/newsletter-issues";
import type { NewsletterIssueList } from "#common/schemas/newsletter-issues";
import { ScreenHeading } from "~/components/admin/shared/screen-heading";
import { Icon } from "~/components/ui/icon";
import { useSiteTime } from "~/lib/site-time";
import { newsletterPath } from "./newsletter-data";
import { NoMailNote, StateBadge } from "./newsletter-parts";

const linkButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800";

export function NewsletterList({ list, error }: { list: NewsletterIssueList | null; error: string | null }) {
  const { dateTime } = useSiteTime();
  return (
    <section aria-labelledby="newsletters-heading" className="space-y-5">
      <ScreenHeading
        id="newsletters-heading"
        title={text.heading}
        intro={text.intro}
        actions={
          <Link to={newsletterPath("new")} className={linkButton}>
            <Icon name="pen-line" className="size-4" />
            {text.newIssue}
          </Link>
        }
      >
        <Link
          to="/admin/subscribers"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {text.subscribersLink}
        </Link>
      </ScreenHeading>
      {list && !list.canSend && <NoMailNote />}
      {list?.canSend && <p className="text-sm text-slate-600">{text.limitNote(list.maxPerHour)}</p>}
      {error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {text.loadFailed} {error}
        </p>
      )}
      {list && list.issues.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {text.noIssues}
        </p>
      )}
      {list && list.issues.length > 0 && (
        <ul
          aria-label={text.pastIssues}
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {list.issues.map((issue) => {
            const when = issue.startedAt ?? issue.sendAt ?? issue.updatedAt;
            return (
              <li key={issue.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 sm:p-4">
                <Link
                  to={newsletterPath(issue.id)}
                  className="inline-flex min-h-11 min-w-0 flex-1 basis-full items-center font-semibold break-words text-brand-800 hover:underline sm:basis-0"
                >
                  {issue.subjectEn}
                </Link>
                <StateBadge state={issue.state} />
                <span className="text-sm text-slate-600">{dateTime(when)}</span>
                {(issue.state === "sending" || issue.state === "sent") && (
                  <span className="text-sm text-slate-600" data-issue-progress={issue.id}>
                    {text.progress.sent} {issue.progress.sent} {text.progress.of(issue.recipients)}
                    {issue.progress.failed > 0 && ` · ${text.progress.failed} ${issue.progress.failed}`}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
