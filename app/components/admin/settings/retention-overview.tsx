/**
 * Settings' view of the nightly deletion (issue 42), from GET /api/retention as the
 * route loaded it: how long each kind is kept, what goes in the next 30 days, the
 * last runs and, only when there are some, the background jobs that failed. Holding
 * one record is done where it is shown (the Inbox, a form's responses): this says how.
 */
import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import type { RetentionView } from "#common/schemas/retention";
import type { Loaded } from "~/components/admin/shared/admin-load";
import { adminText } from "~/content/admin/shell";
import { useSiteTime, zoneName } from "~/lib/site-time";
import { jobName, periodInWords, runInWords } from "./retention-words";

const text = adminText.retention;

/** What the Settings route's loader hands over: the retention, or why it could not be read. */
export type RetentionLoad = Loaded<RetentionView>;

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mt-5">
      <h3 className="text-base font-bold text-slate-900">{heading}</h3>
      {children}
    </div>
  );
}

/** Label and value rows: the value on the right, under its label when both do not fit. */
function Rows({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="mt-2 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5">
          <dt className="font-semibold text-slate-700">{label}</dt>
          {/* Right-aligned even when it wraps under its label on a phone, like the counts. */}
          <dd className="ml-auto text-right text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Overview({ view }: { view: RetentionView }) {
  const { dateTime } = useSiteTime();
  const { periods, dueWithin30Days: due, runs, failedJobs } = view;
  return (
    <>
      <Part heading={text.periodsHeading}>
        <Rows
          rows={[
            [text.periods.messages, text.periods.messagesWhen(periodInWords(periods.messageDays))],
            [text.periods.formAnswers, text.periods.formAnswersWhen(periodInWords(periods.formAnswerDays))],
            [text.periods.unconfirmed, text.periods.unconfirmedWhen(periodInWords(periods.unconfirmedDays))],
          ]}
        />
        <p className="mt-3 text-sm text-slate-600">{text.holdNote}</p>
      </Part>
      <Part heading={text.dueHeading}>
        <Rows
          rows={(Object.keys(text.due) as (keyof typeof text.due)[]).map((kind) => [
            text.due[kind],
            due[kind] === 0 ? text.nothing : due[kind].toLocaleString("en-IN"),
          ])}
        />
      </Part>
      <Part heading={text.runsHeading}>
        {runs.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{text.noRuns}</p>
        ) : (
          <ul className="mt-2 space-y-3 text-sm">
            {runs.map((run) => (
              <li key={run.ranAt}>
                <time dateTime={run.ranAt} className="block font-semibold text-slate-700">
                  {dateTime(run.ranAt)}
                </time>
                <span className="text-slate-900">{runInWords(run.deleted)}</span>
              </li>
            ))}
          </ul>
        )}
      </Part>
      {failedJobs.length > 0 && (
        <div className="mt-5 rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
          <h3 className="text-base font-bold text-red-900">{text.failedHeading}</h3>
          <p className="mt-1 text-red-900">{text.failedIntro}</p>
          <ul className="mt-3 space-y-3">
            {failedJobs.map((job) => (
              <li key={job.id}>
                <p className="font-semibold text-red-900">
                  {jobName(job.name)} ·{" "}
                  <time dateTime={job.failedAt} className="font-normal">
                    {text.failedAt(dateTime(job.failedAt))}
                  </time>
                </p>
                <p className="mt-0.5 break-words whitespace-pre-wrap text-red-800">{job.error}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

export function RetentionOverview({ load }: { load: RetentionLoad }) {
  const revalidator = useRevalidator();
  if (load.data) return <Overview view={load.data} />;
  return (
    <div role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{text.loadFailed(load.error)}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === "loading"}
        className="mt-2 min-h-11 rounded-lg border border-red-300 bg-white px-4 font-semibold disabled:opacity-60"
      >
        {text.retry}
      </button>
    </div>
  );
}

/** The section's intro: when the deletion runs, on the site's clock. */
export function useRetentionIntro(): string {
  const { timeZone } = useSiteTime();
  return text.intro(zoneName(timeZone));
}
