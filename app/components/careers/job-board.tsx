import { useState } from "react";
import type { JobOpening } from "#common/content-model/job-terms";
import { FilterBoard } from "~/components/ui/filter-board";
import { StaticContent } from "~/components/ui/static-content";
import { jobCategories as englishJobCategories, workWithUs as englishWorkWithUs } from "~/content/jobs";
import { useTranslated } from "~/i18n/words";
import {
  type CareersFilter,
  filterOpenings,
  initialCareersFilter,
  positionsFoundText,
  withOpeningCounts,
} from "~/lib/careers-filter";
import { JobCard } from "./job-card";

/** Search box, category buttons with the openings they hold, the count line, the openings or the empty state. */
export function JobBoard({ openings: jobOpenings }: { openings: readonly JobOpening[] }) {
  const jobCategories = useTranslated(englishJobCategories, "jobCategories");
  const workWithUs = useTranslated(englishWorkWithUs, "workWithUs");
  const [filter, setFilter] = useState<CareersFilter>(initialCareersFilter);
  const shown = filterOpenings(jobOpenings, filter);
  return (
    <FilterBoard
      text={workWithUs}
      search={filter.search}
      onSearch={(search) => setFilter((f) => ({ ...f, search }))}
      chips={withOpeningCounts(jobCategories, jobOpenings)}
      selected={filter.category}
      onSelect={(id) => setFilter((f) => ({ ...f, category: id as CareersFilter["category"] }))}
      countLine={positionsFoundText(shown.length, workWithUs)}
      empty={
        shown.length === 0
          ? {
              heading: workWithUs.emptyHeading,
              hint: workWithUs.emptyHint,
              onClear: () => setFilter(initialCareersFilter),
            }
          : undefined
      }
    >
      <ul className="mt-4 grid gap-6 lg:grid-cols-2">
        {shown.map((job) => (
          <li key={job.id} className="flex">
            {/* The filter shows and hides whole cards: a card itself stays as the server drew it (decision 051). */}
            <StaticContent>
              <JobCard job={job} />
            </StaticContent>
          </li>
        ))}
      </ul>
    </FilterBoard>
  );
}
