/**
 * Cache-Control of every public page and API read (the same for every visitor).
 * Browsers revalidate each time (a 304 against the ETag costs almost nothing);
 * a CDN or reverse proxy in front may keep the page for a minute. The server's own
 * response cache is dropped exactly when the data changes (server/cache/).
 *
 * No `stale-while-revalidate` (decision 058): it is not for shared caches only.
 * Chromium's HTTP cache honours it for `fetch()`, which is how React Router asks
 * for a page's data and how the service worker fetches every page, so within five
 * minutes of a visit a returning visitor was answered the old copy while the new
 * one was fetched behind it: a post published meanwhile showed only on the next view.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
