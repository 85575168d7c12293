/**
 * Registers the service worker (built by scripts/build-steps/service-worker.ts) once the
 * page has loaded and the browser is idle, so it never competes with the first
 * paint on a slow phone. Production builds only: in development Vite serves
 * modules that must not be cached.
 *
 * The page that was open while the worker installed went past it, so it is saved
 * here: the first page a visitor opens (often a form sent to them on WhatsApp) also
 * opens again with no connection.
 */
import { PAGES_CACHE, SERVICE_WORKER_URL } from "#common/service-worker";

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
  if (response.ok) await cache.put(url, response);
}

export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    registerAndSaveThisPage().catch(() => {
      // Without it the site works as before, online only.
    });
  };
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(register, { timeout: 10_000 })
      : setTimeout(register, 2000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
