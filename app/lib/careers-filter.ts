/** The Work With Us filter (spec 5): selected category AND case-insensitive search over title, department, location. */
import type { JobCategoryFilter, JobOpening } from "~/content/jobs";

export interface CareersFilter {
  category: JobCategoryFilter;
  search: string;
}

export const initialCareersFilter: CareersFilter = { category: "all", search: "" };

export function filterOpenings<T extends Pick<JobOpening, "title" | "department" | "location" | "category">>(
  openings: readonly T[],
  { category, search }: CareersFilter,
): T[] {
  const needle = search.trim().toLocaleLowerCase("en-IN");
  return openings.filter(
    (job) =>
      (category === "all" || job.category === category) &&
      (needle === "" ||
        [job.title, job.department, job.location].some((field) => field.toLocaleLowerCase("en-IN").includes(needle))),
  );
}

/** '{n} position(s) found': the singular wording only when n is 1. */
export function positionsFoundText(n: number, wording: { countOne: string; countOther: string }): string {
  return (n === 1 ? wording.countOne : wording.countOther).replace("{n}", String(n));
}
