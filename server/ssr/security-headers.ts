/**
 * Security headers for HTML pages. The Content-Security-Policy is enforcing: the
 * inline scripts a page carries (React Router's hydration data and module
 * imports, scroll restoration, JSON-LD) are allowed by their SHA-256 hashes, and
 * nothing else inline may run (decision 015). The same page always gets the same
 * policy, so it can be cached. Styles allow 'unsafe-inline' because
 * server-rendered `style` attributes (progress bars, image aspect ratios) are
 * blocked otherwise; script injection is the risk the policy exists for.
 */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** `'sha256-…'` sources of the inline scripts in an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes) || content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Strict-Transport-Security, once the site is known to be served over HTTPS
 * (PUBLIC_URL starts with https://): browsers then never try plain HTTP again.
 * Two years and subdomains, the preload list's own minimum.
 */
export function transportSecurityHeaders(publicUrl: string | undefined): Record<string, string> {
  return publicUrl?.startsWith("https://")
    ? { "strict-transport-security": "max-age=63072000; includeSubDomains" }
    : {};
}

/** Where the build's content-hashed scripts and stylesheets are served. */
export const BUILT_ASSETS_PATH = "/assets/";

/**
 * All a built script or stylesheet needs besides its type, length and caching:
 * the frame, referrer, permissions and opener policies and HSTS act on documents
 * (and HSTS is learnt from the first page), the request id only serves logs of
 * requests that can go wrong.
 */
export const builtAssetHeaders: Record<string, string> = { "x-content-type-options": "nosniff" };

/** Headers every other response carries, pages and API alike. */
export const baseSecurityHeaders: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
};
