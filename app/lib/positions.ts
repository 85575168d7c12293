/**
 * The openings a person may apply for, by application type: the volunteer roles
 * and internships of /VolunteerInternship (page text) and the jobs the staff list
 * (issue 41; the page's loader reads them), each by its id and title in the page's
 * language. The application form offers them; the Inbox names the one an
 * application chose.
 */
import type { ApplicationType } from "#common/visitor-form-fields";
import { volunteerInternship as englishVolunteerInternship } from "~/content/volunteer-internship";
import { useTranslated } from "~/i18n/words";

export interface Position {
  id: string;
  title: string;
}

const pick = (list: readonly Position[]): Position[] => list.map(({ id, title }) => ({ id, title }));

/** The English volunteer roles and internships (the Inbox's words are English). */
const englishRoles: Record<Exclude<ApplicationType, "job">, Position[]> = {
  volunteer: pick(englishVolunteerInternship.volunteerRoles),
  internship: pick(englishVolunteerInternship.internships),
};

/**
 * The opening's title: a volunteer role's or internship's from the page, a job's
 * as the server gave it (`jobTitle`: the staff's openings); else its id.
 */
export function positionTitle(type: ApplicationType, id: string, jobTitle?: string | null): string {
  if (type === "job") return jobTitle || id;
  return englishRoles[type].find((position) => position.id === id)?.title ?? id;
}

/** The openings of each type, in the page's language; `jobs` are those listed today. */
export function usePositions(jobs: readonly Position[]): Record<ApplicationType, Position[]> {
  const page = useTranslated(englishVolunteerInternship, "volunteerInternship");
  return { volunteer: pick(page.volunteerRoles), internship: pick(page.internships), job: pick(jobs) };
}
