/** Pieces both Newsletters screens show: the state's badge, the progress figures, the no-mail-server note. */
import clsx from "clsx";
import { newsletterIssueMessages as text } from "#common/messages/newsletter-issues";
import type { NewsletterState } from "#common/schemas/newsletter-issues";

const stateClass: Record<NewsletterState, string> = {
  draft: "bg-slate-100 text-slate-800",
  scheduled: "bg-sky-50 text-sky-900",
  sending: "bg-amber-50 text-amber-900",
  sent: "bg-emerald-50 text-emerald-800",
};

export function StateBadge({ state }: { state: NewsletterState }) {
  return (
    <span className={clsx("rounded-full px-2.5 py-0.5 text-xs font-semibold", stateClass[state])} data-state={state}>
      {text.states[state]}
    </span>
  );
}

/** Without SMTP_URL: what is missing, in the staff's words. */
export function NoMailNote() {
  return (
    <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {text.noMail}
    </p>
  );
}

export function ProgressFigures({
  progress,
  recipients,
}: {
  progress: { sent: number; pending: number; failed: number };
  recipients: number;
}) {
  const figures = [
    ["sent", text.progress.sent, progress.sent],
    ["pending", text.progress.pending, progress.pending],
    ["failed", text.progress.failed, progress.failed],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
      {figures.map(([key, label, value]) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold text-slate-900" data-progress={key}>
            {value}
            <span className="ml-1 text-sm font-normal text-slate-500">{text.progress.of(recipients)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
