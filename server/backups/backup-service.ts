/**
 * Backups the site takes by itself (issue 46): every night at a quiet hour of the
 * site's clock, while it runs, into BACKUP_DIR (DATA_DIR/backups by default) or the
 * bucket BACKUP_S3_BUCKET (archive-shelf.ts), each read back from there and checked
 * against its checksums, the old ones deleted under the retention (7 daily, 4 weekly);
 * and every week a restore drill, which restores the newest good archive into a
 * scratch directory (or a scratch PostgreSQL database: postgres-drill.ts), opens it
 * with this version's code and compares every table's rows and every file with what
 * the archive says it holds. Each run is a row of `backup_runs`, claimed by its slot (the
 * night, the week), so of several instances one runs it; the admin's Overview reads
 * the rows (`status`).
 *
 * What a backup holds: the database as `DatabaseHandle.dump` gives it (PGlite's
 * files, or pg_dump's custom format on PostgreSQL) and every stored file, copied
 * after the dump with deletes held meanwhile (storage/deletion-hold.ts), so every
 * file the dump names is in the archive.
 */

import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { siteDay } from "#common/site-clock";
import type { Database, DatabaseDump, DatabaseHandle } from "../db/client.ts";
import { openDatabase } from "../db/client.ts";
import { countRows } from "../db/row-counts.ts";
import { backupRuns } from "../db/schema.ts";
import { recordBackupSuccess } from "../metrics/process-metrics.ts";
import type { DeletionHold } from "../storage/deletion-hold.ts";
import type { Storage } from "../storage/index.ts";
import { type Manifest, readManifest, verifyArchive, writeArchive } from "./archive.ts";
import type { ArchiveShelf } from "./archive-shelf.ts";
import { restoreInto } from "./offline-backup.ts";
import { restoreIntoScratchDatabase } from "./postgres-drill.ts";
import { backupsToKeep, type RetentionPolicy, weekOf } from "./retention.ts";

/** A backup older than this (two days) is said to be overdue in the admin. */
export const OVERDUE_MS = 2 * 24 * 3600_000;
/** A run still "running" after this long died with its process. */
const GIVEN_UP_MS = 6 * 3600_000;

export interface BackupRun {
  id: string;
  kind: "backup" | "drill";
  startedAt: Date;
  finishedAt: Date | null;
  status: "running" | "ok" | "failed";
  file: string | null;
  sizeBytes: number | null;
  verified: boolean;
  error: string | null;
}

export interface BackupStatus {
  /** The newest backup that was written and verified, if any. */
  lastGood: BackupRun | null;
  /** The newest backup, good or not. */
  last: BackupRun | null;
  /** No good backup, or the newest good one is more than two days old. */
  overdue: boolean;
  /** The newest restore drill. */
  lastDrill: BackupRun | null;
  /** Where the archives are kept: a directory, or s3://bucket/backups/. */
  place: string;
  /** How many archives are kept now. */
  kept: number;
  /** The latest runs, newest first. */
  runs: BackupRun[];
}

export interface BackupServiceDeps {
  db: Database;
  database: Pick<DatabaseHandle, "dump" | "driver" | "url">;
  storage: Storage & DeletionHold;
  /** Where a disk storage keeps its files (DATA_DIR/uploads): copied from there without a staging copy. */
  uploadsDir: string | undefined;
  /** Where archives are kept (BACKUP_DIR, or the BACKUP_S3_BUCKET). */
  shelf: ArchiveShelf;
  timeZone: string;
  retention: RetentionPolicy;
}

function asRun(row: typeof backupRuns.$inferSelect): BackupRun {
  const died = row.status === "running" && Date.now() - row.startedAt.getTime() > GIVEN_UP_MS;
  return {
    id: row.id,
    kind: row.kind as BackupRun["kind"],
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    status: died ? "failed" : (row.status as BackupRun["status"]),
    file: row.file,
    sizeBytes: row.sizeBytes,
    verified: row.verified,
    error: died ? "It did not finish: the server stopped while it ran." : row.error,
  };
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createBackupService(deps: BackupServiceDeps) {
  const { db } = deps;

  /** Claims `slot` for a run of `kind`: its id, or null when another run has it. */
  async function claim(kind: BackupRun["kind"], slot: string, at: Date): Promise<string | null> {
    const [row] = await db
      .insert(backupRuns)
      .values({ kind, slot, startedAt: at, status: "running" })
      .onConflictDoNothing()
      .returning({ id: backupRuns.id });
    return row?.id ?? null;
  }

  async function finish(id: string, at: Date, result: Partial<typeof backupRuns.$inferInsert>) {
    await db
      .update(backupRuns)
      .set({ finishedAt: at, ...result })
      .where(eq(backupRuns.id, id));
  }

  /** The stored files' keys and the directory they are in: the disk's own, or a staging copy of the bucket's. */
  async function filesToCopy(staging: string): Promise<{ uploadsDir: string; keys: string[] }> {
    const keys: string[] = [];
    for await (const { key } of deps.storage.list()) keys.push(key);
    keys.sort();
    if (deps.uploadsDir) return { uploadsDir: deps.uploadsDir, keys };
    const uploadsDir = path.join(staging, "uploads");
    const present: string[] = [];
    for (const key of keys) {
      const object = await deps.storage.get(key);
      if (!object) continue; // deleted before the hold began: the dump no longer names it
      const file = path.join(uploadsDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(object.body, createWriteStream(file));
      present.push(key);
    }
    return { uploadsDir, keys: present };
  }

  /** Each table's rows as the dump holds them: the dump opened in memory (PGlite's); none for pg_dump's. */
  async function rowsOf(dump: DatabaseDump): Promise<Record<string, number>> {
    if (dump.kind !== "pglite-data-dir") return {};
    const copy = new PGlite({ loadDataDir: new Blob([new Uint8Array(dump.bytes)]) });
    try {
      await copy.waitReady;
      return await countRows((text) => copy.query(text));
    } finally {
      await copy.close();
    }
  }

  /** Deletes the archives the retention no longer keeps, and those of failed backups. */
  async function prune(at: Date, log: FastifyBaseLogger) {
    const rows = await db
      .select()
      .from(backupRuns)
      .where(and(eq(backupRuns.kind, "backup"), isNull(backupRuns.prunedAt)));
    const backups = rows.filter((row) => row.file && row.status !== "running");
    const keep = backupsToKeep(
      backups.map((row) => ({ row, takenAt: row.startedAt, verified: row.status === "ok" && row.verified })),
      deps.retention,
      deps.timeZone,
    );
    const kept = new Set([...keep].map(({ row }) => row.id));
    for (const row of backups) {
      if (kept.has(row.id) || !row.file) continue;
      await deps.shelf.remove(row.file);
      await db.update(backupRuns).set({ prunedAt: at }).where(eq(backupRuns.id, row.id));
      log.info({ file: row.file }, "backup deleted under the retention");
    }
  }

  /** Takes a backup into `slot` (unless taken); the run, or null when another run had the slot. */
  async function take(slot: string, at: Date, log: FastifyBaseLogger): Promise<BackupRun | null> {
    const id = await claim("backup", slot, at);
    if (!id) return null;
    const { shelf } = deps;
    await mkdir(shelf.workDir, { recursive: true });
    const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
    const file = `site-${stamp}-${id.slice(0, 8)}.tar`;
    const written = path.join(shelf.workDir, file);
    const staging = await mkdtemp(path.join(os.tmpdir(), "ngo-backup-files-"));
    try {
      const { size } = await deps.storage.holdingDeletes(async () => {
        const dump = await deps.database.dump();
        const rows = dump.rows ?? (await rowsOf(dump));
        const { uploadsDir, keys } = await filesToCopy(staging);
        return writeArchive(written, { database: dump, uploadsDir, keys, rows, createdAt: at });
      });
      await shelf.shelve(file, written);
      // Read back from where it is kept (for a bucket, downloaded whole) and checked.
      const kept = await shelf.fetch(file);
      const problems = await verifyArchive(kept.file).finally(() => kept.release());
      const finishedAt = new Date();
      await finish(id, finishedAt, {
        status: problems.length === 0 ? "ok" : "failed",
        file,
        sizeBytes: size,
        verified: problems.length === 0,
        error: problems.length === 0 ? null : `It did not read back whole: ${problems.slice(0, 5).join("; ")}`,
      });
      if (problems.length === 0) {
        recordBackupSuccess({ finishedAt, bytes: size });
        log.info({ file, place: shelf.place, bytes: size }, "backup written and verified");
      } else log.error({ file, place: shelf.place, problems }, "backup did not verify");
    } catch (err) {
      log.error({ err }, "backup failed");
      await finish(id, new Date(), { status: "failed", file: null, error: errorText(err) });
      await rm(written, { force: true });
      await shelf.remove(file).catch(() => {});
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    await prune(new Date(), log);
    const [row] = await db.select().from(backupRuns).where(eq(backupRuns.id, id));
    return row ? asRun(row) : null;
  }

  /**
   * Restores the archive at `file` where this version's code opens it (a scratch
   * directory, or a scratch PostgreSQL database for a pg_dump), its migrations run,
   * and compares each table's rows with the manifest; verifyArchive already compared
   * every file. What is wrong, or nothing.
   */
  async function restoreAndCompare(file: string, manifest: Manifest): Promise<string[]> {
    let rows: Record<string, number>;
    if (manifest.database?.kind === "pg-dump") {
      if (!deps.database.url) return ["a PostgreSQL backup is drilled by a server that runs on PostgreSQL"];
      rows = await restoreIntoScratchDatabase(deps.database.url, file);
    } else {
      const scratch = await mkdtemp(path.join(os.tmpdir(), "ngo-restore-drill-"));
      try {
        await restoreInto(scratch, file);
        const restored = await openDatabase({ driver: "pglite", dataDir: scratch, owner: "the restore drill" });
        try {
          rows = await countRows((text) => restored.executeSql(text));
        } finally {
          await restored.close();
        }
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    }
    return Object.entries(manifest.rows ?? {})
      .filter(([table, count]) => rows[table] !== count)
      .map(([table, count]) => `${table}: ${rows[table] ?? "no table"} rows restored, ${count} backed up`);
  }

  async function drill(slot: string, at: Date, log: FastifyBaseLogger): Promise<BackupRun | null> {
    const [newest] = await db
      .select()
      .from(backupRuns)
      .where(and(eq(backupRuns.kind, "backup"), eq(backupRuns.verified, true), isNull(backupRuns.prunedAt)))
      .orderBy(desc(backupRuns.startedAt))
      .limit(1);
    if (!newest?.file) return null;
    const id = await claim("drill", slot, at);
    if (!id) return null;
    let problems: string[];
    try {
      const kept = await deps.shelf.fetch(newest.file);
      try {
        problems = await verifyArchive(kept.file);
        if (problems.length === 0) problems = await restoreAndCompare(kept.file, await readManifest(kept.file));
      } finally {
        await kept.release();
      }
    } catch (err) {
      problems = [errorText(err)];
    }
    await finish(id, new Date(), {
      status: problems.length === 0 ? "ok" : "failed",
      file: newest.file,
      verified: problems.length === 0,
      error: problems.length === 0 ? null : problems.slice(0, 5).join("; "),
    });
    if (problems.length === 0) log.info({ file: newest.file }, "restore drill: restored and compared");
    else log.error({ file: newest.file, problems }, "restore drill failed");
    const [row] = await db.select().from(backupRuns).where(eq(backupRuns.id, id));
    return row ? asRun(row) : null;
  }

  return {
    shelf: deps.shelf,

    /** The night's backup of the site's day `at` falls on, unless one was taken (the nightly job). */
    nightly: (at: Date, log: FastifyBaseLogger) => take(siteDay(at, deps.timeZone), at, log),

    /** A backup now, asked for by the staff. */
    now: (at: Date, log: FastifyBaseLogger) => take(`now ${at.toISOString()}`, at, log),

    /** The week's restore drill (the weekly job), of the newest good backup; null when there is none or it ran. */
    weeklyDrill: (at: Date, log: FastifyBaseLogger) => drill(`drill ${weekOf(siteDay(at, deps.timeZone))}`, at, log),

    /** Whether a backup is being taken now (one that died with its process is not). */
    async taking(): Promise<boolean> {
      const rows = await db
        .select()
        .from(backupRuns)
        .where(and(eq(backupRuns.kind, "backup"), eq(backupRuns.status, "running")));
      return rows.some((row) => asRun(row).status === "running");
    },

    /** What the admin's Overview shows. */
    async status(now: Date): Promise<BackupStatus> {
      const rows = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(200);
      const runs = rows.map(asRun);
      const backups = runs.filter((run) => run.kind === "backup");
      const lastGood = backups.find((run) => run.status === "ok" && run.verified) ?? null;
      const kept = await deps.shelf.names().catch(() => [] as string[]);
      return {
        lastGood,
        last: backups[0] ?? null,
        overdue: !lastGood || now.getTime() - (lastGood.finishedAt ?? lastGood.startedAt).getTime() > OVERDUE_MS,
        lastDrill: runs.find((run) => run.kind === "drill") ?? null,
        place: deps.shelf.place,
        kept: kept.length,
        runs: runs.slice(0, 20),
      };
    },

    /** Tells the metrics the last good backup recorded (at start: a restart does not read as "never"). */
    async recordLastGood() {
      const [row] = await db
        .select()
        .from(backupRuns)
        .where(and(eq(backupRuns.kind, "backup"), eq(backupRuns.verified, true)))
        .orderBy(desc(backupRuns.startedAt))
        .limit(1);
      if (row?.finishedAt && row.sizeBytes !== null) {
        recordBackupSuccess({ finishedAt: row.finishedAt, bytes: row.sizeBytes });
      }
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
