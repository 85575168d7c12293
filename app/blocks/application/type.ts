/**
 * /VolunteerInternship's toggle, the openings of the chosen type and the one
 * application form (the route's action takes its POST). The type comes from the
 * address (`?type=internship`), so it works without JavaScript; a job's Apply
 * (/WorkWithUs) opens it as `?type=job&position=<the job's id>`.
 */
import type { ApplicationType } from "#common/visitor-form-fields";

export interface ApplicationBlockData {
  kind: "application";
  listHeading: Record<ApplicationType, string>;
  listIntro: Record<ApplicationType, string>;
  jobsLink: string;
  form: { heading: Record<ApplicationType, string>; intro: string };
  /** The jobs listed today (the page's loader reads the staff's openings). */
  jobs?: readonly { id: string; title: string }[];
}
