/**
 * The per-question summary of a custom form's responses (issue 43; GET
 * /api/custom-forms/{id}/responses/summary), computed on the server over every
 * response: how many answered each question; for choice questions (radio, select,
 * checkbox) how many chose each option (a checkbox counts every ticked option, so
 * the counts may add up to more than the answers); for a one-line question whose
 * every answer is a number, their total, average, smallest and largest; for any
 * other question, its latest few answers.
 */
import { z } from "zod";
import { dateTimeSchema, type Wire } from "../api.ts";
import { FIELD_TYPES } from "./forms.ts";

/** How many of a question's latest answers the summary shows. */
export const SUMMARY_LATEST_ANSWERS = 5;

export const SUMMARY_KINDS = ["choices", "numbers", "answers"] as const;

export const questionSummaryView = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  /** Responses with an answer to this question. */
  answered: z.number().int(),
  /** "choices": `choices` is filled; "numbers": `numbers` and `latest`; "answers": `latest`. */
  kind: z.enum(SUMMARY_KINDS),
  /** Each option in the form's order, then any stored answer the form no longer offers. */
  choices: z.array(z.object({ option: z.string(), count: z.number().int() })).optional(),
  /** Rounded to two decimals. */
  numbers: z.object({ total: z.number(), average: z.number(), min: z.number(), max: z.number() }).optional(),
  /** The latest answers, newest first: the text, or a file's name. */
  latest: z.array(z.object({ responseId: z.string(), value: z.string(), submittedAt: dateTimeSchema })).optional(),
});

export const formSummaryView = z.object({
  formId: z.string(),
  /** Every response to the form. */
  responses: z.number().int(),
  questions: z.array(questionSummaryView),
});

export type QuestionSummary = Wire<z.infer<typeof questionSummaryView>>;
export type FormSummary = Wire<z.infer<typeof formSummaryView>>;
