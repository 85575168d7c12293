/**
 * Cache-Control of every public page and API read (the same for every visitor).
 * Browsers revalidate each time (a 304 against the ETag costs almost nothing);
 * a CDN or reverse proxy in front may keep the page for a minute and serve it
 * stale for five more while it fetches the new one. The server's own response
 * cache is dropped exactly when the data changes (server/cache/).
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
