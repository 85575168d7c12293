/**
 * Headers of issue 40 on answers the response cache keeps. `/` is the one address
 * whose answer a cookie decides (the remembered language,
 * server/ssr/language-redirect.ts), so each of its answers says `Vary: Cookie`,
 * while the response cache goes on answering it from memory for everyone without
 * the cookie. Resources are kept to this site (Cross-Origin-Resource-Policy), but
 * the link-preview picture. No pages in API tests: stand-ins, cached as the real
 * ones are (Cache-Control public), take their place.
 */

import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { type AppServices, createServices } from "../../server/services/index.ts";
import { openTestDatabase } from "../support/test-database.ts";

let app: FastifyInstance;
let services: AppServices;
let database: DatabaseHandle;
let dataDir: string;
let base: string;
let homeRenders = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "ngo-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  database = await openTestDatabase();
  services = createServices({ config, database });
  app = await buildApp({ services });
  app.get("/", async (_request, reply) => {
    homeRenders++;
    reply.header("cache-control", PUBLIC_CACHE_CONTROL).type("text/html; charset=utf-8");
    return `<!DOCTYPE html><h1>Home</h1>${"<p>Education for every child.</p>".repeat(60)}`;
  });
  app.get("/og-image.png", async (_request, reply) => {
    reply.header("cache-control", PUBLIC_CACHE_CONTROL).type("image/png");
    return Buffer.from("not really a png");
  });
  app.get("/AboutUs", async (_request, reply) => {
    reply.header("cache-control", PUBLIC_CACHE_CONTROL).type("text/html; charset=utf-8");
    return "<!DOCTYPE html><h1>About Us</h1>";
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await services.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res));
    });
    req.on("error", reject);
    req.end();
  });
}

const varyOf = (res: http.IncomingMessage) =>
  String(res.headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .sort();

describe("/ and the language cookie", () => {
  it("says Vary: Cookie on the English page, rendered and from the cache, and the cache still answers it", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(varyOf(first)).toEqual(["accept-encoding", "cookie"]);

    const hit = await get("/", { "accept-encoding": "br", cookie: "other=1" });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(varyOf(hit)).toEqual(["accept-encoding", "cookie"]);
    const notModified = await get("/", { "accept-encoding": "br", "if-none-match": String(hit.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(varyOf(notModified)).toEqual(["accept-encoding", "cookie"]);
    expect(homeRenders).toBe(1);
  });

  it("says it on the redirect of a visitor who chose Hindi, which the cache never answers", async () => {
    const redirect = await get("/?page=2", { cookie: "site-language=hi" });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("/hi?page=2");
    expect(varyOf(redirect)).toEqual(["cookie"]);
    expect(redirect.headers["cache-control"]).toBe("private, no-store");
    expect((await get("/", { cookie: "site-language=hi" })).statusCode).toBe(302);
    expect((await get("/")).headers["x-cache"]).toBe("HIT");
  });

  it("leaves other pages' answers varying on the encoding only", async () => {
    await get("/AboutUs");
    const hit = await get("/AboutUs", { cookie: "site-language=hi" });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers.vary).toBe("accept-encoding");
  });
});

describe("Cross-Origin-Resource-Policy and Permissions-Policy", () => {
  it("keep pages and API answers to this site, and name no obsolete feature", async () => {
    for (const pathname of ["/", "/AboutUs", "/api/health"]) {
      const res = await get(pathname);
      expect(res.headers["cross-origin-resource-policy"], pathname).toBe("same-origin");
      expect(res.headers["permissions-policy"], pathname).toBe("camera=(), microphone=(), geolocation=()");
    }
  });

  it("let other sites show the link-preview picture, from the cache too", async () => {
    expect((await get("/og-image.png")).headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const hit = await get("/og-image.png");
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });
});
