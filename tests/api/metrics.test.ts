/**
 * Prometheus metrics at /metrics (issue 46; decision 097): absent without
 * METRICS_TOKEN, 401 without the right bearer token, and with it the request
 * histogram by route pattern, the response cache's hits and misses (through a real
 * socket, where hits are answered), the job queue's counts and the process's own.
 */
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBackupSuccess } from "../../server/metrics/process-metrics.ts";
import { createTestApp, listenOnLoopback, type TestApp } from "../support/test-app.ts";

const TOKEN = "metrics-token-for-the-tests-0123456789";
const silent = { child: () => silent, error() {}, info() {}, warn() {} } as unknown as FastifyBaseLogger;

/** The value of one series in an exposition, by its name and labels as written; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("does not exist, with or without a token", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("/metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  let base: string;
  const scrape = async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    t = await createTestApp(
      { METRICS_TOKEN: TOKEN },
      {
        // A stand-in for one of the build's files, which API tests do not build.
        beforeReady: (app) => app.get("/assets/entry-abc123.js", async () => "export {};"),
      },
    );
    base = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  it("answers 401 without the token or with a wrong one, and says how to authenticate", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body).not.toContain("http_request");
    }
  });

  it("answers the exposition format with the right token, uncached and outside the OpenAPI document", async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-cache")).toBeNull();
    const text = await res.text();
    // The process's own figures.
    expect(text).toContain("# TYPE process_cpu_user_seconds_total counter");
    expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(document.paths)).not.toContain("/metrics");
  });

  it("times requests by route pattern, never the raw URL, with the build's files as one route", async () => {
    const id = "a7c4a7f0-0000-4000-8000-000000000000";
    expect((await fetch(`${base}/api/blogs/${id}`)).status).toBe(404);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/assets/entry-abc123.js`)).status).toBe(200);
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
    const text = await scrape();
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/blogs/:id",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket{le="10",method="GET",route="/api/health",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_responses_total{method="GET",route="/api/health",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_responses_total{method="GET",route="/assets/*",status_class="2xx"}')).toBe(1);
    expect(sample(text, 'http_responses_total{method="GET",route="unmatched",status_class="4xx"}')).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain("entry-abc123");
    expect(text).not.toContain("no-such-page");
  });

  it("counts the response cache's hits and misses", async () => {
    const before = await scrape();
    const hitsBefore = sample(before, "site_response_cache_hits_total") ?? Number.NaN;
    const missesBefore = sample(before, "site_response_cache_misses_total") ?? Number.NaN;
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/api/gallery`);
      expect(res.headers.get("x-cache")).toBe(i === 0 ? "MISS" : "HIT");
      await res.arrayBuffer();
    }
    const after = await scrape();
    expect(sample(after, "site_response_cache_hits_total")).toBe(hitsBefore + 1);
    expect(sample(after, "site_response_cache_misses_total")).toBe(missesBefore + 1);
    expect(sample(after, "site_response_cache_bytes")).toBeGreaterThan(0);
  });

  it("reports the job queue's depth, scheduled and failed jobs by queue", async () => {
    // Not started: nothing to count, and the scrape still answers.
    expect(await scrape()).not.toContain("site_job_queue_jobs{");
    await t.services.jobs.start(silent);
    try {
      // A scheduled draft's publication next week: stored, not due.
      await t.services.jobs.send(
        "publish-scheduled-draft",
        { name: "page:education" },
        { startAfter: new Date(Date.now() + 7 * 24 * 3600 * 1000) },
      );
      const text = await scrape();
      expect(text).toContain("# TYPE site_job_queue_jobs gauge");
      expect(sample(text, 'site_job_queue_jobs{queue="publish-scheduled-draft",state="scheduled"}')).toBe(1);
      expect(sample(text, 'site_job_queue_jobs{queue="publish-scheduled-draft",state="waiting"}')).toBe(0);
      for (const state of ["waiting", "scheduled", "active", "failed"]) {
        expect(sample(text, `site_job_queue_jobs{queue="newsletter-sending",state="${state}"}`), state).toBeDefined();
      }
    } finally {
      await t.services.jobs.stop(1_000);
    }
  });

  it("has the place for the backups: the last success's time and size", async () => {
    expect(sample(await scrape(), "site_backup_last_success_timestamp_seconds")).toBeDefined();
    const finishedAt = new Date("2026-11-23T02:30:00Z");
    recordBackupSuccess({ finishedAt, bytes: 123_456 });
    try {
      const text = await scrape();
      expect(sample(text, "site_backup_last_success_timestamp_seconds")).toBe(finishedAt.getTime() / 1000);
      expect(sample(text, "site_backup_last_size_bytes")).toBe(123_456);
    } finally {
      // The record is the process's: put back for the files that follow in this worker.
      recordBackupSuccess(undefined);
    }
  });
});
