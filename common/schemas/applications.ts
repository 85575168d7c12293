/**
 * The volunteer/internship application (spec 3 and 5), one validation for the
 * form in the browser and for POST /api/applications (multipart: these fields as
 * text, `interests` repeated, and the resume file for internships and jobs only).
 */

import { z } from "zod";
import { pageLanguage } from "../consent-record.ts";
import { applicationMessages, contactMessages } from "../messages/contact.ts";
import { keysOf } from "../messages/keyed.ts";
import {
  ADULT_AGE,
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
import { emailField, LIMITS, optionalText, tooLong } from "./contact.ts";
import { canonicalEmail, isEmailAddress, phoneNumber, requiredText } from "./text.ts";

/** The messages' keys: each side writes them in its language (field-errors.ts). */
const m = {
  ...keysOf("contactMessages", contactMessages).validation,
  ...keysOf("applicationMessages", applicationMessages).validation,
};

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

/** The fields the form sends (their names are what a form page's action reads). */
export const applicationFields = z.object({
  type: z.enum(APPLICATION_TYPES, { error: m.optionUnknown }).optional().default("volunteer"),
  /** The opening chosen (its id), or "" for none: the staff see which one in the Inbox. */
  position: z
    .string()
    .trim()
    .max(POSITION_MAX, m.optionUnknown)
    .refine((id) => id === "" || POSITION_PATTERN.test(id), m.optionUnknown)
    .optional()
    .default(""),
  firstName: requiredText({ max: LIMITS.name, required: m.firstNameRequired, tooLong }),
  lastName: requiredText({ max: LIMITS.name, required: m.lastNameRequired, tooLong }),
  email: emailField,
  // By the one phone rule (common/phone.ts), stored in its normal form.
  phone: phoneNumber(requiredText({ max: LIMITS.phone, required: m.phoneRequired, tooLong }), m.phoneInvalid),
  age,
  address: optionalText(APPLICATION_LIMITS.address),
  education: z
    .union([z.literal(""), z.enum(EDUCATION_OPTIONS)], { error: m.optionUnknown })
    .optional()
    .default(""),
  experience: optionalText(APPLICATION_LIMITS.experience),
  availability: z.enum(AVAILABILITY_OPTIONS, { error: m.availabilityRequired }),
  interests,
  motivation: requiredText({ max: APPLICATION_LIMITS.motivation, required: m.motivationRequired, tooLong }),
  /** Under 18 only: the parent or guardian asked to confirm (issue 42). */
  guardianName: optionalText(LIMITS.name),
  guardianEmail: optionalText(LIMITS.email),
  /** The language of the page the form was on: the parent's e-mail is written in it. */
  language: pageLanguage,
});

/** The application: its fields, and an under-18's parent or guardian (their name and own e-mail address). */
export const applicationRequest = applicationFields
  .superRefine((fields, context) => {
    // An adult, or an age refused already (under 16 is not taken at all).
    if (fields.age >= ADULT_AGE || !(fields.age >= MIN_AGE)) return;
    const problem = (path: "guardianName" | "guardianEmail", message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (!fields.guardianName) problem("guardianName", m.guardianNameRequired);
    if (!fields.guardianEmail) problem("guardianEmail", m.guardianEmailRequired);
    else if (!isEmailAddress(fields.guardianEmail)) problem("guardianEmail", m.guardianEmailInvalid);
    else if (canonicalEmail(fields.guardianEmail) === canonicalEmail(fields.email)) {
      problem("guardianEmail", m.guardianEmailSame);
    }
  })
  .transform((fields) =>
    fields.age >= ADULT_AGE
      ? { ...fields, guardianName: "", guardianEmail: "" }
      : { ...fields, guardianEmail: canonicalEmail(fields.guardianEmail) },
  );
export type ApplicationRequest = z.input<typeof applicationRequest>;
export type ApplicationFields = z.output<typeof applicationRequest>;
