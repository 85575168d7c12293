/**
 * Requests about personal data (issue 42): recorded by the staff (POST
 * /api/privacy-requests), listed with the day each reply is due (30 days after it
 * arrived, as the privacy notice promises) and whether it is late, marked answered
 * (PATCH), or removed when recorded by mistake (DELETE).
 */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";
import { isCalendarDate } from "../calendar-date.ts";
import { privacyRequestMessages } from "../messages/privacy-requests.ts";
import { boundedText } from "./text.ts";

const m = privacyRequestMessages.validation;

export const PRIVACY_REQUEST_KINDS = ["copy", "correction", "erasure", "withdrawal"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** Days the privacy notice gives for a reply, counted from the day a request arrived. */
export const PRIVACY_REPLY_DAYS = 30;

export const PRIVACY_REQUEST_LIMITS = { name: 120, contact: 254, notes: 2000 } as const;

const notes = boundedText(PRIVACY_REQUEST_LIMITS.notes, m.tooLong(PRIVACY_REQUEST_LIMITS.notes));

export const privacyRequestInput = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS, { error: m.kind }),
    name: boundedText(PRIVACY_REQUEST_LIMITS.name, m.tooLong(PRIVACY_REQUEST_LIMITS.name), {
      required: m.nameRequired,
    }),
    contact: boundedText(PRIVACY_REQUEST_LIMITS.contact, m.tooLong(PRIVACY_REQUEST_LIMITS.contact), {
      required: m.contactRequired,
    }),
    /** The day it arrived, on the site's clock; not after today (the server checks on its clock). */
    receivedOn: z.string({ error: m.receivedOn }).refine(isCalendarDate, m.receivedOn),
    notes: notes.default(""),
  })
  .strict();
export type PrivacyRequestInput = z.output<typeof privacyRequestInput>;

export const privacyRequestUpdate = z
  .object({ answered: z.boolean().optional(), notes: notes.optional() })
  .strict()
  .refine((change) => change.answered !== undefined || change.notes !== undefined, m.changeRequired);
export type PrivacyRequestUpdate = z.output<typeof privacyRequestUpdate>;

export const privacyRequestView = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  name: z.string(),
  contact: z.string(),
  receivedOn: z.string(),
  /** The last day of the 30 for its reply. */
  dueOn: z.string(),
  notes: z.string(),
  answeredOn: z.string().nullable(),
  /** Waiting, and its last day has passed. */
  overdue: z.boolean(),
  createdAt: dateTimeSchema,
});
export type PrivacyRequestView = Wire<z.infer<typeof privacyRequestView>>;

export const privacyRequestList = z.object({
  /** Waiting for a reply, the nearest deadline first. */
  waiting: z.array(privacyRequestView),
  /** Answered, the latest first (the last 100). */
  answered: z.array(privacyRequestView),
  overdue: z.number().int(),
});
export type PrivacyRequestList = Wire<z.infer<typeof privacyRequestList>>;
