import { useState } from "react";
import { JOB_CATEGORIES, type JobCategory, type JobOpening } from "#common/content-model/job-terms";
import type { JobBoardWords } from "~/blocks/job-board/type";
import { FilterBoard } from "~/components/ui/filter-board";
import { StaticContent } from "~/components/ui/static-content";
import {
  type CareersFilter,
  filterOpenings,
  initialCareersFilter,
  positionsFoundText,
  withOpeningCounts,
} from "~/lib/careers-filter";
import { ALL_CATEGORIES } from "~/lib/filter-items";
import { JobCard } from "./job-card";

/** The chips: every category, then each category in the model's order, by the names the page gives them. */
const categoryChips = (words: JobBoardWords) => [
  { id: ALL_CATEGORIES, label: words.filter.allCategories },
  ...(Object.keys(JOB_CATEGORIES) as JobCategory[]).map((id) => ({ id, label: words.categories[id] })),
];

/** Search box, category buttons with the openings they hold, the count line, the openings or the empty state. */
export function JobBoard({ openings: jobOpenings, words }: { openings: readonly JobOpening[]; words: JobBoardWords }) {
  const text = words.filter;
  const [filter, setFilter] = useState<CareersFilter>(initialCareersFilter);
  const shown = filterOpenings(jobOpenings, filter);
  return (
    <FilterBoard
      text={text}
      search={filter.search}
      onSearch={(search) => setFilter((f) => ({ ...f, search }))}
      chips={withOpeningCounts(categoryChips(words), jobOpenings)}
      selected={filter.category}
      onSelect={(id) => setFilter((f) => ({ ...f, category: id as CareersFilter["category"] }))}
      countLine={positionsFoundText(shown.length, text)}
      empty={
        shown.length === 0
          ? {
              heading: text.emptyHeading,
              hint: text.emptyHint,
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
              <JobCard job={job} labels={words.labels} urgencies={words.urgencies} />
            </StaticContent>
          </li>
        ))}
      </ul>
    </FilterBoard>
  );
}
