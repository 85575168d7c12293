/** Names the service worker (scripts/build-steps/service-worker.ts) and the pages agree on. */
export const SERVICE_WORKER_URL = "/sw.js";
/** Cache Storage cache of the pages a visitor has opened. */
export const PAGES_CACHE = "pages";
export const OFFLINE_PATH = "/offline";
/** The same page in Hindi, answered for Hindi pages (common/locale.ts). */
export const HINDI_OFFLINE_PATH = "/hi/offline";

/**
 * What the worker's caches never keep (issue 40): a response whose Cache-Control
 * says `no-store` or `private` (the newsletter's link pages, a form's answer), and
 * any address with a `token` or `setup` parameter (a live unsubscribe link, the
 * admin's setup link), whatever its headers. Answers the response when it may be
 * kept, else null; a copy an earlier worker saved is deleted where it is met.
 *
 * Both a Workbox plugin's `cacheWillUpdate` and its `cachedResponseWillBeUsed`
 * (the worker, scripts/build-steps/service-worker.ts) and the page's own saving
 * (app/lib/service-worker.ts). Workbox writes the function's source into the
 * worker, so it refers to nothing outside itself.
 */
export async function keptOnlyIfPublic({
  request,
  response,
  cachedResponse,
  cacheName,
}: {
  request: Request;
  response?: Response;
  cachedResponse?: Response;
  cacheName?: string;
}): Promise<Response | null> {
  const candidate = response ?? cachedResponse;
  if (!candidate) return null;
  const params = new URL(request.url).searchParams;
  const cacheControl = candidate.headers.get("Cache-Control") ?? "";
  if (!params.has("token") && !params.has("setup") && !/(?:^|,)\s*(?:no-store|private)\b/i.test(cacheControl)) {
    return candidate;
  }
  if (cachedResponse && cacheName) await (await caches.open(cacheName)).delete(request);
  return null;
}
