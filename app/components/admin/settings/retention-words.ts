/**
 * The nightly deletion in the staff's words (Settings): a period of days as people
 * say it ("2 years", not "730 days"), what a run deleted, a background job's name.
 */
import { personalDataMessages } from "#common/messages/personal-data";
import type { RetentionView } from "#common/schemas/retention";
import { adminText } from "~/content/admin/shell";

const text = adminText.retention;

const count = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`;

/** Days under a year in the largest unit that counts them exactly: 90 → "3 months", 14 → "2 weeks", 10 → "10 days". */
function underAYear(days: number): string {
  if (days % 30 === 0) return count(days / 30, text.units.month);
  if (days % 7 === 0) return count(days / 7, text.units.week);
  return count(days, text.units.day);
}

/**
 * A retention period as people say it. Exact, since the privacy notice's promise
 * is at stake: whole years of 365 days ("730" → "2 years"), then what is left
 * ("400" → "1 year and 5 weeks"); under a year, months of 30 days, weeks or days.
 */
export function periodInWords(days: number): string {
  const years = Math.floor(days / 365);
  const rest = days % 365;
  if (years === 0) return underAYear(rest);
  const yearsText = count(years, text.units.year);
  return rest === 0 ? yearsText : `${yearsText} ${text.and} ${underAYear(rest)}`;
}

/** What one run deleted: "Deleted 2 messages and 1 uploaded file." (the words of "Delete one person's data"), or that nothing was due. */
export function runInWords(deleted: RetentionView["runs"][number]["deleted"]): string {
  const { messages, applications, formAnswers, unconfirmedSubscriptions, files } = deleted;
  if (messages + applications + formAnswers + unconfirmedSubscriptions + files === 0) return text.nothingDue;
  return text.deleted(
    personalDataMessages.summary({
      messages,
      applications,
      subscriptions: unconfirmedSubscriptions,
      responses: formAnswers,
      receiptRequests: 0,
      donations: 0,
      files,
    }),
  );
}

/** A background job as the staff know it ("retention" → "Nightly deletion"); an unknown one by its name. */
export const jobName = (name: string) => text.jobNames[name] ?? name;
