import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { storedFiles } from "../db/schema.ts";
import { createDiskStorage } from "../storage/disk-storage.ts";
import { SWEEP_BATCH, sweepStorage } from "./storage-sweep.ts";

describe("sweepStorage", () => {
  let database: DatabaseHandle;
  let root: string;

  beforeAll(async () => {
    database = await openDatabase({ driver: "pglite", dataDir: undefined });
    root = await mkdtemp(path.join(tmpdir(), "ngo-sweep-"));
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it("removes every old stray, however many, and keeps owned and recent files", { timeout: 60_000 }, async () => {
    const storage = createDiskStorage(root);
    const put = (key: string) => storage.put(key, Buffer.from(key), { contentType: "image/webp" });
    const owned = ["gallery/owned-1.webp", "gallery/owned-2.webp"];
    for (const key of owned) await put(key);
    await database.db
      .insert(storedFiles)
      .values(owned.map((key) => ({ key, contentType: "image/webp", size: key.length })));
    // Far more strays than owned files and more than one batch: the old sweep refused these.
    const strays = Array.from({ length: SWEEP_BATCH * 2 + 17 }, (_, i) => `gallery/stray-${i}.webp`);
    for (const key of strays) await put(key);
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const key of [...owned, ...strays]) await utimes(path.join(root, key), hourAgo, hourAgo);
    // Written a moment ago: maybe another instance's upload in flight.
    await put("gallery/in-flight.webp");
    // Not a key this server makes (someone's note in the folder): never touched.
    await writeFile(path.join(root, "README.txt"), "notes");

    const report = await sweepStorage(database.db, storage, { graceMs: 60_000 });
    expect(report.strays).toBe(strays.length);
    expect([...report.removed].sort()).toEqual([...strays].sort());
    expect(report.recent).toBe(1);
    expect(report.missing).toEqual([]);
    const left: string[] = [];
    for await (const { key } of storage.list()) left.push(key);
    expect(left.sort()).toEqual(["gallery/in-flight.webp", ...owned, "README.txt"].sort());

    // Once the grace period is over, the young stray goes too; rows without files are reported.
    await database.db.insert(storedFiles).values({ key: "gallery/gone.webp", contentType: "image/webp", size: 1 });
    const second = await sweepStorage(database.db, storage, { graceMs: 0 });
    expect(second.removed).toEqual(["gallery/in-flight.webp"]);
    expect(second.missing).toEqual(["gallery/gone.webp"]);
  });
});
