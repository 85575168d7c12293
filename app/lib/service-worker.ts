/**
 * Registers the service worker (built by scripts/build-steps/service-worker.ts) once the
 * page has loaded and the browser is idle, so it never competes with the first
 * paint on a slow phone. Production builds only: in development Vite serves
 * modules that must not be cached.
 *
 * The page that was open while the worker installed went past it, so it is saved
 * here: the first page a visitor opens (often a form sent to them on WhatsApp) also
 * opens again with no connection; never one the worker would not keep either
 * (`keptOnlyIfPublic`: a no-store or private page, a token or setup address).
 */
import { keptOnlyIfPublic, PAGES_CACHE, SERVICE_WORKER_URL } from "#common/service-worker";
import { afterLoadWhenIdle } from "./after-load";
import { siteLinkFollowedHere } from "./link-clicks";

async function registerAndSaveThisPage(): Promise<void> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  if (window.location.pathname.startsWith("/admin")) return;
  // Only a page that loaded well is worth keeping (not a 404 or an error page).
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (navigation && "responseStatus" in navigation && navigation.responseStatus !== 200) return;
  const cache = await caches.open(PAGES_CACHE);
  const url = window.location.href.split("#")[0] as string;
  if (await cache.match(url)) return;
  const response = await fetch(url, { credentials: "same-origin" });
  if (response.ok && (await keptOnlyIfPublic({ request: new Request(url), response }))) await cache.put(url, response);
}

export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  afterLoadWhenIdle(() => {
    registerAndSaveThisPage().catch(() => {
      // Without it the site works as before, online only.
    });
  }, 10_000);
}

/**
 * With no connection, a link of this site is followed as a document load, which
 * the service worker answers with the page's saved copy or the offline page. Moving
 * in the app instead would need the next page's code: when that was never saved,
 * React Router can only reload the page the visitor is on, and the tap seems lost.
 * Listens before React does (capture on window) and lets the browser follow the link.
 * Links inside `[data-opens-offline]` lead to pages made to open in the app offline
 * (a custom form, from the copy saved on this device) and are left to React Router.
 */
export function followLinksAsDocumentsWhenOffline(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine) return;
      const link = siteLinkFollowedHere(event);
      if (!link || link.closest("[data-opens-offline]")) return;
      // A link within this page (#section) needs no document.
      if (link.pathname === window.location.pathname && link.search === window.location.search && link.hash) return;
      event.stopPropagation();
    },
    { capture: true },
  );
}
