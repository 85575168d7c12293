/**
 * The Overview's visits card (issue 46, decision 099), for who may see the visits
 * (`visits.read`): the month's page views with a bar per day, the most read pages and
 * posts, and how fast pages load on visitors' own phones: the site's 75th percentile
 * of each Core Web Vital with Google's rating, a line per day against the thresholds,
 * and each page's. Loads its own data (GET /api/visits), like the backups card.
 */
import { useEffect, useState } from "react";
import { formatIndianNumber } from "#common/indian-number";
import type { VisitsView } from "#common/schemas/visits";
import { METRICS, type Metric, type Rating, THRESHOLDS } from "#common/visits";
import { Icon } from "~/components/ui/icon";
import { measurementInWords, monthAfter, visitsText as text } from "~/content/admin/visits";
import { apiRequest } from "~/lib/api-client";

type Percentile = VisitsView["vitals"][Metric];

/** Rows a list shows before "Show all". */
const FIRST_ROWS = 10;

/** The first ten of a list, with a button for the rest (the API sends up to fifty). */
function useFirstRows<T>(rows: readonly T[]) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  const toggle =
    rows.length > FIRST_ROWS ? (
      <button
        type="button"
        onClick={() => setAll(!all)}
        aria-expanded={all}
        className="mt-1 min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {all ? text.showFewer : text.showAll(rows.length)}
      </button>
    ) : null;
  return { shown, toggle };
}

const RATING_CLASS: Record<Rating, string> = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  "needs-improvement": "bg-amber-50 text-amber-900 ring-amber-200",
  poor: "bg-red-50 text-red-800 ring-red-200",
};

function RatingBadge({ rating }: { rating: Rating }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 sm:whitespace-nowrap ${RATING_CLASS[rating]}`}
    >
      {text.rating[rating]}
    </span>
  );
}

/** One bar per day, as tall as its views; today and the days before it only. */
function ViewsPerDay({ view, month }: { view: VisitsView; month: string }) {
  const days = view.days;
  const most = Math.max(1, ...days.map((day) => day.views));
  const width = days.length * 10;
  return (
    <figure className="mt-3">
      <figcaption className="text-xs font-semibold text-slate-600">{text.perDayHeading}</figcaption>
      <svg
        viewBox={`0 0 ${width} 60`}
        preserveAspectRatio="none"
        role="img"
        aria-label={text.perDayLabel(month)}
        className="mt-1 h-16 w-full"
        data-plot="views-per-day"
      >
        <line x1="0" y1="60" x2={width} y2="60" className="stroke-slate-300" vectorEffect="non-scaling-stroke" />
        {days.map((day, i) => {
          const height = (day.views / most) * 56;
          return (
            <rect key={day.day} x={i * 10 + 1.5} y={60 - height} width="7" height={height} className="fill-brand-600">
              <title>{`${day.day}: ${text.views(formatIndianNumber(day.views))}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{days[0]?.day.slice(8)}</span>
        <span>{text.mostInADay(formatIndianNumber(most))}</span>
        <span>{days.at(-1)?.day.slice(8)}</span>
      </div>
    </figure>
  );
}

/** A threshold across a plot: dashed, as thin at any width. */
function ThresholdLine({ y, width, className }: { y: number; width: number; className: string }) {
  return (
    <line
      x1="0"
      y1={y}
      x2={width}
      y2={y}
      className={className}
      strokeDasharray="4 3"
      vectorEffect="non-scaling-stroke"
    />
  );
}

/**
 * A metric's 75th percentile per day as a line, with the good and poor thresholds as
 * dashed lines; days without a measurement leave a gap.
 */
function SpeedPerDay({ view, metric, month }: { view: VisitsView; metric: Metric; month: string }) {
  const { good, poor } = THRESHOLDS[metric];
  const values = view.vitalsByDay.map((day) => day[metric]);
  const top = Math.max(poor * 1.25, ...values.map((value) => value ?? 0));
  const width = view.vitalsByDay.length * 10;
  const y = (value: number) => 60 - (value / top) * 58;
  const x = (i: number) => i * 10 + 5;
  // The line's pieces: runs of days that have a value.
  const runs: string[] = [];
  let run: string[] = [];
  values.forEach((value, i) => {
    if (value === null) {
      if (run.length) runs.push(run.join(" "));
      run = [];
    } else run.push(`${x(i)},${y(value).toFixed(1)}`);
  });
  if (run.length) runs.push(run.join(" "));
  return (
    <svg
      viewBox={`0 0 ${width} 60`}
      preserveAspectRatio="none"
      role="img"
      aria-label={text.perDaySpeedLabel(text.metric[metric].name, month)}
      className="mt-2 h-12 w-full"
      data-plot={`speed-${metric}`}
    >
      <rect x="0" y={y(good)} width={width} height={60 - y(good)} className="fill-emerald-50" />
      <ThresholdLine y={y(good)} width={width} className="stroke-emerald-600" />
      <ThresholdLine y={y(poor)} width={width} className="stroke-red-600" />
      {runs.map((points) => (
        <polyline
          key={points}
          points={points}
          fill="none"
          className="stroke-slate-900"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {values.map((value, i) =>
        value === null ? null : (
          <circle key={view.vitalsByDay[i]?.day} cx={x(i)} cy={y(value)} r="2.5" className="fill-slate-900">
            <title>{`${view.vitalsByDay[i]?.day}: ${measurementInWords(metric, value)}`}</title>
          </circle>
        ),
      )}
    </svg>
  );
}

function SiteSpeed({
  metric,
  value,
  view,
  month,
}: {
  metric: Metric;
  value: Percentile;
  view: VisitsView;
  month: string;
}) {
  const words = text.metric[metric];
  return (
    <div className="rounded-xl border border-slate-200 p-3" data-vital={metric}>
      <p className="text-sm font-semibold text-slate-700">
        {words.name} <span className="font-normal text-slate-500">({words.technical})</span>
      </p>
      {value ? (
        <>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-2xl font-bold text-slate-900">{measurementInWords(metric, value.p75)}</span>
            <RatingBadge rating={value.rating} />
          </p>
          <p className="text-xs text-slate-500">{text.samples(formatIndianNumber(value.samples))}</p>
          <SpeedPerDay view={view} metric={metric} month={month} />
        </>
      ) : (
        <p className="mt-1 text-2xl font-bold text-slate-400">{text.noValue}</p>
      )}
    </div>
  );
}

function MostRead({ pages }: { pages: VisitsView["pages"] }) {
  const { shown, toggle } = useFirstRows(pages);
  return (
    <div>
      <h3 className="font-bold text-slate-900">{text.mostReadHeading}</h3>
      <ol className="mt-2 divide-y divide-slate-100">
        {shown.map((page) => (
          <li key={page.path} className="flex items-baseline gap-3 py-2" data-visited-path={page.path}>
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">{page.title}</p>
              <p className="text-xs break-all text-slate-500">{page.path}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="font-semibold text-slate-900" data-views={page.views}>
                {text.views(formatIndianNumber(page.views))}
              </p>
              {page.hindiViews > 0 && (
                <p className="text-xs text-slate-500">{text.inHindi(formatIndianNumber(page.hindiViews))}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {toggle}
    </div>
  );
}

function PageSpeeds({ pages }: { pages: VisitsView["vitalPages"] }) {
  const { shown, toggle } = useFirstRows(pages);
  return (
    <>
      <h4 className="mt-4 font-semibold text-slate-900">{text.pagesSpeedHeading}</h4>
      <ul className="mt-2 divide-y divide-slate-100">
        {shown.map((page) => (
          <li key={page.path} className="py-2 sm:flex sm:items-center sm:gap-4" data-speed-path={page.path}>
            <p className="min-w-0 font-medium break-words text-slate-900 sm:flex-1">{page.title}</p>
            <dl className="mt-1 grid grid-cols-3 gap-2 sm:mt-0 sm:w-[30rem]">
              {METRICS.map((metric) => {
                const value = page[metric];
                return (
                  <div key={metric}>
                    <dt className="text-xs text-slate-500">{text.metric[metric].short}</dt>
                    <dd className="flex flex-col items-start gap-0.5">
                      <span className="font-semibold text-slate-900" data-p75={metric}>
                        {value ? measurementInWords(metric, value.p75) : text.noValue}
                      </span>
                      {value && <RatingBadge rating={value.rating} />}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
      {toggle}
    </>
  );
}

export function VisitsSummary() {
  const [month, setMonth] = useState<string | undefined>();
  const [view, setView] = useState<VisitsView | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    apiRequest<{ data: VisitsView }>(month ? `/visits?month=${month}` : "/visits", { timeoutMs: 30_000 }).then(
      (answer) => {
        if (!live) return;
        setView(answer.data);
        setError(undefined);
      },
      (err: unknown) => {
        if (live) setError(err instanceof Error ? err.message : String(err));
      },
    );
    return () => {
      live = false;
    };
  }, [month]);

  const shown = view?.month ?? month;
  const monthName = shown ? text.monthName(shown) : "";
  const thisMonth = view?.today.slice(0, 7);
  return (
    <section
      aria-labelledby="visits-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-visits={view ? "loaded" : "loading"}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name="chart-bar" className="size-5" />
        </span>
        <h2 id="visits-heading" className="text-base font-bold text-slate-900">
          {text.heading}
        </h2>
        {shown && (
          <div className="flex w-full items-center gap-2 sm:ml-auto sm:w-auto">
            <button
              type="button"
              onClick={() => setMonth(monthAfter(shown, -1))}
              className="inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 sm:flex-none"
            >
              <Icon name="chevron-left" className="size-4" />
              {text.previous}
            </button>
            {thisMonth && shown < thisMonth && (
              <button
                type="button"
                onClick={() => setMonth(monthAfter(shown, 1))}
                className="inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 sm:flex-none"
              >
                {text.next}
                <Icon name="chevron-right" className="size-4" />
              </button>
            )}
          </div>
        )}
      </div>

      {error && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {text.loadFailed} {error}
        </p>
      )}
      {!view && !error && <p className="mt-3 text-sm text-slate-600">{text.loading}</p>}
      {view && (
        <div className="mt-3 space-y-5 text-sm text-slate-700">
          <div>
            <p className="font-semibold text-slate-900" data-visits-total={view.total}>
              {text.total(monthName, formatIndianNumber(view.total))}
            </p>
            <p className="text-slate-600">{text.howCounted}</p>
            {view.total === 0 ? <p className="mt-2">{text.none}</p> : <ViewsPerDay view={view} month={monthName} />}
          </div>

          {view.pages.length > 0 && <MostRead pages={view.pages} />}

          <div>
            <h3 className="flex items-center gap-2 font-bold text-slate-900">
              <Icon name="timer" className="size-4 text-brand-700" />
              {text.speedHeading}
            </h3>
            {view.vitalPages.length === 0 ? (
              <p className="mt-1">{text.noSpeed}</p>
            ) : (
              <>
                <p className="mt-1 text-slate-600">{text.speedIntro}</p>
                <div className="mt-3 grid gap-3 lg:grid-cols-3">
                  {METRICS.map((metric) => (
                    <SiteSpeed key={metric} metric={metric} value={view.vitals[metric]} view={view} month={monthName} />
                  ))}
                </div>
                <PageSpeeds pages={view.vitalPages} />
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
