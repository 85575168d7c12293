/**
 * The visit beacons (issue 46, decisions 099 and 102). The site layout calls
 * `pageShown` once a page has loaded and the browser is idle, so they neither delay
 * the first paint nor hydration.
 *
 * A page shown sends its path (never its query, which may hold a search or a token);
 * the page a visitor landed on also sends, when it is first hidden or left, its Core
 * Web Vitals (LCP, INP, CLS, ./page-vitals.ts). Nothing else: no cookie, no
 * identifier, nothing stored in the browser. A browser with Do Not Track or Global
 * Privacy Control sends nothing.
 */
import { VISITS_API, VITALS_API } from "#common/visit-beacons";
import { measurePageVitals } from "./page-vitals";

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
 * a phone switching apps). A return to the tab is not sent again: each load is one
 * measurement.
 */
export function pageShown(path: string): void {
  if (optedOut()) return;
  send(VISITS_API, { path });
  if (measuring) return;
  measuring = true;
  const measured = measurePageVitals();
  let sent = false;
  addEventListener("visibilitychange", () => {
    if (sent || document.visibilityState !== "hidden") return;
    const vitals = measured();
    if (Object.keys(vitals).length === 0) return;
    sent = true;
    send(VITALS_API, { path, ...vitals });
  });
}
