import type { JobCategory, JobOpening, Urgency } from "#common/content-model/job-terms";
import type { SectionFields } from "../section";

/** The words on every opening's card beside its own. */
export interface JobCardLabels {
  department: string;
  location: string;
  type: string;
  posted: string;
  requirements: string;
  benefits: string;
  apply: string;
}

/** The words of the board: its search box, its chips, its count line and its empty state. */
export interface JobBoardWords {
  filter: {
    searchLabel: string;
    searchPlaceholder: string;
    categoriesLabel: string;
    /** The chip of every category. */
    allCategories: string;
    /** '{n} position found', '{n} positions found' (spec 2.13): singular only for 1. */
    countOne: string;
    countOther: string;
    emptyHeading: string;
    emptyHint: string;
    clearFilters: string;
  };
  categories: Record<JobCategory, string>;
  urgencies: Record<Urgency, string>;
  labels: JobCardLabels;
}

/** The openings of /WorkWithUs: search, category filter and job cards. */
export interface JobBoardBlockData extends SectionFields, JobBoardWords {
  kind: "jobBoard";
  /** The openings listed today, in the page's language: the staff's (the page's loader reads them). */
  openings?: readonly JobOpening[];
}
