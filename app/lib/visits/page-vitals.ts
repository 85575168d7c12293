/**
 * This page load's Core Web Vitals, measured as web.dev defines them and as the
 * `web-vitals` library reports them for a load (decision 102: the library's 2.8 KB
 * did not fit the page budget; tests/e2e/visits.spec.ts checks these values against
 * the library's own, in the same page load):
 * - LCP: the start of the last largest-contentful-paint entry, before the visitor's
 *   first input and while the page was visible.
 * - CLS: the largest session window of layout shifts not caused by input (shifts
 *   under 1 s apart, a window at most 5 s long).
 * - INP: of the interactions' longest event durations, one ignored per 50
 *   interactions (the 98th percentile); of the ten longest, as web-vitals keeps them.
 * The observers ask for the entries already recorded (`buffered`), so measuring may
 * start once the page is idle. Only the load is measured: no back-forward cache
 * restore nor prerendering, which this site does not report.
 */

export type VitalName = "LCP" | "INP" | "CLS";
export type Vitals = Partial<Record<VitalName, number>>;

/** The interactions kept (web-vitals' MAX_INTERACTIONS_TO_CONSIDER). */
const LONGEST_KEPT = 10;

interface TimedEntry extends PerformanceEntry {
  /** layout-shift */
  value?: number;
  hadRecentInput?: boolean;
  /** event, first-input */
  interactionId?: number;
}

/**
 * Starts measuring; returns what reads the values measured so far (none before the
 * first paint). Paints after the page was first hidden do not count: a tab opened in
 * the background measures no LCP.
 */
export function measurePageVitals(): () => Vitals {
  const observers: [PerformanceObserver, (entries: TimedEntry[]) => void][] = [];
  const observe = (type: string, handle: (entry: TimedEntry) => void, options?: object) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    const each = (entries: TimedEntry[]) => entries.forEach(handle);
    const observer = new PerformanceObserver((list) => each(list.getEntries()));
    observer.observe({ type, buffered: true, ...options });
    observers.push([observer, each]);
  };
  const [navigation] = performance.getEntriesByType("navigation");
  const activationStart = (navigation as { activationStart?: number } | undefined)?.activationStart ?? 0;
  // When the page was first hidden: paints after it do not count (a tab opened in the
  // background). The browser's record of it where it keeps one, else from now on.
  let hiddenAt =
    performance.getEntriesByType("visibility-state").find((entry) => entry.name === "hidden")?.startTime ??
    (document.visibilityState === "hidden" ? 0 : Number.POSITIVE_INFINITY);
  addEventListener(
    "visibilitychange",
    (event) => {
      if (document.visibilityState === "hidden") hiddenAt = Math.min(hiddenAt, event.timeStamp);
    },
    { capture: true },
  );

  const vitals: Vitals = {};
  // The browser itself reports no larger paint after the visitor's first input.
  observe("largest-contentful-paint", (entry) => {
    if (entry.startTime < hiddenAt) vitals.LCP = Math.max(entry.startTime - activationStart, 0);
  });

  let windowValue = 0;
  let windowStart = 0;
  let lastShift = 0;
  observe("layout-shift", (entry) => {
    if (entry.hadRecentInput) return;
    const joins = windowValue > 0 && entry.startTime - lastShift < 1000 && entry.startTime - windowStart < 5000;
    windowValue = (joins ? windowValue : 0) + (entry.value ?? 0);
    if (!joins) windowStart = entry.startTime;
    lastShift = entry.startTime;
    vitals.CLS = Math.max(vitals.CLS ?? 0, windowValue);
  });

  const longest = new Map<number, number>();
  let fewestId = Number.POSITIVE_INFINITY;
  let mostId = 0;
  const interaction = (entry: TimedEntry) => {
    const id = entry.interactionId;
    if (!id) return;
    fewestId = Math.min(fewestId, id);
    mostId = Math.max(mostId, id);
    longest.set(id, Math.max(longest.get(id) ?? 0, entry.duration));
    if (longest.size > LONGEST_KEPT) {
      const shortest = [...longest].reduce((a, b) => (b[1] < a[1] ? b : a));
      longest.delete(shortest[0]);
    }
  };
  observe("event", interaction, { durationThreshold: 40 });
  observe("first-input", interaction);
  // Interactions too short to be observed count too (web-vitals' estimate where the
  // browser does not count them: Chromium numbers interactions in steps of 7).
  const interactions = () =>
    (performance as { interactionCount?: number }).interactionCount ?? (mostId ? (mostId - fewestId) / 7 + 1 : 0);

  return () => {
    for (const [observer, each] of observers) each(observer.takeRecords() as TimedEntry[]);
    const durations = [...longest.values()].sort((a, b) => b - a);
    const inp = durations[Math.min(durations.length - 1, Math.floor(interactions() / 50))];
    // A page drawn while visible and never shifted has a CLS of 0 (as web-vitals reports it).
    const painted = performance.getEntriesByName("first-contentful-paint")[0];
    const cls = vitals.CLS ?? (painted && painted.startTime < hiddenAt ? 0 : undefined);
    return {
      ...(vitals.LCP === undefined ? {} : { LCP: vitals.LCP }),
      ...(cls === undefined ? {} : { CLS: cls }),
      ...(inp === undefined ? {} : { INP: inp }),
    };
  };
}
