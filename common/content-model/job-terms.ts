/**
 * What a page needs to know of job openings without the model's schemas (zod stays
 * out of the pages' JavaScript): the fixed choices, with their English labels (the
 * admin offers them; the pages translate them), and an opening as a page shows it.
 */
/** The page that lists them (app/content/paths.ts's workWithUs; a test keeps the two equal). */
export const JOB_OPENINGS_PAGE = "/WorkWithUs";

export const JOB_CATEGORIES = {
  program: "Program",
  field: "Field Work",
  admin: "Administration",
  tech: "Technology",
  fundraising: "Fundraising",
} as const;
export type JobCategory = keyof typeof JOB_CATEGORIES;

export const URGENCIES = { high: "Urgent", medium: "Priority", low: "Open" } as const;
export type Urgency = keyof typeof URGENCIES;

/** An opening as a page shows it: in one language, its bullets as lines. */
export interface JobOpening {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  category: JobCategory;
  urgency: Urgency;
  /** ISO day it was posted. */
  posted: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
}
