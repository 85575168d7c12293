/**
 * Words of the Overview's visits card (issue 46, decision 099): how many times each
 * page was read this month, and how fast pages load on visitors' own phones, in the
 * words of someone who is not a programmer. The three speed measurements are Google's
 * Core Web Vitals; their names are given once, for a technician.
 */
import { MONTH_NAMES } from "#common/calendar-date";
import type { Metric, Rating } from "#common/visits";

export const visitsText = {
  heading: "What visitors read",
  loadFailed: "The visits could not be read:",
  loading: "Reading the visits…",
  /** "November 2026". */
  monthName: (month: string) => {
    const [year, number] = month.split("-").map(Number) as [number, number];
    return `${MONTH_NAMES[number - 1] ?? ""} ${year}`;
  },
  total: (month: string, views: string) => `${month}: ${views} page views.`,
  howCounted:
    "Counted by the visitors' browsers without cookies and without anything about the person; browsers that ask not to be tracked are not counted.",
  none: "No visits counted this month yet. A page is counted when a visitor opens it; it shows here within a minute.",
  previous: "Previous month",
  next: "Next month",
  perDayHeading: "Page views per day",
  perDayLabel: (month: string) => `Page views per day in ${month}`,
  mostReadHeading: "Most read pages and posts",
  views: (n: string) => `${n} ${n === "1" ? "view" : "views"}`,
  mostInADay: (n: string) => `most in a day: ${n}`,
  inHindi: (n: string) => `${n} in Hindi`,
  speedHeading: "How fast pages load on visitors' phones",
  speedIntro:
    "Three of every four visits were at least this fast (Google's Core Web Vitals, measured on the visitors' own phones and computers).",
  noSpeed: "No speed measurements this month yet: they are sent when a visitor leaves a page.",
  metric: {
    LCP: { name: "Main content shown", short: "Shown", technical: "LCP" },
    INP: { name: "Answer to a tap or click", short: "Answer", technical: "INP" },
    CLS: { name: "Page moved while loading", short: "Moved", technical: "CLS" },
  } satisfies Record<Metric, { name: string; short: string; technical: string }>,
  rating: { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" } satisfies Record<Rating, string>,
  samples: (n: string) => `${n} measured`,
  perDaySpeedLabel: (name: string, month: string) =>
    `${name}, each day of ${month}: three of every four visits at least this fast`,
  goodLine: "good",
  poorLine: "poor",
  pagesSpeedHeading: "Speed of each page",
  showAll: (n: number) => `Show all ${n}`,
  showFewer: "Show the first ten",
  page: "Page",
  noValue: "–",
};

/** A measurement as the card writes it: "2.4 s", "180 ms", "0.05". */
export function measurementInWords(metric: Metric, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  if (metric === "LCP") return `${(value / 1000).toFixed(1)} s`;
  return `${Math.round(value)} ms`;
}

/** "2026-11" and -1: "2026-10". */
export function monthAfter(month: string, months: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}
