/**
 * The clean-up that makes an interrupted upload leave nothing behind: stored
 * objects without a `stored_files` row (written by an upload whose transaction
 * never committed) are removed; rows whose object is missing are reported, since
 * no code path should produce them. Temporary files of interrupted writes and
 * request spools go too.
 */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { storedFiles } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { isValidStorageKey } from "../storage/storage-key.ts";

export interface SweepReport {
  /** Objects removed because no row owned them. */
  removed: string[];
  /** Rows whose object is missing from storage. */
  missing: string[];
  /** Temporary files of interrupted writes and uploads removed. */
  temporaryFiles: number;
  /** Objects without a row found, old enough to go (all removed unless a row appeared meanwhile). */
  strays: number;
  /** Objects without a row spared because they are younger than the grace period. */
  recent: number;
}

export interface SweepOptions {
  /** Spare objects younger than this: another server instance may be mid-upload. */
  graceMs: number;
  /** Where request spools live (server/api/multipart-upload.ts). */
  spoolDir?: string;
}

/**
 * Strays are checked against the table again and deleted this many at a time, so
 * a crash that left thousands of files is cleaned up completely without one huge
 * query or a long list held in memory.
 */
export const SWEEP_BATCH = 200;

async function removeOldEntries(dir: string, olderThanMs: number): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const entry = path.join(dir, name);
    const info = await stat(entry).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs >= olderThanMs) {
      await rm(entry, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Removes every stored object that has no `stored_files` row and is older than
 * the grace period, however many there are (see docs/decisions/014). An object is
 * deleted only after a second look at the table, batch by batch, finds no row: an
 * upload that committed since the first read keeps its files.
 */
export async function sweepStorage(db: Database, storage: Storage, options: SweepOptions): Promise<SweepReport> {
  const temporaryFiles =
    (await storage.removeUnfinishedWrites(options.graceMs)) +
    (options.spoolDir ? await removeOldEntries(options.spoolDir, options.graceMs) : 0);

  const rows = await db.select({ key: storedFiles.key }).from(storedFiles);
  const known = new Set(rows.map((row) => row.key));
  const present = new Set<string>();
  const removed: string[] = [];
  let strays = 0;
  let recent = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const committedSince = new Set(
      (await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, batch))).map(
        (row) => row.key,
      ),
    );
    for (const key of batch) {
      if (committedSince.has(key)) continue;
      await storage.delete(key);
      removed.push(key);
    }
    batch = [];
  };
  const now = Date.now();
  for await (const { key, lastModified } of storage.list()) {
    present.add(key);
    // Keys of another shape were not written by this server: leave them alone.
    if (known.has(key) || !isValidStorageKey(key)) continue;
    if (now - lastModified.getTime() < options.graceMs) {
      recent++;
      continue;
    }
    strays++;
    batch.push(key);
    if (batch.length >= SWEEP_BATCH) await flush();
  }
  await flush();
  const missing = [...known].filter((key) => !present.has(key));
  return { removed, missing, temporaryFiles, strays, recent };
}
