/**
 * The two contact forms' payloads (spec 3 and 5), one validation for the forms in
 * the browser and for POST /api/contact. Get In Touch sends interest and updates;
 * Contact Us sends subject and consent (as the text 'true' or 'false').
 */

import { z } from "zod";
import { pageLanguage } from "../consent-record.ts";
import { contactMessages } from "../messages/contact.ts";
import { keysOf } from "../messages/keyed.ts";
import { boundedText, canonicalEmail, isEmailAddress, phoneNumber, requiredText } from "./text.ts";

/** The messages' keys: each side writes them in its language (field-errors.ts). */
const m = keysOf("contactMessages", contactMessages).validation;

/**
 * The option lists, the limits and the honeypot's name (the hidden field people are
 * told to leave empty; bots that fill every field fill it too, and such a submission
 * is answered as if accepted, and dropped) live without zod in visitor-form-fields.ts.
 */
import { HONEYPOT_FIELD, INTEREST_OPTIONS, LIMITS, SUBJECT_OPTIONS } from "../visitor-form-fields.ts";

export type { Interest, Subject } from "../visitor-form-fields.ts";
export { HONEYPOT_FIELD, INTEREST_OPTIONS, LIMITS, SUBJECT_OPTIONS };

/** What the visitor forms say of a text over its limit (the limit, from the issue, with Indian grouping). */
export const tooLong = () => m.tooLong;

/** An optional text: trimmed and bounded, empty when missing. */
export const optionalText = (max: number) => boundedText(max, tooLong()).optional().default("");

/**
 * A required e-mail address: one plain address (`isEmailAddress`), parsed to its
 * canonical spelling, so limits, uniqueness and delivery all see one address however
 * it was typed (issue 40). `keys` name its messages in the catalogue of the form it is on.
 */
export const emailAddress = (keys: { emailRequired: string; emailInvalid: string; tooLong: string }) =>
  requiredText({ max: LIMITS.email, required: keys.emailRequired, tooLong: () => keys.tooLong })
    .refine(isEmailAddress, keys.emailInvalid)
    .transform(canonicalEmail);

/** The contact forms' and the application's e-mail address. */
export const emailField = emailAddress(m);

/** A phone number is optional on the contact forms (spec 5); one that is given follows the one rule. */
const optionalPhone = phoneNumber(boundedText(LIMITS.phone, tooLong()), m.phoneInvalid).optional().default("");
/** A choice from a fixed list; missing, empty or unknown all get the field's one message. */
const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/** A checkbox sent as a boolean, or as the text 'true'/'false' (Contact Us sends text, spec 7). */
const checkbox = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .optional()
  .transform((value) => value === true || value === "true");

const common = {
  firstName: requiredText({ max: LIMITS.name, required: m.firstNameRequired, tooLong }),
  lastName: requiredText({ max: LIMITS.name, required: m.lastNameRequired, tooLong }),
  email: emailField,
  phone: optionalPhone,
  message: requiredText({ max: LIMITS.message, required: m.messageRequired, tooLong }),
  /** The language of the page the form was on, for the consent record. */
  language: pageLanguage,
};

export const getInTouchRequest = z.object({
  ...common,
  interest: choice(INTEREST_OPTIONS, m.interestRequired),
  updates: checkbox,
});
export type GetInTouchRequest = z.input<typeof getInTouchRequest>;

export const contactUsRequest = z.object({
  ...common,
  subject: choice(SUBJECT_OPTIONS, m.subjectRequired),
  consent: z
    .union([z.boolean(), z.string()], { error: m.consentRequired })
    .refine((value) => value === true || value === "true", m.consentRequired)
    .transform(() => true as const),
});
export type ContactUsRequest = z.input<typeof contactUsRequest>;

/**
 * Which form a payload comes from: only Contact Us has a subject or consent. The
 * API validates with that form's schema, so each form gets its own messages.
 */
export function isContactUsPayload(body: unknown): boolean {
  return typeof body === "object" && body !== null && ("subject" in body || "consent" in body);
}

export type StoredContactMessage =
  | ({ source: "get-in-touch" } & z.output<typeof getInTouchRequest>)
  | ({ source: "contact-us" } & z.output<typeof contactUsRequest>);
