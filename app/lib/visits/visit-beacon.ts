/**
 * The visit beacons (issue 46, decision 099), a chunk of its own: the site layout
 * imports it once the page has loaded and the browser is idle, so it neither delays
 * the first paint nor hydration, nor counts in the bytes a page loads with.
 *
 * A page shown sends its path (never its query, which may hold a search or a token);
 * the page a visitor landed on also sends, when it is hidden or left, its Core Web
 * Vitals as `web-vitals` measured them (LCP, INP, CLS: the standard build, not the
 * attribution one). Nothing else: no cookie, no identifier, nothing stored in the
 * browser. A browser with Do Not Track or Global Privacy Control sends nothing.
 */
import { type MetricType, onCLS, onINP, onLCP } from "web-vitals";
import { VISITS_API, VITALS_API } from "#common/visit-beacons";

/** Do Not Track or Global Privacy Control (not yet in TypeScript's Navigator). */
function optedOut(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === "1" || browser.globalPrivacyControl === true;
}

/**
 * Sent with `sendBeacon` (it outlives the page); where that is missing or refuses, with
 * `fetch`'s keepalive. A JSON string, which both send as text/plain: a simple request,
 * sent without asking the server first.
 */
function send(url: string, body: object): void {
  // Offline (the page was saved on the device): a beacon could only fail.
  if (!navigator.onLine) return;
  const text = JSON.stringify(body);
  if (navigator.sendBeacon?.(url, text)) return;
  void fetch(url, { method: "POST", body: text, keepalive: true, credentials: "omit" }).catch(() => {});
}

let measuring = false;

/**
 * Counts the page at `path`; the first call also measures this page load, sent for
 * `path` once, when the page is first hidden (a tab closed or switched, the site left,
 * a phone switching apps): web-vitals reports its values then, from listeners that run
 * before this one (its README's way). A return to the tab is not sent again: each load
 * is one measurement.
 */
export function pageShown(path: string): void {
  if (optedOut()) return;
  send(VISITS_API, { path });
  if (measuring) return;
  measuring = true;
  const measured: Partial<Record<MetricType["name"], number>> = {};
  const keep = (metric: MetricType) => {
    measured[metric.name] = metric.value;
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  let sent = false;
  addEventListener("visibilitychange", () => {
    if (sent || document.visibilityState !== "hidden" || Object.keys(measured).length === 0) return;
    sent = true;
    send(VITALS_API, { path, ...measured });
  });
}
