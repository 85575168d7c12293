/**
 * The visits counted since the last flush, in memory (decision 099): a beacon adds one
 * to a counter and touches nothing else, so a page view costs no database write; the
 * visit service writes the counters in batches. Bounded: at most `maxKeys` counters
 * (page views and vitals buckets together); a beacon that would need one more while
 * full is not counted (`add` answers false) until the next flush empties it.
 */
import type { Locale } from "#common/locale";
import type { Metric } from "#common/visits";

export interface ViewCount {
  day: string;
  path: string;
  language: Locale;
  views: number;
}

export interface BucketCount {
  day: string;
  path: string;
  metric: Metric;
  bucket: number;
  count: number;
}

export interface TallyBatch {
  views: ViewCount[];
  vitals: BucketCount[];
}

/** Counters with their keys and a few objects around them: about 200 bytes each, some 4 MB at the default cap. */
export const DEFAULT_MAX_KEYS = 20_000;

export function createVisitTally(maxKeys = DEFAULT_MAX_KEYS) {
  let views = new Map<string, ViewCount>();
  let vitals = new Map<string, BucketCount>();
  const size = () => views.size + vitals.size;

  /** Adds `n` to the counter at `key`, made by `make` when new and there is room; false when full. */
  function bump<T extends { views: number } | { count: number }>(
    map: Map<string, T>,
    key: string,
    make: () => T,
    n: number,
  ): boolean {
    const counter = map.get(key);
    if (counter) {
      if ("views" in counter) counter.views += n;
      else counter.count += n;
      return true;
    }
    if (size() >= maxKeys) return false;
    const fresh = make();
    if ("views" in fresh) fresh.views = n;
    else fresh.count = n;
    map.set(key, fresh);
    return true;
  }

  return {
    /** One view of `path` in `language` on `day`. */
    addView(day: string, path: string, language: Locale, n = 1): boolean {
      return bump(views, `${day} ${language} ${path}`, () => ({ day, path, language, views: 0 }), n);
    },
    /** One measurement of `metric` on `path` on `day`, in bucket `bucket`. */
    addVital(day: string, path: string, metric: Metric, bucket: number, n = 1): boolean {
      return bump(vitals, `${day} ${metric} ${bucket} ${path}`, () => ({ day, path, metric, bucket, count: 0 }), n);
    },
    /** Everything counted so far, and an empty tally from now on. */
    take(): TallyBatch {
      const batch = { views: [...views.values()], vitals: [...vitals.values()] };
      views = new Map();
      vitals = new Map();
      return batch;
    },
    /** A batch that could not be written, added back (as far as there is room). */
    putBack(batch: TallyBatch): void {
      for (const v of batch.views) this.addView(v.day, v.path, v.language, v.views);
      for (const v of batch.vitals) this.addVital(v.day, v.path, v.metric, v.bucket, v.count);
    },
    size,
  };
}

export type VisitTally = ReturnType<typeof createVisitTally>;
