/**
 * What the access log may show of a request's address (issue 40). Secrets travel in
 * a few addresses' query strings: the newsletter e-mail's links
 * (`/newsletter/confirm?token=…`, `/newsletter/unsubscribe?token=…`, their Hindi
 * `/hi/…` pages, React Router's `.data` requests for them and the one-click
 * unsubscribe POST) and the start-up log's setup link (`/admin/login?setup=…`).
 * A token in a log file is a token anyone who reads the logs (a host's support, a
 * log service, a backup) can use, so its value is replaced by `[redacted]`; the
 * rest of the address stays as sent, for debugging.
 *
 * No address of the site carries a secret in a path segment (routes.ts, the API's
 * routes: ids and slugs only), so only query parameters are redacted; a route that
 * ever puts a token in its path adds it here.
 */
import type { FastifyRequest } from "fastify";

export const REDACTED = "[redacted]";

/**
 * A query parameter whose name is `setup`, or says token, secret, password or
 * ticket (`token`, `access_token`, `amp;token` from a link whose `&` a mail client
 * escaped as `&amp;`, `formTicket`), whatever its letter case or percent-encoding.
 */
const SECRET_NAME = /token|secret|passw(?:or)?d|ticket|^setup$/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/** The address with the value of every secret-bearing query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const parts = url.slice(start + 1).split("&");
  let changed = false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const equals = part.indexOf("=");
    // `?token` alone or `?token=`: nothing to hide, and "it came empty" helps debugging.
    if (equals === -1 || equals === part.length - 1) continue;
    if (!SECRET_NAME.test(decodedName(part.slice(0, equals)))) continue;
    parts[i] = `${part.slice(0, equals + 1)}${REDACTED}`;
    changed = true;
  }
  return changed ? `${url.slice(0, start + 1)}${parts.join("&")}` : url;
}

/**
 * Fastify's own request serializer (fastify/lib/logger-pino.js) with the address
 * redacted: what the "incoming request" line of every request logs.
 */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.["accept-version"];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options `server/index.ts` gives Fastify: what never reaches the log. */
export const logRedaction = {
  redact: ["req.headers.authorization", "req.headers.cookie"],
  serializers: { req: serializeRequest },
};
