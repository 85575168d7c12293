/**
 * /VolunteerInternship's toggle, the openings of the chosen type and the one
 * application form (the route's action takes its POST). The type comes from the
 * address (`?type=internship`), so it works without JavaScript; a job's Apply
 * (/WorkWithUs) opens it as `?type=job&position=<the job's id>`. Every word but
 * the form's own fields is the staff's (the page's document).
 */
import type { ApplicationType } from "#common/visitor-form-fields";

interface Opening {
  /** What an application for it sends as its `position`. */
  id: string;
  title: string;
  description: string;
  skills: readonly string[];
}

export interface VolunteerRole extends Opening {
  /** Time commitment per week. */
  time: string;
  location: string;
}

export interface Internship extends Opening {
  duration: string;
  stipend: string;
}

/** The words every opening's card shows beside its own. */
export interface OpportunityLabels {
  time: string;
  location: string;
  duration: string;
  stipend: string;
  skills: string;
}

export interface ApplicationBlockData {
  kind: "application";
  /** The question above the volunteer/internship switch, and its two buttons. */
  toggle: { label: string; volunteer: string; internship: string };
  listHeading: Record<ApplicationType, string>;
  listIntro: Record<ApplicationType, string>;
  /** Shown instead of the openings for a job: a link to Work With Us. */
  workWithUsLink: { label: string };
  labels: OpportunityLabels;
  volunteerRoles: readonly VolunteerRole[];
  internships: readonly Internship[];
  form: { heading: Record<ApplicationType, string>; intro: string };
  /** The jobs listed today (the page's loader reads the staff's openings). */
  jobs?: readonly { id: string; title: string }[];
}
