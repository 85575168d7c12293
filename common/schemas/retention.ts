/** The admin's view of the nightly deletion (issue 42) and the legal hold on one record. */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";

const counts = z.object({
  messages: z.number().int(),
  applications: z.number().int(),
  formAnswers: z.number().int(),
  unconfirmedSubscriptions: z.number().int(),
});

export const retentionView = z.object({
  /** Days each kind is kept (the server's RETENTION_* settings, as the privacy notice says). */
  periods: z.object({
    messageDays: z.number().int(),
    formAnswerDays: z.number().int(),
    unconfirmedDays: z.number().int(),
  }),
  /** What the nightly deletion will have deleted 30 days from now (what is due already included). */
  dueWithin30Days: counts,
  /** The latest runs, newest first: when, and how many of each kind went (files too). */
  runs: z.array(z.object({ ranAt: dateTimeSchema, deleted: counts.extend({ files: z.number().int() }) })),
  /** Background jobs that failed every try in the last 14 days. */
  failedJobs: z.array(z.object({ id: z.string(), name: z.string(), failedAt: dateTimeSchema, error: z.string() })),
});
export type RetentionView = Wire<z.infer<typeof retentionView>>;

export const HOLD_KINDS = ["message", "application", "formAnswer"] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

export const holdRequest = z
  .object({
    kind: z.enum(HOLD_KINDS, { error: "kind: message, application or formAnswer" }),
    id: z.uuid({ error: "id: the record's id" }),
    held: z.boolean({ error: "held: true or false" }),
  })
  .strict();
