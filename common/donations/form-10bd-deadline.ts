/**
 * When Form 10BD is chased (issue 47): the statement of a financial year's donations is
 * due on the portal by 31 May after the year ends, and a late one costs ₹200 a day
 * (s.234G). From 1 May the admin's Overview and Form 10BD screen say how many days are
 * left, and the office is e-mailed each morning, until the year's Form 10BD is recorded
 * as filed and every donor's Form 10BE certificate has been e-mailed. One pure rule,
 * on the site's day, so the notice, the screen and the daily e-mail cannot disagree.
 */
import { daysBetween } from "../calendar-date.ts";
import { siteDay, type When } from "../site-clock.ts";
import { type FinancialYear, financialYearOf, financialYearStarting } from "./financial-year.ts";

/** The late fee of s.234G, per day, in rupees. */
export const LATE_FEE_PER_DAY = 200;

/** Where a year's filing stands, as the filing service counts it. */
export interface FilingProgress {
  /** The year's file has at least one row: a year with no reportable gift has nothing to file. */
  reportable: boolean;
  filed: boolean;
  /** Donors of the year's file whose 10BE certificate is not yet e-mailed (uploaded or not). */
  certificatesLeft: number;
}

export interface Form10bdNotice {
  /** "2026-27" */
  year: string;
  /** The last day without a late fee, YYYY-MM-DD. */
  due: string;
  /** Days from today to the due day: 0 on 31 May itself, negative once overdue. */
  daysLeft: number;
  overdue: boolean;
  filed: boolean;
  certificatesLeft: number;
}

/** The year whose Form 10BD falls due in the financial year `day` is in: the one before. */
export function yearToFileOn(day: string): FinancialYear {
  const current = financialYearOf(`${day}T12:00:00Z`, "UTC");
  return financialYearStarting(Number(current.first.slice(0, 4)) - 1);
}

/** The first day of the reminders for `year`: 1 May after it ends. */
export const remindersFrom = (year: FinancialYear): string => `${year.last.slice(0, 4)}-05-01`;

/**
 * The notice to show on the site's day `day`, or null when there is none: before 1 May,
 * for a year with nothing to report, and once the year is filed and every 10BE e-mailed.
 */
export function form10bdNoticeOn(
  day: string,
  progress: (year: FinancialYear) => FilingProgress,
): Form10bdNotice | null {
  const year = yearToFileOn(day);
  if (day < remindersFrom(year)) return null;
  const { reportable, filed, certificatesLeft } = progress(year);
  if (!reportable || (filed && certificatesLeft === 0)) return null;
  const daysLeft = daysBetween(day, year.form10bdDue);
  return { year: year.label, due: year.form10bdDue, daysLeft, overdue: daysLeft < 0, filed, certificatesLeft };
}

/** Whether the office's reminder is due at the moment `at`, on the clock of `timeZone`. */
export function reminderDueAt(
  at: When,
  timeZone: string,
  progress: (year: FinancialYear) => FilingProgress,
): Form10bdNotice | null {
  return form10bdNoticeOn(siteDay(at, timeZone), progress);
}
