/**
 * Page views and Core Web Vitals, counted without tracking anyone (issue 46, decision
 * 099): what the browser's beacon, the server's tally and the admin's card share. A
 * visit is a page's address, its language and the day; a speed measurement is one of
 * three metrics of one page load, kept as a count in a fixed bucket of a histogram.
 * Nothing here or anywhere names a person: no cookie, identifier, address or browser.
 */
import { EDITABLE_PAGES } from "./content-model/pages.ts";
import { type Locale, localeOfPath, unprefixedPath } from "./locale.ts";

export const METRICS = ["LCP", "INP", "CLS"] as const;
export type Metric = (typeof METRICS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals): at or under `good` is good, over
 * `poor` is poor, between needs improvement. LCP and INP in milliseconds, CLS unitless.
 */
export const THRESHOLDS: Record<Metric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

export type Rating = "good" | "needs-improvement" | "poor";

export function ratingOf(metric: Metric, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/**
 * The histograms' bucket edges: bucket `i` holds the values over `EDGES[i - 1]` and at
 * most `EDGES[i]`; the last bucket everything over the last edge. Google's thresholds
 * are edges, so a 75th percentile read from the buckets is rated exactly as the raw
 * values would be. Finer where the thresholds are, about 10-25 % of a value apart.
 * Stored rows name the bucket by index: an edge is never moved, only a list added.
 */
export const BUCKET_EDGES: Record<Metric, readonly number[]> = {
  LCP: [
    200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2250, 2500, 2750, 3000, 3500, 4000, 5000, 6000, 8000,
    10_000, 15_000, 20_000, 30_000,
  ],
  INP: [16, 32, 48, 64, 80, 100, 125, 150, 175, 200, 250, 300, 350, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000],
  CLS: [0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2],
};

/** The bucket a value falls in (values under zero count as zero). */
export function bucketOf(metric: Metric, value: number): number {
  const edges = BUCKET_EDGES[metric];
  for (let i = 0; i < edges.length; i++) if (value <= (edges[i] as number)) return i;
  return edges.length;
}

/**
 * The `fraction` percentile (0.75) of a histogram (`counts[i]` values in bucket `i`):
 * read linearly inside the bucket where it falls, so it stays between that bucket's
 * edges; in the last, open bucket its lower edge. Undefined for no values.
 */
export function percentileOf(metric: Metric, counts: readonly number[], fraction = 0.75): number | undefined {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return undefined;
  const edges = BUCKET_EDGES[metric];
  const rank = fraction * total;
  let below = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] ?? 0;
    if (n > 0 && below + n >= rank) {
      const lower = i === 0 ? 0 : (edges[i - 1] as number);
      const upper = edges[i];
      if (upper === undefined) return lower;
      return lower + ((upper - lower) * (rank - below)) / n;
    }
    below += n;
  }
  return edges[edges.length - 1];
}

/** The most a beacon may carry: a path of this many characters, a body of this many bytes. */
export const MAX_PATH_LENGTH = 300;
export const MAX_BEACON_BYTES = 1024;
/** The largest value a measurement may have (a minute, or a layout shift score of 100); more is refused. */
export const MAX_VALUE: Record<Metric, number> = { LCP: 600_000, INP: 600_000, CLS: 100 };

/**
 * The public pages that list what the staff publish, besides the pages the staff edit
 * (EDITABLE_PAGES): the pages a visit is counted on, with the name the admin reads.
 * A unit test (app/lib/visits/counted-pages.test.ts) keeps this and every page of
 * app/content/paths.ts the same.
 */
export const LIST_PAGES: Record<string, string> = {
  "/Gallery": "Gallery",
  "/blog": "Blog",
  "/forms": "Forms",
  "/search": "Search",
  "/newsletters": "Newsletters",
};

/** Every page at a fixed address a visit is counted on, English path → the name the admin reads. */
export const COUNTED_PAGES: ReadonlyMap<string, string> = new Map([
  ...Object.values(EDITABLE_PAGES).map((page) => [page.path, page.name] as const),
  ...Object.entries(LIST_PAGES),
]);

/** What a visited path is: a page at a fixed address, a post, a custom form; or nothing counted. */
export type CountedPath =
  | { kind: "page"; path: string; language: Locale }
  | { kind: "post"; path: string; language: Locale; slug: string }
  | { kind: "form"; path: string; language: Locale; id: string };

const POST = /^\/blog\/([^/]+)$/;
const FORM = /^\/forms\/([^/]+)$/;

/**
 * Reads a visited path as the site serves it (`/hi/blog/my-post`): its English path,
 * its language, and what it is. Undefined for any other path: the admin area, a
 * file, an address no page has. Whether the post or form exists is the server's check.
 */
export function countedPath(visited: string): CountedPath | undefined {
  if (visited.length > MAX_PATH_LENGTH || !visited.startsWith("/")) return undefined;
  const language = localeOfPath(visited);
  const path = unprefixedPath(visited);
  if (COUNTED_PAGES.has(path)) return { kind: "page", path, language };
  const post = POST.exec(path);
  if (post?.[1]) return { kind: "post", path, language, slug: safeDecode(post[1]) };
  const form = FORM.exec(path);
  if (form?.[1]) return { kind: "form", path, language, id: safeDecode(form[1]) };
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
