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
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from "fastify";
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
  const misses = missLockOf(cache);
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
      const bypassed = options.bypass?.(req) ?? false;
      if (server.listening && !bypassed && cache.serve(req, res)) return;
      req[LOOKED_UP] = true;
      if (bypassed) handler(req, res);
      else misses.handle(req, res, () => handler(req, res));
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };
}

/** How long a request waits for another that is building the same page before building it too. */
const MISS_WAIT_MS = 10_000;

interface Building {
  generation: number;
  /** Resolved once the first request's answer is stored (or known not to be), or it ends. */
  answered: Promise<void>;
  settle: () => void;
}

/**
 * Concurrent misses for one address wait for the first, then are answered from what
 * it stored (as nginx's `proxy_cache_lock`). A change drops the cached pages it
 * touches; without this, every visitor who asks for such a page before it is built
 * again builds it too, and on a busy CPU, where a page takes seconds, that is many
 * renders of the same few pages at once, each holding its memory (decision 113).
 *
 * Only anonymous GETs wait (no cookie, no authorization): a signed-in page is never
 * shared. A request that started before a change does not make later ones wait (its
 * answer is not stored). The wait ends when the first answer is stored, not when it
 * has reached a slow client; if it was not stored (not shareable, a 404), each
 * waiting request is built on its own.
 */
class MissLock {
  private readonly building = new Map<string, Building>();
  private readonly leaders = new WeakMap<http.IncomingMessage, Building>();

  constructor(private readonly cache: ResponseCache) {}

  handle(req: http.IncomingMessage, res: http.ServerResponse, build: () => void): void {
    const key = req.url;
    if (req.method !== "GET" || !key || req.headers.cookie !== undefined || req.headers.authorization !== undefined) {
      build();
      return;
    }
    const first = this.building.get(key);
    if (first && first.generation === this.cache.generation) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, MISS_WAIT_MS);
      });
      void Promise.race([first.answered, waited]).then(() => {
        clearTimeout(timer);
        if (req.destroyed) return;
        if (!this.cache.serve(req, res)) build();
      });
      return;
    }
    let settle = () => {};
    const answered = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const entry: Building = { generation: this.cache.generation, answered, settle };
    this.building.set(key, entry);
    this.leaders.set(req, entry);
    res.once("close", () => this.answered(req));
    void answered.then(() => {
      if (this.building.get(key) === entry) this.building.delete(key);
    });
    build();
  }

  /** The request's answer is stored, or will not be: those waiting on it go on. */
  answered(req: http.IncomingMessage): void {
    this.leaders.get(req)?.settle();
  }
}

/** One lock per cache, shared by the server factory and the hooks that store answers. */
const missLocks = new WeakMap<ResponseCache, MissLock>();
function missLockOf(cache: ResponseCache): MissLock {
  let lock = missLocks.get(cache);
  if (!lock) {
    lock = new MissLock(cache);
    missLocks.set(cache, lock);
  }
  return lock;
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

  /** A shareable GET's answer stored on its way out, and sent as what was stored (the encoding the client takes). */
  const storedAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
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
  };

  // Whatever the answer, those waiting for it go on once it is stored or refused.
  const misses = missLockOf(cache);
  app.addHook("onSend", async (request, reply, payload) => {
    try {
      return await storedAnswer(request, reply, payload);
    } finally {
      misses.answered(request.raw);
    }
  });

  app.addHook("onClose", async () => {
    app.log.info({ responseCache: cache.stats() }, "response cache");
  });
}
