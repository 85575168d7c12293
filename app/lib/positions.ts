/**
 * The openings a person may apply for, by application type: the volunteer roles
 * and internships of /VolunteerInternship (its page document) and the jobs the staff
 * list (issue 41; the page's loader reads them), each by its id and title in the
 * page's language. The application form offers them; the Inbox names the one an
 * application chose.
 */
import type { ApplicationType } from "#common/visitor-form-fields";

export interface Position {
  id: string;
  title: string;
}

const pick = (list: readonly Position[]): Position[] => list.map(({ id, title }) => ({ id, title }));

/** The volunteer roles and internships of the page, by type. */
export type RolePositions = Record<Exclude<ApplicationType, "job">, Position[]>;

/**
 * The opening's title: a volunteer role's or internship's from the page (`roles`, in
 * English: the Inbox's words are English), a job's as the server gave it (`jobTitle`:
 * the staff's openings); else its id.
 */
export function positionTitle(
  type: ApplicationType,
  id: string,
  jobTitle?: string | null,
  roles?: RolePositions,
): string {
  if (type === "job") return jobTitle || id;
  return roles?.[type].find((position) => position.id === id)?.title ?? id;
}

/** The openings of each type; `jobs` are those listed today. */
export function positionsOf(
  page: { volunteerRoles: readonly Position[]; internships: readonly Position[] },
  jobs: readonly Position[],
): Record<ApplicationType, Position[]> {
  return { volunteer: pick(page.volunteerRoles), internship: pick(page.internships), job: pick(jobs) };
}
