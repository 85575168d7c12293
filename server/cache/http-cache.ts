/**
 * Wires the response cache into the server:
 * - `cachingServer` answers hits on the raw `node:http` request, before Fastify
 *   parses, routes or logs anything: a cached page costs what a static file costs.
 * - `registerResponseCache` runs every request in a tracking scope (which data it
 *   reads), stores shareable GET responses on their way out, and answers hits for
 *   requests that did not come through the socket (`app.inject`).
 * API routes opt in with `config: { publicCache: true }`; pages with their
 * `headers` export (Cache-Control public).
 */
import http from "node:http";
import type { FastifyInstance, FastifyServerFactory } from "fastify";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import type { ChangeChannel } from "./change-channel.ts";
import { withPageQueryOnly } from "./page-query.ts";
import { isCacheableRequest, isShareableResponse, type ResponseCache, withVary } from "./response-cache.ts";
import { type RequestScope, trackRequest } from "./tracking.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A public GET whose answer is the same for everyone: cached, with a CDN-friendly Cache-Control. */
    publicCache?: boolean;
  }
}

const LOOKED_UP = Symbol("response cache looked up");
type RawRequest = http.IncomingMessage & { [LOOKED_UP]?: true };

/**
 * A `serverFactory` that answers cached responses before Fastify sees the request,
 * except those `bypass` picks (answered per visitor by a hook of the app).
 *
 * Fastify applies its server options only to a server it makes itself, so they are
 * applied here: the `http` options (headersTimeout), `requestTimeout`, and a
 * keep-alive longer than a proxy's (Fastify's 72 s). Node's own 5 s keep-alive closes
 * idle connections just as a proxy or client that keeps them for longer sends on
 * one: a reset connection, a 502 behind a load balancer.
 */
export function cachingServer(
  cache: ResponseCache,
  options: { bypass?: (req: http.IncomingMessage) => boolean } = {},
): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const {
      http: serverOptions,
      keepAliveTimeout,
      requestTimeout,
      connectionTimeout,
    } = fastifyOptions as {
      http?: http.ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
    };
    const server = http.createServer(serverOptions ?? {}, (req: RawRequest, res) => {
      // Query parameters no page reads are not part of a page's address (page-query.ts).
      if ((req.method === "GET" || req.method === "HEAD") && req.url) req.url = withPageQueryOnly(req.url);
      // While shutting down, Fastify answers (with `connection: close`).
      if (server.listening && !options.bypass?.(req) && cache.serve(req, res)) return;
      req[LOOKED_UP] = true;
      handler(req, res);
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };
}

export function registerResponseCache(app: FastifyInstance, cache: ResponseCache, changes: ChangeChannel): void {
  changes.subscribe((tags) => cache.invalidate(tags));
  const scopes = new WeakMap<object, RequestScope>();

  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw as RawRequest;
    if (!raw[LOOKED_UP] && cache.serve(raw, reply.raw)) {
      reply.hijack();
      return done();
    }
    const scope: RequestScope = { tags: new Set(), generation: cache.generation };
    scopes.set(request, scope);
    trackRequest(scope, done);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const scope = scopes.get(request);
    if (!scope || !isCacheableRequest(request.method, request.headers)) return payload;
    if (request.routeOptions.config.publicCache && reply.statusCode === 200 && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", PUBLIC_CACHE_CONTROL);
    }
    if (request.method !== "GET") return payload;
    if (!isShareableResponse(reply.statusCode, reply.getHeader("cache-control"), reply.getHeader("set-cookie"))) {
      return payload;
    }
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const stored = await cache.store(
      {
        key: request.raw.url ?? request.url,
        status: reply.statusCode,
        headers: reply.getHeaders(),
        body: typeof payload === "string" ? Buffer.from(payload) : payload,
        tags: scope.tags,
        generation: scope.generation,
      },
      request.headers["accept-encoding"],
      request.headers["if-none-match"],
    );
    reply
      .header("etag", stored.etag)
      .header("vary", withVary(reply.getHeader("vary"), "accept-encoding"))
      .header("x-cache", "MISS");
    if (stored.encoding !== "identity") reply.header("content-encoding", stored.encoding);
    if (stored.status === 304) {
      reply.code(304);
      return "";
    }
    return stored.body;
  });

  app.addHook("onClose", async () => {
    app.log.info({ responseCache: cache.stats() }, "response cache");
  });
}
