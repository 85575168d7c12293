/**
 * The volunteer/internship application (spec 3 and 5), one validation for the
 * form in the browser and for POST /api/applications (multipart: these fields as
 * text, `interests` repeated, and the resume file for internships and jobs only).
 */
import { z } from "zod";
import { applicationMessages, contactMessages } from "../messages/contact.ts";
import {
  APPLICATION_LIMITS,
  APPLICATION_TYPES,
  AVAILABILITY_OPTIONS,
  EDUCATION_OPTIONS,
  INTEREST_AREAS,
  MAX_AGE,
  MIN_AGE,
  POSITION_MAX,
  POSITION_PATTERN,
} from "../visitor-form-fields.ts";
import { emailField, LIMITS, optionalText, requiredText } from "./contact.ts";
import { phoneNumber } from "./text.ts";

const m = { ...contactMessages.validation, ...applicationMessages.validation };

// The form's fixed facts (types, options, limits, the resume's first check) are in
// visitor-form-fields.ts, which the browser loads without zod.

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
  /** The opening chosen (its id), or "" for none: the staff see which one in the Inbox. */
  position: z
    .string()
    .trim()
    .max(POSITION_MAX, m.optionUnknown)
    .refine((id) => id === "" || POSITION_PATTERN.test(id), m.optionUnknown)
    .optional()
    .default(""),
  firstName: requiredText(m.firstNameRequired, LIMITS.name),
  lastName: requiredText(m.lastNameRequired, LIMITS.name),
  email: emailField,
  // By the one phone rule (common/phone.ts), stored in its normal form.
  phone: phoneNumber(requiredText(m.phoneRequired, LIMITS.phone), m.phoneInvalid),
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
