/**
 * Finding and deleting everything one person sent (issue 23; the privacy notice
 * promises it): POST /api/personal-data/find and /erase take the person's e-mail
 * address, phone number, or both, and match either. An e-mail matches ignoring
 * case; a phone number matches on its last ten digits, so "+91 98765 43210",
 * "098765-43210" and "9876543210" are one number.
 */

import { z } from "zod";
import { type ErasedCounts, personalDataMessages } from "../messages/personal-data.ts";
import { APPLICATION_TYPES, LIMITS } from "../visitor-form-fields.ts";
import { boundedText, canonicalEmail, isEmailAddress } from "./text.ts";

const m = personalDataMessages.validation;

/** The digits a phone number is matched on: its last ten (India's numbers without 0 or +91). */
export const PHONE_MATCH_DIGITS = 10;

/** Spec 5's phone characters (optional plus, digits, spaces, hyphens, parentheses) and at least ten digits. */
export function isMatchablePhone(text: string): boolean {
  const digits = text.replace(/\D/g, "").length;
  return /^\+?[\d\s()-]+$/.test(text) && digits >= PHONE_MATCH_DIGITS && digits <= 15;
}

/** The digits a stored phone number is compared on. */
export const phoneMatchKey = (text: string) => text.replace(/\D/g, "").slice(-PHONE_MATCH_DIGITS);

export const personQuery = z
  .object({
    email: boundedText(LIMITS.email, m.tooLong(LIMITS.email))
      .refine((email) => email === "" || isEmailAddress(email), m.emailInvalid)
      .transform((email) => (email === "" ? email : canonicalEmail(email)))
      .optional(),
    phone: boundedText(LIMITS.phone, m.tooLong(LIMITS.phone))
      .refine((phone) => phone === "" || isMatchablePhone(phone), m.phoneInvalid)
      .optional(),
  })
  .strict()
  .refine((who) => Boolean(who.email || who.phone), { message: m.whoRequired, path: ["email"] });
export type PersonQuery = z.output<typeof personQuery>;

const found = {
  id: z.string(),
  /** When it was sent (ISO). */
  at: z.string(),
};

/** What one person sent, each item named so the admin can see it is theirs before deleting. */
export const personalDataView = z.object({
  messages: z.array(
    z.object({ ...found, source: z.enum(["get-in-touch", "contact-us"]), name: z.string(), email: z.string() }),
  ),
  applications: z.array(
    z.object({
      ...found,
      type: z.enum(APPLICATION_TYPES),
      name: z.string(),
      email: z.string(),
      hasResume: z.boolean(),
    }),
  ),
  subscriptions: z.array(z.object({ ...found, email: z.string(), confirmed: z.boolean() })),
  responses: z.array(z.object({ ...found, formId: z.string(), formTitle: z.string(), files: z.number().int() })),
  /** Uploaded files that go with them (resumes, files answering form questions). */
  files: z.number().int(),
});
export type PersonalDataView = z.infer<typeof personalDataView>;

export const erasedCounts = z.object({
  messages: z.number().int(),
  applications: z.number().int(),
  subscriptions: z.number().int(),
  responses: z.number().int(),
  files: z.number().int(),
}) satisfies z.ZodType<ErasedCounts>;

/** How many of each kind a search found: what the confirmation names and the deletion answers. */
export function countsOf(view: PersonalDataView): ErasedCounts {
  return {
    messages: view.messages.length,
    applications: view.applications.length,
    subscriptions: view.subscriptions.length,
    responses: view.responses.length,
    files: view.files,
  };
}
