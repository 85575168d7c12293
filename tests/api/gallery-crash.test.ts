/**
 * Crash safety of uploads: the server process is killed with SIGKILL in the
 * middle of a multi-image upload (once while the body is arriving, once while
 * the photos are being processed and stored). After a restart there is no row
 * without its files and no file without its row, and uploads work again.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { TEST_ADMIN } from "../support/test-app.ts";
import { photoJpeg } from "../support/test-images.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");

interface Server {
  child: ChildProcess;
  base: string;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/api-server.ts"], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /LISTENING (\d+)/.exec(output)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

function killed(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.once("exit", () => resolve());
    server.child.kill("SIGKILL");
  });
}

function stopped(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a multipart upload; `chunkDelayMs` spreads the body out so the server can be killed mid-body. */
function sendUpload(
  base: string,
  authorization: string,
  payload: Buffer,
  headers: Record<string, string>,
  chunkDelayMs = 0,
) {
  const request = http.request(`${base}/api/gallery`, { method: "POST", headers: { ...headers, authorization } });
  // The connection dies with the server; that is the point.
  request.on("error", () => {});
  void (async () => {
    const chunk = 64 * 1024;
    for (let offset = 0; offset < payload.length && !request.destroyed; offset += chunk) {
      request.write(payload.subarray(offset, offset + chunk));
      if (chunkDelayMs) await sleep(chunkDelayMs);
    }
    request.end();
  })();
  return request;
}

async function photos(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      field: "images",
      filename: `photo-${i}.jpg`,
      contentType: "image/jpeg",
      data: await photoJpeg({ width: 2400, height: 1600, colors: [`#${(i * 40 + 30).toString(16)}4060`, "#0f766e"] }),
    })),
  );
}

describe("an upload interrupted by SIGKILL", () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "ngo-crash-"));
    env = { DATA_DIR: dataDir, ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password };
    if (process.env.TEST_DB_DRIVER === "postgres") {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `crash_${Date.now()}_${randomBytes(4).toString("hex")}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`CREATE DATABASE "${name}"`);
      await client.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.href;
      // One test server here, so leftovers may be swept at once (see UPLOAD_SWEEP_GRACE_SECONDS).
      env = { ...env, DATABASE_URL: databaseUrl, UPLOAD_SWEEP_GRACE_SECONDS: "0" };
    }
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}" WITH (FORCE)`);
      await client.end();
    }
  });

  it("leaves no row without files and no file without a row after a restart", { timeout: 300_000 }, async () => {
    const uploadsDir = path.join(dataDir, "uploads");
    let server = await startServer(env);
    let authorization = await signIn(server.base);

    // One upload that completes, which must survive everything below.
    const kept = multipartBody({ title: "Completed before the crash" }, await photos(2));
    sendUpload(server.base, authorization, kept.payload, kept.headers);
    const deadline = Date.now() + 60_000;
    while ((await (await fetch(`${server.base}/api/gallery`)).json()).length === 0) {
      if (Date.now() > deadline) throw new Error("the first upload never completed");
      await sleep(100);
    }
    const filesBefore = await filesUnder(uploadsDir);
    expect(filesBefore.length).toBe(6);

    // 1. Killed while the body is still arriving: photos wait in temporary files.
    const slow = multipartBody({ title: "Cut off mid-body" }, await photos(6));
    sendUpload(server.base, authorization, slow.payload, slow.headers, 30);
    await sleep(800);
    await killed(server);

    // 2. Killed while the photos are being processed and stored, before the commit.
    server = await startServer(env);
    authorization = await signIn(server.base);
    const many = multipartBody({ title: "Killed while storing" }, await photos(12));
    sendUpload(server.base, authorization, many.payload, many.headers);
    const killDeadline = Date.now() + 60_000;
    while ((await filesUnder(uploadsDir)).filter((f) => !f.startsWith(".tmp/")).length <= filesBefore.length) {
      if (Date.now() > killDeadline) throw new Error("the upload never started storing files");
      await sleep(5);
    }
    await killed(server);
    const afterKill = await filesUnder(uploadsDir);
    // The crash really did leave files of the unfinished upload behind.
    expect(afterKill.filter((f) => !f.startsWith(".tmp/")).length).toBeGreaterThan(filesBefore.length);

    // Restart: the sweep runs before the server accepts requests.
    server = await startServer(env);
    const list = (await (await fetch(`${server.base}/api/gallery`)).json()) as {
      title: string;
      images: { url: string; thumbnail: string; original: string }[];
    }[];
    expect(list.map((item) => item.title)).toEqual(["Completed before the crash"]);
    for (const url of list[0]!.images.flatMap((image) => [image.url, image.thumbnail, image.original])) {
      expect((await fetch(`${server.base}${url}`)).status, url).toBe(200);
    }
    expect(await filesUnder(uploadsDir)).toEqual(filesBefore);
    expect(await filesUnder(path.join(dataDir, "tmp", "uploads"))).toEqual([]);

    // Uploads work again.
    authorization = await signIn(server.base);
    const again = multipartBody({ title: "After the restart" }, await photos(1));
    const res = await fetch(`${server.base}/api/gallery`, {
      method: "POST",
      headers: { ...again.headers, authorization },
      body: new Uint8Array(again.payload),
    });
    expect(res.status).toBe(201);
    await stopped(server);

    // Every row has its file and every file its row.
    const database = await openDatabase(
      databaseUrl ? { driver: "postgres", url: databaseUrl } : { driver: "pglite", dataDir },
    );
    try {
      const rows = (await database.db.execute(sql`select key from stored_files order by key`)) as unknown as {
        rows: { key: string }[];
      };
      expect(rows.rows.map((row) => row.key)).toEqual(await filesUnder(uploadsDir));
      const orphans = (await database.db.execute(
        sql`select count(*)::int as n from gallery_items i where not exists (select 1 from gallery_images g where g.item_id = i.id)`,
      )) as unknown as { rows: { n: number }[] };
      expect(orphans.rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
