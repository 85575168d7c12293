/**
 * The server as a process: it stops cleanly on SIGTERM, and what it stored is
 * still there after a restart. No browser needed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openDatabase } from "../../server/db/client.ts";
import { createMetaService } from "../../server/services/meta-service.ts";

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server-dist/server/index.js`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
}

async function waitForHealth(port: number): Promise<void> {
  // A first start creates the database: about a minute on a busy 2-core machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy");
}

function stop(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve({ code, ms: Date.now() - started }));
    child.kill("SIGTERM");
  });
}

test("SIGTERM exits 0 within 5 seconds, and a restart keeps stored data", async () => {
  test.setTimeout(240_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-process-"));
  const port = 30_000 + Math.floor(Math.random() * 10_000);
  try {
    const first = startServer(dataDir, port);
    await waitForHealth(port);
    // A request in flight when the signal arrives still gets its answer: its body
    // is still being sent when SIGTERM comes, and is finished afterwards.
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/echo-nothing",
      headers: { "content-type": "application/json", "content-length": "2" },
    });
    const answered = new Promise<number | undefined>((resolve, reject) => {
      request.on("response", (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      request.on("error", reject);
    });
    request.write("{");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopping = stop(first);
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.end("}");
    expect(await answered).toBe(404);
    const firstStop = await stopping;
    expect(firstStop.code).toBe(0);
    expect(firstStop.ms).toBeLessThan(5000);

    const db = await openDatabase({ driver: "pglite", dataDir });
    const installedAt = await createMetaService(db.db).get("installed_at");
    await db.close();
    expect(installedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const second = startServer(dataDir, port);
    await waitForHealth(port);
    expect((await stop(second)).code).toBe(0);

    const reopened = await openDatabase({ driver: "pglite", dataDir });
    expect(await createMetaService(reopened.db).get("installed_at")).toBe(installedAt);
    await reopened.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
