import type { SectionFields } from "../section";

/** The openings of /WorkWithUs: search, category filter and job cards (their data is content/jobs.ts). */
export interface JobBoardBlockData extends SectionFields {
  kind: "jobBoard";
}
