/**
 * Page views and Core Web Vitals of real visits (issue 46, decision 099), counted
 * without tracking anyone: a beacon names a page and, for vitals, up to three
 * measurements; nothing about the visitor is kept or even handed to this service.
 *
 * - Only pages the site serves count: a page at a fixed address (common/visits.ts), a
 *   published post, an open custom form. A post or form is looked up once and the
 *   answer kept a few minutes (a bounded map), so a flood of made-up addresses costs
 *   at most one small read each, within the per-client limit of the API.
 * - Counting is a counter in memory (visit-tally.ts); every `flushSeconds` (and when
 *   the server stops) the counters are added to the daily rows in one upsert per
 *   table, `views = views + excluded.views`, so several instances add up.
 * - The day is the site's (SITE_TIME_ZONE), as everything the staff read.
 */
import { asc, between, inArray, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { addDays } from "#common/calendar-date";
import type { Locale } from "#common/locale";
import type { VisitsView } from "#common/schemas/visits";
import { siteDay } from "#common/site-clock";
import {
  bucketOf,
  COUNTED_PAGES,
  type CountedPath,
  countedPath,
  METRICS,
  type Metric,
  percentileOf,
  ratingOf,
} from "#common/visits";
import type { Database } from "../db/client.ts";
import { blogs, customForms, pageViews, pageVitals } from "../db/schema.ts";
import { isUuid } from "./uuid.ts";
import { createVisitTally, DEFAULT_MAX_KEYS, type TallyBatch } from "./visit-tally.ts";

/** How long a post's or form's existence is believed: found, and not found (it may be published any minute). */
const KNOWN_MS = 10 * 60_000;
const UNKNOWN_MS = 60_000;
/** Posts and forms whose existence is remembered at once; the oldest answer goes first. */
const KNOWN_MAX = 5_000;
/** Rows a statement writes at most (PostgreSQL takes 65,535 parameters; 5 a row). */
const ROWS_PER_STATEMENT = 1_000;
/** The months of counts kept: this one and the twelve before it. */
export const VISIT_MONTHS_KEPT = 13;
/** The pages the Overview can list, most read (or most measured) first: it shows ten, the rest on asking. */
const TOP_PAGES = 50;

export type VisitOutcome = "counted" | "unknown-page" | "full";

export interface VisitServiceOptions {
  db: Database;
  timeZone: string;
  /** Whether a post with this slug is published (the blog service's read). */
  postExists: (slug: string) => Promise<boolean>;
  /** Whether a custom form with this id is open to visitors. */
  formExists: (id: string) => Promise<boolean>;
  /** Counters held between flushes at most (VISITS_MAX_KEYS). */
  maxKeys?: number;
  now?: () => Date;
}

export function createVisitService({
  db,
  timeZone,
  postExists,
  formExists,
  maxKeys = DEFAULT_MAX_KEYS,
  now = () => new Date(),
}: VisitServiceOptions) {
  const tally = createVisitTally(maxKeys);
  const known = new Map<string, { exists: boolean; until: number }>();
  /** Beacons not counted since the last flush because the tally was full (logged at the flush). */
  let refused = 0;

  async function served(counted: CountedPath): Promise<boolean> {
    if (counted.kind === "page") return true;
    const key = counted.kind === "post" ? `post ${counted.slug}` : `form ${counted.id}`;
    const t = now().getTime();
    const remembered = known.get(key);
    if (remembered && remembered.until > t) return remembered.exists;
    const exists = await (counted.kind === "post" ? postExists(counted.slug) : formExists(counted.id));
    known.delete(key);
    if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string);
    known.set(key, { exists, until: t + (exists ? KNOWN_MS : UNKNOWN_MS) });
    return exists;
  }

  /** The page a beacon names, if the site serves it. */
  async function pageOf(visited: string): Promise<CountedPath | undefined> {
    const counted = countedPath(visited);
    return counted && (await served(counted)) ? counted : undefined;
  }

  let flushing: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function write(into: Pick<Database, "insert">, batch: TallyBatch): Promise<void> {
    for (let i = 0; i < batch.views.length; i += ROWS_PER_STATEMENT) {
      await into
        .insert(pageViews)
        .values(batch.views.slice(i, i + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path, pageViews.language],
          set: { views: sql`${pageViews.views} + excluded.views` },
        });
    }
    for (let i = 0; i < batch.vitals.length; i += ROWS_PER_STATEMENT) {
      await into
        .insert(pageVitals)
        .values(batch.vitals.slice(i, i + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: [pageVitals.day, pageVitals.path, pageVitals.metric, pageVitals.bucket],
          set: { count: sql`${pageVitals.count} + excluded.count` },
        });
    }
  }

  /** Writes what was counted; one flush at a time. A batch that fails is kept for the next. */
  function flush(log?: FastifyBaseLogger): Promise<void> {
    const run = flushing.then(async () => {
      const batch = tally.take();
      const lost = refused;
      refused = 0;
      if (lost > 0) log?.warn({ lost }, "visits: the tally was full, some beacons were not counted");
      if (batch.views.length === 0 && batch.vitals.length === 0) return;
      try {
        // One transaction: all of a batch is added, or none of it (and it is tried again).
        await db.transaction((tx) => write(tx, batch));
      } catch (err) {
        tally.putBack(batch);
        log?.warn({ err }, "visits: writing the counts failed; kept for the next flush");
      }
    });
    flushing = run.catch(() => {});
    return run;
  }

  return {
    /** A page shown: counted when the site serves it. */
    async view(visited: string): Promise<VisitOutcome> {
      const page = await pageOf(visited);
      if (!page) return "unknown-page";
      if (!tally.addView(siteDay(now(), timeZone), page.path, page.language)) {
        refused += 1;
        return "full";
      }
      return "counted";
    },

    /** A page load's measurements (any of the three): counted when the site serves the page. */
    async vitals(visited: string, values: Partial<Record<Metric, number>>): Promise<VisitOutcome> {
      const page = await pageOf(visited);
      if (!page) return "unknown-page";
      const day = siteDay(now(), timeZone);
      for (const metric of METRICS) {
        const value = values[metric];
        if (value === undefined) continue;
        if (!tally.addVital(day, page.path, metric, bucketOf(metric, value))) {
          refused += 1;
          return "full";
        }
      }
      return "counted";
    },

    flush,

    /** Flushes every `seconds` until `stop`. */
    start(log: FastifyBaseLogger, seconds: number) {
      if (timer) return;
      timer = setInterval(() => void flush(log), seconds * 1000);
      timer.unref();
    },
    /** Stops the flushing, and writes what is left (the server stopping). */
    async stop(log?: FastifyBaseLogger) {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush(log);
    },

    /** Counters in memory now (tests, metrics). */
    pending: () => tally.size(),

    /** What the Overview shows for `month` ("2026-11") on the site's calendar: written counts only. */
    async month(month: string): Promise<VisitsView> {
      const from = `${month}-01`;
      const to = lastDayOf(month);
      const inMonth = (day: typeof pageViews.day | typeof pageVitals.day) => between(day, from, to);
      const [viewRows, dayRows, vitalRows] = await Promise.all([
        db
          .select({
            path: pageViews.path,
            language: pageViews.language,
            views: sql<number>`sum(${pageViews.views})::int`,
          })
          .from(pageViews)
          .where(inMonth(pageViews.day))
          .groupBy(pageViews.path, pageViews.language),
        db
          .select({ day: pageViews.day, views: sql<number>`sum(${pageViews.views})::int` })
          .from(pageViews)
          .where(inMonth(pageViews.day))
          .groupBy(pageViews.day)
          .orderBy(asc(pageViews.day)),
        db
          .select({
            day: pageVitals.day,
            path: pageVitals.path,
            metric: pageVitals.metric,
            bucket: pageVitals.bucket,
            count: pageVitals.count,
          })
          .from(pageVitals)
          .where(inMonth(pageVitals.day)),
      ]);

      const byPage = new Map<string, { views: number; hindiViews: number }>();
      for (const row of viewRows) {
        const page = byPage.get(row.path) ?? { views: 0, hindiViews: 0 };
        page.views += row.views;
        if ((row.language as Locale) === "hi") page.hindiViews += row.views;
        byPage.set(row.path, page);
      }
      const top = [...byPage.entries()].sort((a, b) => b[1].views - a[1].views).slice(0, TOP_PAGES);

      // Histograms: per page and metric over the month, and over the whole site per day and metric.
      const histograms = new Map<string, number[]>();
      const add = (key: string, bucket: number, count: number) => {
        const counts = histograms.get(key) ?? [];
        counts[bucket] = (counts[bucket] ?? 0) + count;
        histograms.set(key, counts);
      };
      const vitalPaths = new Set<string>();
      for (const row of vitalRows) {
        add(`page ${row.metric} ${row.path}`, row.bucket, row.count);
        add(`day ${row.metric} ${row.day}`, row.bucket, row.count);
        add(`site ${row.metric}`, row.bucket, row.count);
        vitalPaths.add(row.path);
      }
      const summary = (key: string, metric: Metric) => {
        const counts = [...(histograms.get(key) ?? [])].map((n) => n ?? 0);
        const p75 = percentileOf(metric, counts);
        if (p75 === undefined) return null;
        return { p75: rounded(metric, p75), rating: ratingOf(metric, p75), samples: counts.reduce((a, b) => a + b, 0) };
      };
      const perMetric = <T>(make: (metric: Metric) => T) =>
        Object.fromEntries(METRICS.map((metric) => [metric, make(metric)])) as Record<Metric, T>;

      const vitalPages = [...vitalPaths]
        .map((path) => ({ path, vitals: perMetric((metric) => summary(`page ${metric} ${path}`, metric)) }))
        .map((page) => ({ ...page, samples: Math.max(...METRICS.map((m) => page.vitals[m]?.samples ?? 0)) }))
        .sort((a, b) => b.samples - a.samples)
        .slice(0, TOP_PAGES);

      const titles = await titlesOf([...new Set([...top.map(([path]) => path), ...vitalPages.map((p) => p.path)])]);
      const days = everyDay(from, to);
      return {
        month,
        today: siteDay(now(), timeZone),
        total: viewRows.reduce((sum, row) => sum + row.views, 0),
        days: days.map((day) => ({ day, views: dayRows.find((row) => row.day === day)?.views ?? 0 })),
        pages: top.map(([path, counts]) => ({ path, title: titles.get(path) ?? path, ...counts })),
        vitals: perMetric((metric) => summary(`site ${metric}`, metric)),
        vitalsByDay: days.map((day) => ({
          day,
          ...perMetric((metric) => summary(`day ${metric} ${day}`, metric)?.p75 ?? null),
        })),
        vitalPages: vitalPages.map((page) => ({
          path: page.path,
          title: titles.get(page.path) ?? page.path,
          ...page.vitals,
        })),
      };
    },
  };

  /** The admin's words for each path: a page's name, a post's or a form's title (read in one query each). */
  async function titlesOf(paths: string[]): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    const slugs = new Map<string, string>();
    const forms = new Map<string, string>();
    for (const path of paths) {
      const counted = countedPath(path);
      if (counted?.kind === "page") titles.set(path, COUNTED_PAGES.get(counted.path) ?? path);
      else if (counted?.kind === "post") slugs.set(counted.slug, path);
      else if (counted?.kind === "form" && isUuid(counted.id)) forms.set(counted.id, path);
    }
    if (slugs.size > 0) {
      const rows = await db
        .select({ slug: blogs.slug, title: blogs.title })
        .from(blogs)
        .where(inArray(blogs.slug, [...slugs.keys()]));
      for (const row of rows) titles.set(slugs.get(row.slug) as string, row.title);
    }
    if (forms.size > 0) {
      const rows = await db
        .select({ id: customForms.id, title: customForms.title })
        .from(customForms)
        .where(inArray(customForms.id, [...forms.keys()]));
      for (const row of rows) titles.set(forms.get(row.id) as string, row.title);
    }
    return titles;
  }
}

/** A p75 as the card writes it: whole milliseconds, a layout shift to three places. */
const rounded = (metric: Metric, value: number) =>
  metric === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);

/** "2026-11" → "2026-11-30". */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The retention job's part (retention-service.ts): counts of months before the last
 * VISIT_MONTHS_KEPT on the site's calendar go. Not personal data, but kept bounded.
 */
export async function pruneVisits(db: Pick<Database, "delete">, at: Date, timeZone: string): Promise<number> {
  const today = siteDay(at, timeZone);
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - VISIT_MONTHS_KEPT, 1)).toISOString().slice(0, 10);
  const views = await db.delete(pageViews).where(lt(pageViews.day, first)).returning({ day: pageViews.day });
  const vitals = await db.delete(pageVitals).where(lt(pageVitals.day, first)).returning({ day: pageVitals.day });
  return views.length + vitals.length;
}

export type VisitService = ReturnType<typeof createVisitService>;
