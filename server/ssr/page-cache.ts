/**
 * Caches rendered pages that declare themselves public (`Cache-Control: public,
 * max-age=N` from the route's `headers` export), the way a CDN would. Static
 * content pages are rendered once and then served from memory.
 *
 * Each response needs a fresh CSP nonce, so the nonce a page was rendered with is
 * remembered and swapped for the new one when the page is served again.
 */
interface CachedPage {
  body: string;
  status: number;
  headers: [string, string][];
  nonce: string;
  expiresAt: number;
}

export interface PageCache {
  get(
    key: string,
    nonce: string,
    now?: number,
  ): { body: string; status: number; headers: [string, string][] } | undefined;
  set(key: string, page: Omit<CachedPage, "expiresAt">, maxAgeSeconds: number, now?: number): void;
  clear(): void;
  readonly size: number;
}

/** `max-age` of a public Cache-Control header, or undefined when not cacheable. */
export function publicMaxAge(cacheControl: string | null): number | undefined {
  if (!cacheControl) return undefined;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (!directives.includes("public")) return undefined;
  if (directives.some((d) => d === "no-store" || d === "private" || d === "no-cache")) return undefined;
  const maxAge = directives.find((d) => d.startsWith("s-maxage=")) ?? directives.find((d) => d.startsWith("max-age="));
  const seconds = maxAge ? Number(maxAge.split("=")[1]) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export function createPageCache(maxEntries = 200): PageCache {
  const pages = new Map<string, CachedPage>();
  return {
    get(key, nonce, now = Date.now()) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= now) {
        pages.delete(key);
        return undefined;
      }
      return { body: page.body.replaceAll(page.nonce, nonce), status: page.status, headers: page.headers };
    },
    set(key, page, maxAgeSeconds, now = Date.now()) {
      if (pages.size >= maxEntries && !pages.has(key)) {
        // Drop the oldest entry (Map keeps insertion order).
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      pages.set(key, { ...page, expiresAt: now + maxAgeSeconds * 1000 });
    },
    clear() {
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
