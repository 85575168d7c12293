import clsx from "clsx";
import type { JobOpening, Urgency } from "#common/content-model/job-terms";
import type { JobCardLabels } from "~/blocks/job-board/type";
import { ApplyAnchor } from "~/components/ui/apply-anchor";
import { buttonClass } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { useUiKitText } from "~/components/ui/use-ui-kit-text";
import { useDisplayDate } from "~/lib/format-date";

const urgencyClass = {
  high: "bg-red-50 text-red-800 ring-red-200",
  medium: "bg-saffron-50 text-saffron-800 ring-saffron-200",
  low: "bg-emerald-50 text-emerald-800 ring-emerald-200",
} as const;

/** One opening: title, urgency, facts, description, the first 3 requirements and 3 benefits (spec 9), apply link. */
export function JobCard({
  job,
  labels,
  urgencies,
}: {
  job: JobOpening;
  /** The words on every card (the page's). */
  labels: JobCardLabels;
  /** The urgencies' names (the page's). */
  urgencies: Record<Urgency, string>;
}) {
  const formatDate = useDisplayDate();
  const uiKitText = useUiKitText();
  const facts: { icon: IconName; label: string; value: string }[] = [
    { icon: "briefcase", label: labels.department, value: job.department },
    { icon: "map-pin", label: labels.location, value: job.location },
    { icon: "clock", label: labels.type, value: `${job.type} · ${job.experience}` },
    { icon: "calendar-days", label: labels.posted, value: formatDate(job.posted) },
  ];
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-bold text-slate-900">{job.title}</h3>
        <span
          className={clsx(
            "rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ring-1",
            urgencyClass[job.urgency],
          )}
        >
          {urgencies[job.urgency]}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm text-slate-600 sm:grid-cols-2">
        {facts.map(({ icon, label, value }) => (
          <div key={label} className="flex items-center gap-2">
            {/* The icon stands inside the term: a <div> in a <dl> may hold only <dt> and <dd>. */}
            <dt className="shrink-0">
              <Icon name={icon} className="size-4 text-brand-600" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 leading-relaxed text-slate-700">{job.description}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-bold text-slate-900">{labels.requirements}</h4>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-600">
            {job.requirements.slice(0, 3).map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-bold text-slate-900">{labels.benefits}</h4>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-600">
            {job.benefits.slice(0, 3).map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="gift" className="mt-0.5 size-4 shrink-0 text-saffron-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <ApplyAnchor
          target={{ type: "job", position: job.id }}
          className={clsx(buttonClass.secondary, "w-full sm:w-auto")}
        >
          {(external) => (
            <>
              {labels.apply}
              <span className="sr-only">: {job.title}</span>
              {external && (
                <>
                  <Icon name="external-link" className="size-4 opacity-70" />
                  <span className="sr-only">{uiKitText.opensInNewTab}</span>
                </>
              )}
            </>
          )}
        </ApplyAnchor>
      </div>
    </article>
  );
}
