/**
 * India's financial year, 1 April to 31 March, on the site's clock (issue 47):
 * receipts are numbered in a series per year ("PEF/2026-27/000123") and Form 10BD
 * lists one year's donations, due by 31 May after it ends.
 */
import { siteDay, type When } from "../site-clock.ts";

export interface FinancialYear {
  /** "2026-27" */
  label: string;
  /** The first and last days, YYYY-MM-DD. */
  first: string;
  last: string;
  /** The last day Form 10BD for the year may be filed without a late fee (s.234G), YYYY-MM-DD. */
  form10bdDue: string;
}

/** The financial year starting on 1 April of `startYear`. */
export function financialYearStarting(startYear: number): FinancialYear {
  return {
    label: `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`,
    first: `${startYear}-04-01`,
    last: `${startYear + 1}-03-31`,
    form10bdDue: `${startYear + 1}-05-31`,
  };
}

/** The financial year the moment `at` falls in, on the clock of `timeZone`. */
export function financialYearOf(at: When, timeZone: string): FinancialYear {
  const day = siteDay(at, timeZone);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return financialYearStarting(month >= 4 ? year : year - 1);
}

/** A label such as "2026-27" back to its year; undefined when it is not one. */
export function parseFinancialYear(label: string): FinancialYear | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  if (!match) return undefined;
  const year = financialYearStarting(Number(match[1]));
  return year.label === label ? year : undefined;
}
