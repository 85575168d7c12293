/**
 * The openings a person may apply for, by application type: the volunteer roles
 * and internships of /VolunteerInternship and the jobs of /WorkWithUs, each by its
 * id and title in the page's language. The application form offers them; the
 * Inbox names the one an application chose.
 */
import type { ApplicationType } from "#common/visitor-form-fields";
import { jobOpenings as englishJobOpenings } from "~/content/jobs";
import { volunteerInternship as englishVolunteerInternship } from "~/content/volunteer-internship";
import { useTranslated } from "~/i18n/words";

export interface Position {
  id: string;
  title: string;
}

const pick = (list: readonly Position[]): Position[] => list.map(({ id, title }) => ({ id, title }));

/** The English openings of each type (the Inbox's words are English). */
export const englishPositions: Record<ApplicationType, Position[]> = {
  volunteer: pick(englishVolunteerInternship.volunteerRoles),
  internship: pick(englishVolunteerInternship.internships),
  job: pick(englishJobOpenings),
};

/** The opening's title, or its id when it is no longer listed. */
export function positionTitle(type: ApplicationType, id: string): string {
  return englishPositions[type].find((position) => position.id === id)?.title ?? id;
}

/** The openings of each type, in the page's language. */
export function usePositions(): Record<ApplicationType, Position[]> {
  const page = useTranslated(englishVolunteerInternship, "volunteerInternship");
  const jobs = useTranslated(englishJobOpenings, "jobOpenings");
  return { volunteer: pick(page.volunteerRoles), internship: pick(page.internships), job: pick(jobs) };
}
