/**
 * The days of a new site's events, counted from its first start so that they are
 * ahead of it: an event leaves the page the day after it (decision 082), and a site
 * started next year should not open with its events gone.
 */
import { addDays } from "#common/calendar-date";
import type { LocalizedText } from "#common/content-model/localized";
import { t } from "../localized-text.ts";

/** The first Sunday at least `days` after `from` ("2026-11-29"). */
export function sundayAfter(from: string, days: number): string {
  const day = addDays(from, days);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (7 - weekday) % 7);
}

/** The first `monthDay` ("01-26") at least `days` after `from`. */
export function dayOfYearAfter(from: string, monthDay: string, days: number): string {
  const earliest = addDays(from, days);
  const year = Number(earliest.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= earliest ? thisYear : `${year + 1}-${monthDay}`;
}

/** A day as an event card writes it, in both languages: "Sunday, 13 December 2026", "रविवार, 13 दिसंबर 2026". */
export function writtenDay(day: string): LocalizedText {
  const written = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
      numberingSystem: "latn",
    }).format(new Date(`${day}T00:00:00Z`));
  return t(written("en-IN"), written("hi-IN"));
}
