/**
 * Prometheus metrics on `GET /metrics` (decision 097), only when METRICS_TOKEN is set
 * and only for a request bearing it; without the token nothing here is registered, so
 * no request pays for it.
 *
 * - `http_request_duration_seconds` and `http_responses_total` by method, route pattern
 *   (Fastify's, never the raw URL: `/api/blogs/:id`, `/*` for every page, one
 *   `/assets/*` for the build's files, `unmatched` for a 404 no route took) and status
 *   class, from one onResponse hook. A response-cache hit is answered before Fastify
 *   (server/cache/http-cache.ts) and counted by the next two instead.
 * - `site_response_cache_hits_total`, `site_response_cache_misses_total` and
 *   `site_response_cache_bytes`, read from the cache's own counts at scrape time.
 * - `site_job_queue_jobs` by queue and state (waiting: the depth; scheduled, active,
 *   failed), one query at scrape time, given JOB_COUNTS_MS.
 * - the process's own (process-metrics.ts), and the last backup.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ResponseCache } from "../cache/response-cache.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { withinTime } from "../time-limit.ts";
import { processMetrics } from "./process-metrics.ts";

/** The longest a scrape waits for the job queue's counts; past it they are left out. */
export const JOB_COUNTS_MS = 2_000;

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token a scraper must send. */
  token: string;
  cache: ResponseCache;
  jobs: JobQueue;
  /** The build's hashed files, counted as one route (BUILT_ASSETS_PATH). */
  assetsPath: string;
}

const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"];

/** A constant-time comparison of the Authorization header with `Bearer <token>`. */
function bearerCheck(token: string): (header: string | undefined) => boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  const expected = digest(`Bearer ${token}`);
  return (header) => header !== undefined && timingSafeEqual(digest(header), expected);
}

function cacheMetrics(registry: Registry, cache: ResponseCache): void {
  new Counter({
    name: "site_response_cache_hits_total",
    help: "Public pages and API reads answered from the response cache",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.stats().hits);
    },
  });
  new Counter({
    name: "site_response_cache_misses_total",
    help: "Public pages and API reads rendered because the response cache did not hold them",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.stats().misses);
    },
  });
  new Gauge({
    name: "site_response_cache_bytes",
    help: "Memory the response cache holds, in bytes (RESPONSE_CACHE_MB is its budget)",
    registers: [registry],
    collect() {
      this.set(cache.stats().bytes);
    },
  });
}

function jobQueueMetrics(registry: Registry, jobs: JobQueue, log: FastifyBaseLogger): void {
  new Gauge({
    name: "site_job_queue_jobs",
    help: "Background jobs by queue and state: waiting (due, not yet taken: the depth), scheduled (for later), active, failed (every try, kept 14 days)",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const counts = await withinTime("the job queue's counts", JOB_COUNTS_MS, () => jobs.counts());
        for (const { name, waiting, scheduled, active, failed } of counts) {
          this.set({ queue: name, state: "waiting" }, waiting);
          this.set({ queue: name, state: "scheduled" }, scheduled);
          this.set({ queue: name, state: "active" }, active);
          this.set({ queue: name, state: "failed" }, failed);
        }
      } catch (err) {
        // Left out of this scrape (`absent()` tells); the rest of the metrics still answer.
        log.warn({ err }, "metrics: the job queue's counts could not be read");
      }
    },
  });
}

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  const labelNames = ["method", "route", "status_class"] as const;
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its response's end, for requests the application answered (not response-cache hits)",
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const responses = new Counter({
    name: "http_responses_total",
    help: "Responses the application answered (response-cache hits: site_response_cache_hits_total)",
    labelNames,
    registers: [registry],
  });
  cacheMetrics(registry, options.cache);
  jobQueueMetrics(registry, options.jobs, app.log);

  const { assetsPath } = options;
  const assetsRoute = `${assetsPath}*`;
  // The label object is the one allocation: route patterns and status classes are
  // strings the process already holds.
  app.addHook("onResponse", (request, reply, done) => {
    const pattern = request.routeOptions.url;
    const labels = {
      method: request.method,
      route: pattern === undefined ? "unmatched" : pattern.startsWith(assetsPath) ? assetsRoute : pattern,
      status_class: STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? "other",
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    responses.inc(labels);
    done();
  });

  const authorised = bearerCheck(options.token);
  const processRegistry = processMetrics();
  // Not under /api: no OpenAPI entry, no JSON envelope; never cached (no-store, and it
  // needs an Authorization header, which the response cache never answers).
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!authorised(request.headers.authorization)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .type("text/plain; charset=utf-8")
        .send("Unauthorized\n");
    }
    const [own, processWide] = await Promise.all([registry.metrics(), processRegistry.metrics()]);
    return reply.type(registry.contentType).send(`${own}\n${processWide}`);
  });
}
