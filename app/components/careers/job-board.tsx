import { useState } from "react";
import { FilterBoard } from "~/components/ui/filter-board";
import { StaticContent } from "~/components/ui/static-content";
import {
  jobCategories as englishJobCategories,
  jobOpenings as englishJobOpenings,
  workWithUs as englishWorkWithUs,
} from "~/content/jobs";
import { useTranslated } from "~/i18n/words";
import { type CareersFilter, filterOpenings, initialCareersFilter, positionsFoundText } from "~/lib/careers-filter";
import { JobCard } from "./job-card";

/** Search box, category buttons with their fixed counts, the count line, the openings or the empty state. */
export function JobBoard() {
  const jobCategories = useTranslated(englishJobCategories, "jobCategories");
  // Translated openings keep their English category ids: the filter compares those.
  const jobOpenings = useTranslated(englishJobOpenings, "jobOpenings");
  const workWithUs = useTranslated(englishWorkWithUs, "workWithUs");
  const [filter, setFilter] = useState<CareersFilter>(initialCareersFilter);
  const shown = filterOpenings(jobOpenings, filter);
  return (
    <FilterBoard
      text={workWithUs}
      search={filter.search}
      onSearch={(search) => setFilter((f) => ({ ...f, search }))}
      chips={jobCategories}
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
