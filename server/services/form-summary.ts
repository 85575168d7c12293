/**
 * The per-question summary of a form's responses (common/schemas/form-summary.ts),
 * gathered one response at a time, so the responses can be read in batches and a
 * form with thousands of them is never held in memory whole: what is kept per
 * question is its counts, four figures and its few latest answers.
 */
import { SUMMARY_LATEST_ANSWERS } from "#common/schemas/form-summary";
import { type FormField, hasOptions } from "#common/schemas/forms";
import type { FormAnswer } from "../db/schema.ts";

export interface SummarisedResponse {
  id: string;
  values: Record<string, FormAnswer>;
  submittedAt: Date;
}

interface Latest {
  responseId: string;
  value: string;
  submittedAt: Date;
}

export interface QuestionSummary {
  id: string;
  label: string;
  type: FormField["type"];
  answered: number;
  kind: "choices" | "numbers" | "answers";
  choices?: { option: string; count: number }[];
  numbers?: { total: number; average: number; min: number; max: number };
  latest?: Latest[];
}

/** Longest text read as a number: a count or an amount, not a pasted paragraph. */
const MAX_NUMBER_TEXT = 20;
/** Digits with an optional sign and decimals, with or without Indian or Western grouping ("1,00,000", "2,500.50"). */
const NUMBER_TEXT = /^[-+]?(?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d+)?$/;

/** The number a one-line answer states, or undefined when it is not only a number. */
export function numberIn(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed.length > MAX_NUMBER_TEXT || !NUMBER_TEXT.test(trimmed)) return undefined;
  return Number(trimmed.replaceAll(",", ""));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** How an answer is listed among the latest: its text, or a file's name; undefined for no answer. */
function answerText(value: FormAnswer | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value.trim() || undefined;
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : undefined;
  return value.name;
}

/** One question's running summary. */
function questionTally(field: FormField) {
  const choices = new Map((field.options ?? []).map((option) => [option, 0]));
  // Only one-line questions are read as numbers: a paragraph of digits is still a paragraph.
  let numeric = field.type === "text";
  let total = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let answered = 0;
  const latest: Latest[] = [];

  const keepIfLatest = (entry: Latest) => {
    const at = entry.submittedAt.getTime();
    const place = latest.findIndex((other) => other.submittedAt.getTime() < at);
    if (place === -1) latest.push(entry);
    else latest.splice(place, 0, entry);
    if (latest.length > SUMMARY_LATEST_ANSWERS) latest.pop();
  };

  return {
    add(response: SummarisedResponse) {
      const value = response.values[field.id];
      const text = answerText(value);
      if (text === undefined) return;
      answered++;
      if (hasOptions(field.type)) {
        for (const option of Array.isArray(value) ? value : [text]) choices.set(option, (choices.get(option) ?? 0) + 1);
        return;
      }
      keepIfLatest({ responseId: response.id, value: text, submittedAt: response.submittedAt });
      if (!numeric) return;
      const number = numberIn(text);
      if (number === undefined) {
        numeric = false;
        return;
      }
      total += number;
      min = Math.min(min, number);
      max = Math.max(max, number);
    },

    result(): QuestionSummary {
      const base = { id: field.id, label: field.label, type: field.type, answered };
      if (hasOptions(field.type)) {
        return { ...base, kind: "choices", choices: [...choices].map(([option, count]) => ({ option, count })) };
      }
      if (numeric && answered > 0) {
        const numbers = { total: round2(total), average: round2(total / answered), min, max };
        return { ...base, kind: "numbers", numbers, latest };
      }
      return { ...base, kind: "answers", latest };
    },
  };
}

/** `add` each response (in any order), then `result()`: one summary per question, in the form's order. */
export function formSummary(fields: readonly FormField[]) {
  const tallies = fields.map(questionTally);
  let responses = 0;
  return {
    add(response: SummarisedResponse) {
      responses++;
      for (const tally of tallies) tally.add(response);
    },
    result() {
      return { responses, questions: tallies.map((tally) => tally.result()) };
    },
  };
}
