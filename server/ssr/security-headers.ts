/**
 * Security headers for HTML pages. The Content-Security-Policy is enforcing: inline
 * scripts (React Router's hydration data) carry a per-response nonce, and nothing
 * else inline may run. Styles allow 'unsafe-inline' because server-rendered
 * `style` attributes (progress bars, image aspect ratios) are blocked otherwise;
 * script injection is the risk the policy exists for.
 */
import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/** Headers every response carries, pages and API alike. */
export const baseSecurityHeaders: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
};
