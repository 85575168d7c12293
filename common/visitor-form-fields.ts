/**
 * The visitor forms' fixed facts without zod (issue 17): the option lists, limits,
 * field names and the resume's first check that the form pages draw and use before
 * any checking. The forms load their zod schemas (schemas/contact.ts,
 * schemas/applications.ts, built on these) only when a visitor starts typing, so a
 * form page does not make every visitor download zod (~22 KB) up front.
 */

import { RESUME_MAX_BYTES, RESUME_MAX_MB } from "./form-body-limits.ts";
import { HONEYPOT_FIELD } from "./form-kit/field-names.ts";
import { applicationMessages } from "./messages/contact.ts";
import { type KeyedMessage, keyed, keysOf } from "./messages/keyed.ts";
import { PHONE_MAX_LENGTH } from "./phone.ts";

export { HONEYPOT_FIELD };

export const INTEREST_OPTIONS = ["volunteer", "partnership", "donation", "programs", "career", "general"] as const;
export const SUBJECT_OPTIONS = ["general", "volunteer", "partnership", "support", "feedback", "other"] as const;
export type Interest = (typeof INTEREST_OPTIONS)[number];
export type Subject = (typeof SUBJECT_OPTIONS)[number];

export const LIMITS = { name: 100, email: 254, phone: PHONE_MAX_LENGTH, message: 5000 } as const;

/**
 * What a person applies as: the page's two (spec 2.18), and a job from /WorkWithUs
 * (its Apply opens this form with the job chosen; issue 41).
 */
export const APPLICATION_TYPES = ["volunteer", "internship", "job"] as const;
/** The types whose application may carry a resume. */
export const RESUME_TYPES: readonly ApplicationType[] = ["internship", "job"];
/** The opening applied for: its id (a role, an internship or a job), empty when none was chosen. */
export const POSITION_MAX = 80;
export const POSITION_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
export const EDUCATION_OPTIONS = ["high-school", "undergraduate", "graduate", "postgraduate", "phd"] as const;
export const AVAILABILITY_OPTIONS = ["weekends", "weekdays", "flexible", "fulltime"] as const;
export const INTEREST_AREAS = [
  "Education & Teaching",
  "Women Empowerment",
  "Skill Development",
  "Environmental Conservation",
  "Community Outreach",
  "Administrative Support",
  "Event Management",
  "Social Media & Marketing",
  "Content Writing",
  "Photography & Videography",
] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const MIN_AGE = 16;
/**
 * No real upper limit (issue 42): the Volunteer page invites retirees, and the
 * specification's 65 refused them (decision 065). 120 only catches a slip of the keys.
 */
export const MAX_AGE = 120;
/**
 * Below this age an applicant is a child (India's DPDP Act, 2023, s.2(f)): their
 * application needs a parent's or guardian's confirmation before the staff read it
 * (DPDP Rules, rule 10), asked for by e-mail (issue 42).
 */
export const ADULT_AGE = 18;
/** Days a parent or guardian has to confirm; unconfirmed, the application is deleted. */
export const GUARDIAN_CONFIRM_DAYS = 7;
export const APPLICATION_LIMITS = { address: 500, experience: 3000, motivation: 3000 } as const;

/** Resume files (spec 9: pdf, doc, docx), checked again by their bytes on the server. */
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
/** The browser's first check of a chosen resume (the server checks the bytes). */
export function resumeProblem(file: { name: string; size: number }): KeyedMessage | undefined {
  const m = keysOf("applicationMessages", applicationMessages).validation;
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return keyed(m.resumeType);
  if (file.size > RESUME_MAX_BYTES) return keyed(m.resumeTooLarge, { megabytes: RESUME_MAX_MB });
  if (file.size === 0) return keyed(m.resumeType);
  return undefined;
}

/** A stored application's type; a value from before "job" existed, or unknown, reads as volunteer. */
export const asApplicationType = (value: string): ApplicationType =>
  (APPLICATION_TYPES as readonly string[]).includes(value) ? (value as ApplicationType) : "volunteer";
