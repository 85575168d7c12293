/**
 * One process per data directory, with real processes: while a server holds
 * DATA_DIR, a second server and the admin command stop at once with a message
 * naming it, and touch nothing (the second server's storage sweep never runs);
 * the lock of a killed server does not block the next start. No browser needed.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-admin.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { exitOf, runAdmin, signInAt, spawnBuiltServer, startBuiltServer } from "../support/server-process.ts";
import { photoJpeg } from "../support/test-images.ts";

async function storedFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, "uploads"), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test("a second process on a held DATA_DIR stops at once, naming the holder; a killed holder's lock is taken over", async () => {
  test.setTimeout(420_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), "ngo-lock-"));
  const env = { DATA_DIR: dataDir, ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password };
  try {
    const first = await startBuiltServer(env);
    const authorization = await signInAt(first.base, E2E_ADMIN);
    const { payload, headers } = multipartBody({ title: "Fresh upload" }, [
      { field: "images", filename: "a.jpg", contentType: "image/jpeg", data: await photoJpeg() },
    ]);
    const upload = await fetch(`${first.base}/api/gallery`, {
      method: "POST",
      headers: { ...headers, authorization },
      body: new Uint8Array(payload),
    });
    expect(upload.status).toBe(201);
    const filesBefore = await storedFiles(dataDir);
    expect(filesBefore.length).toBeGreaterThan(0);

    // A second server on the same directory (on its own port, so only the lock can stop it).
    const started = Date.now();
    const second = spawnBuiltServer(env);
    expect(await exitOf(second.child, 60_000)).toBe(1);
    // Before opening anything: well under the seconds a start takes (even on a busy machine).
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(second.output()).toContain(`is in use by a server (pid ${first.pid} on`);
    expect(second.output()).toContain("stop that process first");
    expect(second.output()).toContain("Running several instances");

    // The admin command line, every subcommand that opens DATA_DIR.
    for (const args of [
      ["set-password", "--generate"],
      ["backup", path.join(dataDir, "..", `b-${first.pid}.tar`)],
    ]) {
      const admin = await runAdmin(args, { DATA_DIR: dataDir });
      expect(admin.status, admin.stdout).toBe(1);
      expect(admin.stderr).toContain(`is in use by a server (pid ${first.pid} on`);
    }

    // Nothing was touched: the photos are still stored and served.
    expect(await storedFiles(dataDir)).toEqual(filesBefore);
    const [item] = (await (await fetch(`${first.base}/api/gallery`)).json()) as { thumbnail: string }[];
    expect((await fetch(`${first.base}${item?.thumbnail}`)).status).toBe(200);

    // Killed without any clean-up: the next server starts at once all the same, with the data.
    await first.kill();
    const third = await startBuiltServer(env);
    expect(((await (await fetch(`${third.base}/api/gallery`)).json()) as unknown[]).length).toBe(1);
    expect(await third.stop()).toBe(0);

    // Stopped cleanly: the lock is released and the admin command runs.
    const admin = await runAdmin(["set-password", "--generate"], { DATA_DIR: dataDir });
    expect(admin.status, admin.stderr).toBe(0);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
