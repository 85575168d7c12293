import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { connect, createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READY_CHECK_MS } from "../../server/api/health.ts";
import { startS3Server } from "../support/s3-server.ts";
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
  it("answers 503, and readiness names the database", async () => {
    const t = await createTestApp();
    // Really close the database (for PostgreSQL this also drops the test database).
    await t.database.close();
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", message: "Database unreachable" });
      const ready = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: "unavailable",
        failed: ["database"],
        database: t.database.driver,
        storage: "disk",
      });
    } finally {
      await t.app.close();
      await rm(t.dataDir, { recursive: true, force: true });
    }
  });
});

/** A port where nothing listens: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("GET /api/health/ready on disk storage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 200 when the database and the uploads folder answer, uncached, and leaves no file behind", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.database.driver, storage: "disk" });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await readdir(path.join(t.dataDir, "uploads", ".tmp"))).toEqual([]);
  });

  it("is in the OpenAPI document beside /api/health", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.json().paths["/api/health/ready"].get.responses).toHaveProperty("503");
  });

  it("answers 503 naming the storage when the uploads folder is replaced by a file, and 200 once it is back", async () => {
    const uploads = path.join(t.dataDir, "uploads");
    await rm(uploads, { recursive: true, force: true });
    await writeFile(uploads, "not a folder");
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: "unavailable",
        failed: ["storage"],
        database: t.database.driver,
        storage: "disk",
      });
      expect(res.headers["cache-control"]).toBe("no-store");
      // Liveness is the database's alone.
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await rm(uploads, { force: true });
      await mkdir(uploads);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });
});

describe("GET /api/health/ready on S3 storage", () => {
  it("answers 200 when the bucket answers", async () => {
    const s3 = await startS3Server();
    const t = await createTestApp(s3.env);
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: "ok", database: t.database.driver, storage: "s3" });
    } finally {
      await t.close();
      await s3.close();
    }
  });

  it("answers 503 naming the storage when nothing listens at the endpoint", async () => {
    const s3 = await startS3Server();
    await s3.close();
    const t = await createTestApp({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "unavailable", failed: ["storage"], storage: "s3" });
    } finally {
      await t.close();
    }
  });

  it("answers 503 within its time limit when the endpoint takes connections and never answers", async () => {
    // A relay in front of the S3 server, which stops answering when told to.
    const s3 = await startS3Server();
    const target = Number(new URL(s3.env.S3_ENDPOINT ?? "").port);
    let hung = false;
    const sockets = new Set<Socket>();
    const relay: Server = createServer((socket) => {
      sockets.add(socket);
      if (hung) return;
      const upstream = connect(target, "127.0.0.1");
      sockets.add(upstream);
      socket.pipe(upstream).pipe(socket);
      for (const end of [socket, upstream]) end.on("error", () => {});
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const { port } = relay.address() as { port: number };
    const t = await createTestApp({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` });
    try {
      expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
      hung = true;
      for (const socket of sockets) socket.destroy();
      const started = Date.now();
      const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      const took = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ failed: ["storage"] });
      expect(took).toBeGreaterThanOrEqual(READY_CHECK_MS - 50);
      expect(took).toBeLessThan(READY_CHECK_MS + 2_000);
    } finally {
      await t.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
      await s3.close();
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
