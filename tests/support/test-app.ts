/**
 * The real API on a fresh database, for API tests through `app.inject`.
 * No pages: those are covered by the end-to-end suite against the built site.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { ContentDocumentView } from "#common/schemas/content-document";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";
import { type AppServices, createServices } from "../../server/services/index.ts";
import { openTestDatabase } from "./test-database.ts";

export interface StartupLine {
  level: "info" | "warn";
  obj: Record<string, unknown>;
  msg: string;
}

/** Administrator credentials the test apps start with (unless a test overrides them). */
export const TEST_ADMIN = { username: "test-admin", password: "test-password-long-enough" } as const;

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  database: DatabaseHandle;
  dataDir: string;
  /** What the start-up (ensureAdmin) logged, e.g. the generated password's setup link. */
  startupLog: StartupLine[];
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  /** `onDisk`: the embedded database in the app's DATA_DIR, as a server keeps it (not in memory). */
  options: {
    driver?: "pglite" | "postgres";
    onDisk?: boolean;
    /** Adds routes before the app starts (stand-ins for pages, which API tests do not build). */
    beforeReady?: (app: FastifyInstance, services: AppServices) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...env,
  });
  const database = options.onDisk
    ? await openDatabase({ driver: "pglite", dataDir })
    : await openTestDatabase(options.driver);
  const services = createServices({ config, database });
  const app = await buildApp({ services });
  options.beforeReady?.(app, services);
  await app.ready();
  const startupLog: StartupLine[] = [];
  await services.auth.ensureAdmin({
    info: (obj, msg) => startupLog.push({ level: "info", obj: obj as Record<string, unknown>, msg }),
    warn: (obj, msg) => startupLog.push({ level: "warn", obj: obj as Record<string, unknown>, msg }),
  });
  return {
    startupLog,
    app,
    services,
    database,
    dataDir,
    async close() {
      await app.close();
      await services.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the test admin and answers the `Authorization` header to send. */
export async function signIn(t: TestApp, credentials: { username: string; password: string } = TEST_ADMIN) {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: credentials });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().token as string}` };
}

/** Serves the test app on a free loopback port, for tests that need a real socket; answers its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A JSON answer: its status and parsed body. */
export interface JsonAnswer<Body> {
  status: number;
  body: Body;
}

/**
 * A JSON call through the real socket at `base` (so the response cache is in play),
 * signed in with `auth` unless other headers are given (`{}`: an anonymous visitor).
 */
export function jsonCaller<Body>(base: () => string, auth: () => Record<string, string>) {
  return async (
    method: string,
    path: string,
    payload?: unknown,
    headers: Record<string, string> = auth(),
  ): Promise<JsonAnswer<Body>> => {
    const res = await fetch(`${base()}${path}`, {
      method,
      headers: { ...headers, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
}

/** A content document's admin API (/api/content/{name}) as the signed-in admin: its published view, and a save. */
export function contentDocumentApi<T>(t: () => TestApp, name: string, auth: () => Record<string, string>) {
  const url = `/api/content/${name}`;
  return {
    async read(): Promise<ContentDocumentView<T>> {
      const res = await t().app.inject({ method: "GET", url, headers: auth() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    save: (document: unknown, version: number) =>
      t().app.inject({ method: "PUT", url, headers: auth(), payload: { document, version } }),
  };
}
