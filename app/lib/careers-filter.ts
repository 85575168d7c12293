/** The Work With Us filter (spec 5): selected category AND case-insensitive search over title, department, location. */
import type { JobCategory, JobOpening } from "#common/content-model/job-terms";
import { ALL_CATEGORIES, filterItems, type ItemFilter } from "./filter-items";

export type CareersFilter = ItemFilter<JobCategory>;

export const initialCareersFilter: CareersFilter = { category: ALL_CATEGORIES, search: "" };

export function filterOpenings<T extends Pick<JobOpening, "title" | "department" | "location" | "category">>(
  openings: readonly T[],
  filter: CareersFilter,
): T[] {
  return filterItems(openings, filter, {
    categoryOf: (job) => job.category,
    searchable: (job) => [job.title, job.department, job.location],
  });
}

/** Each category's chip with how many openings it holds ("all": every opening). */
export function withOpeningCounts<C extends { id: string }>(
  categories: readonly C[],
  openings: readonly Pick<JobOpening, "category">[],
): (C & { count: number })[] {
  return categories.map((category) => ({
    ...category,
    count:
      category.id === ALL_CATEGORIES
        ? openings.length
        : openings.filter((opening) => opening.category === category.id).length,
  }));
}

/** '{n} position(s) found': the singular wording only when n is 1. */
export function positionsFoundText(n: number, wording: { countOne: string; countOther: string }): string {
  return (n === 1 ? wording.countOne : wording.countOther).replace("{n}", String(n));
}
