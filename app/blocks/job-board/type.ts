import type { JobOpening } from "#common/content-model/job-terms";
import type { SectionFields } from "../section";

/** The openings of /WorkWithUs: search, category filter and job cards. */
export interface JobBoardBlockData extends SectionFields {
  kind: "jobBoard";
  /** The openings listed today, in the page's language: the staff's (the page's loader reads them). */
  openings?: readonly JobOpening[];
}
