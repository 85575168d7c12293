/**
 * A visitor who chose Hindi with the language switch (it sets the cookie, see
 * app/routes/language.ts) and later opens the bare `/` lands on `/hi`. Only `/`:
 * every other address says its language itself, and nothing is decided from
 * Accept-Language, so crawlers always see the English site at `/`.
 */
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { HINDI_PREFIX, LANGUAGE_COOKIE } from "#common/locale";

const hindiCookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=hi(?:;|$)`);

/** Whether this request is for `/` from a visitor whose remembered language is Hindi. */
export function wantsHindiHome(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "";
  if (url !== "/" && !url.startsWith("/?")) return false;
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
}
