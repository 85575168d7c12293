/**
 * A visitor who chose Hindi with the language switch (it sets the cookie, see
 * app/routes/language.ts) and later opens the bare `/` lands on `/hi`. Only `/`:
 * every other address says its language itself, and nothing is decided from
 * Accept-Language, so crawlers always see the English site at `/`. So only `/`'s
 * answers carry `Vary: Cookie` (no other answer reads a cookie: signing in is a
 * bearer token).
 */
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { HINDI_PREFIX, LANGUAGE_COOKIE } from "#common/locale";
import { withVary } from "../cache/response-cache.ts";

const hindiCookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=hi(?:;|$)`);

/** Whether this is a read of the bare `/` (with or without a query): the one answer the cookie decides. */
function readsHome(req: Pick<IncomingMessage, "method" | "url">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "";
  return url === "/" || url.startsWith("/?");
}

/** Whether this request is for `/` from a visitor whose remembered language is Hindi. */
export function wantsHindiHome(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (!readsHome(req)) return false;
  const cookie = req.headers.cookie;
  return typeof cookie === "string" && hindiCookie.test(cookie);
}

export function registerLanguageRedirect(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!wantsHindiHome(request.raw)) return;
    const query = (request.raw.url ?? "/").slice(1);
    // Per visitor: never kept by the response cache or a CDN.
    return reply
      .code(302)
      .header("location", `${HINDI_PREFIX}${query}`)
      .header("cache-control", "private, no-store")
      .header("vary", "cookie")
      .send();
  });
  // The English page at `/` says so too (issue 40): a shared cache (a CDN, a proxy)
  // that kept it must not hand it to a visitor with the cookie, who is redirected.
  // The server's own response cache keys by address and never sees those visitors
  // (`wantsHindiHome` bypasses it), so it keeps serving `/` to everyone else.
  app.addHook("onSend", async (request, reply, payload) => {
    if (readsHome(request.raw)) reply.header("vary", withVary(reply.getHeader("vary"), "cookie"));
    return payload;
  });
}
