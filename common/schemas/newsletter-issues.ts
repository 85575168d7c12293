/**
 * The newsletter's issues (issue 42; decision 072): what the admin writes and
 * sends (/api/newsletter/issues), and what the public archive reads.
 */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";
import { BLOG_LIMITS } from "../blog.ts";
import type { LOCALES } from "../locale.ts";
import { newsletterIssueMessages } from "../messages/newsletter-issues.ts";
import { emailField } from "./contact.ts";
import { boundedText } from "./text.ts";

const v = newsletterIssueMessages.validation;

export const NEWSLETTER_LIMITS = {
  subject: 200,
  /** Markdown, as a blog post's content. */
  body: BLOG_LIMITS.content,
} as const;

const subject = (required: boolean, label: string) =>
  boundedText(NEWSLETTER_LIMITS.subject, v.tooLong(label, NEWSLETTER_LIMITS.subject), {
    ...(required ? { required: v.subjectRequired } : {}),
  });
const body = (required: boolean, label: string) =>
  boundedText(NEWSLETTER_LIMITS.body, v.tooLong(label, NEWSLETTER_LIMITS.body), {
    ...(required ? { required: v.bodyRequired } : {}),
    trim: false,
  });

/**
 * POST and PUT /api/newsletter/issues: English is needed; Hindi is optional, its
 * subject and text together (a Hindi subscriber gets all of one version).
 */
export const newsletterIssueWrite = z
  .object({
    subjectEn: subject(true, "Subject"),
    bodyEn: body(true, "Text"),
    subjectHi: subject(false, "Hindi subject").default(""),
    bodyHi: body(false, "Hindi text").default(""),
  })
  .strict()
  .superRefine((issue, ctx) => {
    if (issue.bodyEn.trim() === "") ctx.addIssue({ code: "custom", path: ["bodyEn"], message: v.bodyRequired });
    const hasSubject = issue.subjectHi !== "";
    const hasBody = issue.bodyHi.trim() !== "";
    if (hasSubject && !hasBody) ctx.addIssue({ code: "custom", path: ["bodyHi"], message: v.hindiPair });
    if (hasBody && !hasSubject) ctx.addIssue({ code: "custom", path: ["subjectHi"], message: v.hindiPair });
  });
export type NewsletterIssueWrite = z.output<typeof newsletterIssueWrite>;

/** POST /api/newsletter/issues/{id}/test: the address (the admin's NOTIFY_EMAIL when left out). */
export const newsletterTestRequest = z.object({ to: emailField.optional() }).strict();

/** POST /api/newsletter/issues/{id}/send: now (`sendAt` null or left out), or at a time with its offset. */
export const newsletterSendRequest = z
  .object({
    sendAt: z
      .string({ error: v.sendAtInvalid })
      .max(64, v.sendAtInvalid)
      .refine((value) => !Number.isNaN(Date.parse(value)) && /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(value), v.sendAtInvalid)
      .transform((value) => new Date(value))
      .nullable()
      .optional(),
  })
  .strict();

export const NEWSLETTER_STATES = ["draft", "scheduled", "sending", "sent"] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

export const newsletterProgress = z.object({
  sent: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
});

export const newsletterIssueSummary = z.object({
  id: z.string(),
  subjectEn: z.string(),
  subjectHi: z.string(),
  state: z.enum(NEWSLETTER_STATES),
  sendAt: dateTimeSchema.nullable(),
  startedAt: dateTimeSchema.nullable(),
  finishedAt: dateTimeSchema.nullable(),
  nextSendAt: dateTimeSchema.nullable(),
  /** Confirmed subscribers when sending began. */
  recipients: z.number().int(),
  progress: newsletterProgress,
  updatedAt: dateTimeSchema,
  updatedBy: z.string(),
});

export const newsletterIssueView = newsletterIssueSummary.extend({
  bodyEn: z.string(),
  bodyHi: z.string(),
  /** The addresses whose last try failed, with the mail server's answer (the first 50). */
  failures: z.array(z.object({ email: z.string(), error: z.string(), attempts: z.number().int() })),
});
export type NewsletterIssueView = Wire<z.infer<typeof newsletterIssueView>>;
export type NewsletterIssueRecord = z.infer<typeof newsletterIssueView>;

/** GET /api/newsletter/issues: every issue, newest first, and what sending needs. */
export const newsletterIssueList = z.object({
  issues: z.array(newsletterIssueSummary),
  /** False without SMTP_URL: nothing can be sent. */
  canSend: z.boolean(),
  maxPerHour: z.number().int(),
  confirmedSubscribers: z.number().int(),
  /** Where a test goes unless another address is typed (NOTIFY_EMAIL). */
  testAddress: z.string().nullable(),
});
export type NewsletterIssueList = Wire<z.infer<typeof newsletterIssueList>>;
export type NewsletterIssueListRecord = z.infer<typeof newsletterIssueList>;

/** One issue in the public archive, in the reader's language when it has that version. */
export interface ArchivedIssue {
  id: string;
  subject: string;
  /** The language of the version shown (a Hindi reader sees English when there is no Hindi). */
  language: (typeof LOCALES)[number];
  sentAt: string;
}
