/**
 * The volunteer/internship application (spec 3 and 5), one validation for the
 * form in the browser and for POST /api/applications (multipart: these fields as
 * text, `interests` repeated, and the resume file for internships only).
 */
import { z } from "zod";
import { applicationMessages, contactMessages } from "../messages/contact.ts";
import { emailField, LIMITS, optionalText, requiredText } from "./contact.ts";

const m = { ...contactMessages.validation, ...applicationMessages.validation };

export const APPLICATION_TYPES = ["volunteer", "internship"] as const;
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
export const MAX_AGE = 65;
export const APPLICATION_LIMITS = { address: 500, experience: 3000, motivation: 3000 } as const;

/** Resume files (spec 9: pdf, doc, docx), checked again by their bytes on the server. */
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const RESUME_MAX_MB = 5;
export const RESUME_MAX_BYTES = RESUME_MAX_MB * 1024 * 1024;

/** Spec 5's phone pattern (optional plus, digits, spaces, hyphens, parentheses), with 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s()-]+$/.test(value) && digits >= 7 && digits <= 15;
}

/** Age arrives as text from a form; empty means missing. */
const age = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z
    .string({ error: m.ageRequired })
    .trim()
    .max(10, { error: m.ageRange, abort: true })
    .min(1, m.ageRequired)
    .pipe(
      z.coerce.number<string>({ error: m.ageRange }).int(m.ageRange).min(MIN_AGE, m.ageRange).max(MAX_AGE, m.ageRange),
    ),
);

/** One ticked box arrives from multipart as a single value, several as a list. */
const interests = z.preprocess(
  (value) => (typeof value === "string" ? [value] : value),
  z
    .array(z.enum(INTEREST_AREAS, { error: m.optionUnknown }), { error: m.interestsRequired })
    .min(1, m.interestsRequired)
    .max(INTEREST_AREAS.length)
    .transform((list) => [...new Set(list)]),
);

export const applicationRequest = z.object({
  type: z.enum(APPLICATION_TYPES, { error: m.optionUnknown }).optional().default("volunteer"),
  firstName: requiredText(m.firstNameRequired, LIMITS.name),
  lastName: requiredText(m.lastNameRequired, LIMITS.name),
  email: emailField,
  phone: requiredText(m.phoneRequired, LIMITS.phone).refine(isPhoneNumber, m.phoneInvalid),
  age,
  address: optionalText(APPLICATION_LIMITS.address),
  education: z
    .union([z.literal(""), z.enum(EDUCATION_OPTIONS)], { error: m.optionUnknown })
    .optional()
    .default(""),
  experience: optionalText(APPLICATION_LIMITS.experience),
  availability: z.enum(AVAILABILITY_OPTIONS, { error: m.availabilityRequired }),
  interests,
  motivation: requiredText(m.motivationRequired, APPLICATION_LIMITS.motivation),
});
export type ApplicationRequest = z.input<typeof applicationRequest>;
export type ApplicationFields = z.output<typeof applicationRequest>;

/** The browser's first check of a chosen resume (the server checks the bytes). */
export function resumeProblem(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return m.resumeType;
  if (file.size > RESUME_MAX_BYTES) return m.resumeTooLarge(RESUME_MAX_MB);
  if (file.size === 0) return m.resumeType;
  return undefined;
}
