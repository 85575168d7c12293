import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 200 after a database round trip", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.database.driver });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // Served over plain HTTP (no https PUBLIC_URL): browsers must not be told to insist on HTTPS.
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("ignores a trailing slash", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/" });
    expect(res.statusCode).toBe(200);
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty("/api/health");
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "No API route for GET /api/no-such-route" });
  });
});

describe("GET /api/health with the database gone", () => {
  it("answers 503", async () => {
    const t = await createTestApp();
    // Really close the database (for PostgreSQL this also drops the test database).
    await t.database.close();
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", message: "Database unreachable" });
    } finally {
      await t.app.close();
      await rm(t.dataDir, { recursive: true, force: true });
    }
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent on every answer once PUBLIC_URL is https://, for two years with subdomains", async () => {
    const t = await createTestApp({ PUBLIC_URL: "https://ngo.example.org" });
    try {
      for (const url of ["/api/health", "/api/blogs", "/api/no-such-route"]) {
        const res = await t.app.inject({ method: "GET", url });
        expect(res.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      }
    } finally {
      await t.close();
    }
  });
});
