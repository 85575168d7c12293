/**
 * The beacons a visitor's browser sends (a page shown; a page load's Core Web Vitals)
 * and the admin's view of a month's visits (issue 46, decision 099). A beacon holds a
 * path and numbers, nothing else: `.strict()` refuses any other field.
 */
import { z } from "zod";
import { MAX_PATH_LENGTH, MAX_VALUE, type Metric } from "../visits.ts";

const visitedPath = z
  .string()
  .min(1)
  .max(MAX_PATH_LENGTH, `path: at most ${MAX_PATH_LENGTH} characters`)
  .regex(/^\/[^\s?#]*$/, "path: a page's path (starting with /, no query)");

export const viewBeacon = z.object({ path: visitedPath }).strict();

const measurement = (metric: Metric) => z.number().finite().min(0).max(MAX_VALUE[metric]).optional();

export const vitalsBeacon = z
  .object({ path: visitedPath, LCP: measurement("LCP"), INP: measurement("INP"), CLS: measurement("CLS") })
  .strict()
  .refine((beacon) => beacon.LCP !== undefined || beacon.INP !== undefined || beacon.CLS !== undefined, {
    message: "at least one of LCP, INP and CLS",
  });

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
export const visitsQuery = z.object({
  /** The month on the site's calendar ("2026-11"); this month when absent. */
  month: z.string().regex(monthPattern, "month: a month as YYYY-MM").optional(),
});

const rating = z.enum(["good", "needs-improvement", "poor"]);
/** A 75th percentile over some measurements: milliseconds (LCP, INP) or a layout shift score (CLS). */
const percentile = z.object({ p75: z.number(), rating, samples: z.number().int() }).nullable();
const perMetric = <T extends z.ZodType>(of: T) => z.object({ LCP: of, INP: of, CLS: of });

export const visitsView = z.object({
  month: z.string(),
  /** Today on the site's calendar: the days after it have no counts yet. */
  today: z.string(),
  total: z.number().int(),
  /** Every day of the month with its views (0 for none). */
  days: z.array(z.object({ day: z.string(), views: z.number().int() })),
  /** The most read pages, most first: English path, the admin's name for it, views in all and in Hindi. */
  pages: z.array(
    z.object({ path: z.string(), title: z.string(), views: z.number().int(), hindiViews: z.number().int() }),
  ),
  /** The site's p75 of each metric over the month. */
  vitals: perMetric(percentile),
  /** The site's p75 of each metric per day (null: no measurement that day). */
  vitalsByDay: z.array(z.object({ day: z.string() }).extend(perMetric(z.number().nullable()).shape)),
  /** The pages with the most measurements, each metric's p75 over the month. */
  vitalPages: z.array(z.object({ path: z.string(), title: z.string() }).extend(perMetric(percentile).shape)),
});
export type VisitsView = z.infer<typeof visitsView>;
