import clsx from "clsx";
import { Search, SearchX } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button-link";
import { jobCategories, jobOpenings, workWithUs } from "~/content/jobs";
import { type CareersFilter, filterOpenings, initialCareersFilter, positionsFoundText } from "~/lib/careers-filter";
import { JobCard } from "./job-card";

/** Search box, category buttons with their fixed counts, the count line, the openings or the empty state. */
export function JobBoard({ applyUrl }: { applyUrl: string }) {
  const [filter, setFilter] = useState<CareersFilter>(initialCareersFilter);
  const searchId = useId();
  const shown = filterOpenings(jobOpenings, filter);
  return (
    <div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <label htmlFor={searchId} className="text-sm font-bold text-slate-900">
          {workWithUs.searchLabel}
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={filter.search}
            onChange={(event) => setFilter((f) => ({ ...f, search: event.target.value }))}
            placeholder={workWithUs.searchPlaceholder}
            className="w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        <fieldset className="mt-4">
          <legend className="sr-only">{workWithUs.categoriesLabel}</legend>
          <div className="flex flex-wrap gap-2">
            {jobCategories.map((category) => {
              const selected = filter.category === category.id;
              return (
                <button
                  key={category.id}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setFilter((f) => ({ ...f, category: category.id }))}
                  className={clsx(
                    "inline-flex min-h-10 items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition-colors",
                    selected
                      ? "bg-brand-700 text-white ring-brand-700"
                      : "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-800",
                  )}
                >
                  {category.label}
                  <span
                    className={clsx(
                      "rounded-full px-2 py-0.5 text-xs font-bold",
                      selected ? "bg-white text-brand-800" : "bg-slate-100 text-slate-700",
                    )}
                  >
                    {category.count}
                  </span>
                </button>
              );
            })}
          </div>
        </fieldset>
      </div>

      <p role="status" className="mt-6 text-sm font-semibold text-slate-600">
        {positionsFoundText(shown.length, workWithUs)}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 lg:grid-cols-2">
          {shown.map((job) => (
            <li key={job.id} className="flex">
              <JobCard job={job} applyUrl={applyUrl} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-12 text-slate-400" />
          <h3 className="mt-4 text-xl font-bold text-slate-900">{workWithUs.emptyHeading}</h3>
          <p className="mt-2 max-w-md text-slate-600">{workWithUs.emptyHint}</p>
          <Button variant="secondary" className="mt-6" onClick={() => setFilter(initialCareersFilter)}>
            {workWithUs.clearFilters}
          </Button>
        </div>
      )}
    </div>
  );
}
