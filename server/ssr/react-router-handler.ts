/**
 * Serves the React Router app (server rendering, loaders, actions) from Fastify.
 * Everything that is not `/api/...` or a static file comes here.
 */
import { createRequest } from "@mjackson/node-fetch-server";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isSafeUrl } from "../api/text-boundary.ts";
import type { AppServices } from "../services/index.ts";
import type { LoadContext } from "./load-context.ts";
import { createPageCache, publicMaxAge } from "./page-cache.ts";
import { contentSecurityPolicy, createNonce } from "./security-headers.ts";

export interface ReactRouterHandlerOptions {
  /** The server build, or a function giving it (development: fresh from Vite each time). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  services: AppServices;
}

export const reactRouterHandler: FastifyPluginAsync<ReactRouterHandlerOptions> = async (app, options) => {
  const handle = createRequestHandler(options.build, options.mode);
  const pageCache = createPageCache();
  const enforceCsp = options.mode === "production";
  // Absolute URLs come from configuration only: a forged Host header or an
  // absolute-form request target must never reach a page (or the page cache).
  const origin = new URL(options.services.config.origin);

  // React Router reads request bodies itself (form actions), so Fastify must not.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const send = (
    reply: FastifyReply,
    nonce: string,
    status: number,
    headers: Iterable<[string, string]>,
    body: unknown,
  ) => {
    reply.code(status);
    for (const [name, value] of headers) {
      // Set-Cookie may repeat; everything else is single-valued.
      if (name === "set-cookie") reply.header(name, [...((reply.getHeader(name) as string[]) ?? []), value]);
      else reply.header(name, value);
    }
    if (enforceCsp && (reply.getHeader("content-type") as string | undefined)?.startsWith("text/html")) {
      reply.header("content-security-policy", contentSecurityPolicy(nonce));
    }
    return reply.send(body);
  };

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      // "//evil.example/x" would resolve to another host; such a path names no page of ours.
      if (!request.url.startsWith("/") || request.url.startsWith("//")) {
        return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
      }
      const nonce = createNonce();
      const url = new URL(request.url, "http://localhost");
      // A NUL, broken Unicode or an undecodable escape in the URL (`/blog/%00`) never reaches a loader.
      if (!isSafeUrl(url)) return reply.code(400).type("text/plain; charset=utf-8").send("Bad request: Invalid URL");
      const cacheKey = request.method === "GET" && url.search === "" ? url.pathname : undefined;

      if (cacheKey) {
        const cached = pageCache.get(cacheKey, nonce);
        if (cached) {
          reply.header("x-page-cache", "hit");
          return send(reply, nonce, cached.status, cached.headers, cached.body);
        }
      }

      const webRequest = createRequest(request.raw, reply.raw, { protocol: origin.protocol, host: origin.host });
      const context: LoadContext = { services: options.services, cspNonce: nonce, origin: origin.origin };
      const response = await handle(webRequest, context);

      const maxAge =
        cacheKey && response.status === 200 ? publicMaxAge(response.headers.get("cache-control")) : undefined;
      if (cacheKey && maxAge !== undefined) {
        const body = await response.text();
        const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
        pageCache.set(cacheKey, { body, status: response.status, headers, nonce }, maxAge);
        reply.header("x-page-cache", "miss");
        return send(reply, nonce, response.status, headers, body);
      }

      const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
      for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
      return send(reply, nonce, response.status, headers, response.body);
    },
  });
};
