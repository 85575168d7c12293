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
  /** Objects without a row found (all removed unless `skipped`). */
  strays: number;
  /** True when the sweep refused to delete (see `SAFETY_LIMIT`). */
  skipped: boolean;
}

export interface SweepOptions {
  /** Spare objects younger than this: another server instance may be mid-upload. */
  graceMs: number;
  /** Where request spools live (server/media/multipart-upload.ts). */
  spoolDir?: string;
}

/**
 * If most stored objects have no row, the storage is more likely shared with
 * another database (a staging server pointed at the live bucket, a restore from
 * an older backup) than full of leftovers: delete nothing and say so.
 */
const SAFETY_LIMIT = 50;

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

export async function sweepStorage(db: Database, storage: Storage, options: SweepOptions): Promise<SweepReport> {
  const temporaryFiles =
    (await storage.removeUnfinishedWrites(options.graceMs)) +
    (options.spoolDir ? await removeOldEntries(options.spoolDir, options.graceMs) : 0);

  const rows = await db.select({ key: storedFiles.key }).from(storedFiles);
  const known = new Set(rows.map((row) => row.key));
  const present = new Set<string>();
  const strays: string[] = [];
  const now = Date.now();
  for await (const { key, lastModified } of storage.list()) {
    present.add(key);
    // Keys of another shape were not written by this server: leave them alone.
    if (!known.has(key) && isValidStorageKey(key) && now - lastModified.getTime() >= options.graceMs) {
      strays.push(key);
    }
  }
  const missing = [...known].filter((key) => !present.has(key));

  const skipped = strays.length > SAFETY_LIMIT && strays.length > present.size / 2;
  if (skipped || strays.length === 0) return { removed: [], missing, temporaryFiles, strays: strays.length, skipped };
  // An upload may have committed its rows since they were read: check again.
  const committedSince = new Set(
    (await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, strays))).map(
      (row) => row.key,
    ),
  );
  const removed = strays.filter((key) => !committedSince.has(key));
  for (const key of removed) await storage.delete(key);
  return { removed, missing, temporaryFiles, strays: strays.length, skipped };
}
