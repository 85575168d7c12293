/**
 * `npm run admin -- backup FILE` and `restore FILE` (decision 010): a site on the
 * embedded database and disk storage, with the server stopped. Both directions hold
 * DATA_DIR's lock for their whole run, so a running server refuses them and nothing
 * writes while the copy is made. The archive is the one the server's scheduled
 * backups write (archive.ts); restore reads format 1 and 2.
 *
 * PostgreSQL and S3 have their own tools (pg_dump, bucket versioning): see docs/operations.md.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import type { ServerConfig } from "../config.ts";
import { PGLITE_DIR_NAME } from "../db/client.ts";
import { LOCK_DIR_NAME, LOCK_OWNER_FILE_NAME, lockDataDir } from "../db/data-dir-lock.ts";
import { countRows } from "../db/row-counts.ts";
import { DISK_TEMP_DIR } from "../storage/disk-storage.ts";
import { BackupError, DATABASE_ENTRY, readManifest, UPLOADS, writeArchive } from "./archive.ts";

export { BackupError };

function assertEmbeddedSetup(config: Pick<ServerConfig, "databaseUrl" | "s3">) {
  if (config.databaseUrl || config.s3) {
    throw new BackupError(
      "Backup and restore cover the embedded database and uploads in DATA_DIR. With PostgreSQL " +
        "(DATABASE_URL) use pg_dump / pg_restore, and with S3 storage (S3_BUCKET) the bucket's versioning " +
        'or replication: see "Backups" in docs/operations.md.',
    );
  }
}

/** The keys of the stored files under `uploadsDir`, without the temporary files of uploads in flight. */
export async function storedFiles(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((key) => !key.startsWith(`${DISK_TEMP_DIR}/`))
    .sort();
}

/** Writes the archive to `file` (which must not exist yet); answers how many stored files it holds. */
export async function backup(config: Pick<ServerConfig, "dataDir" | "databaseUrl" | "s3">, file: string) {
  assertEmbeddedSetup(config);
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupError(`${target} already exists: choose a new file name.`);
  const dataDir = path.resolve(config.dataDir);
  if (!existsSync(path.join(dataDir, PGLITE_DIR_NAME))) {
    throw new BackupError(`There is no database in DATA_DIR ${dataDir}: nothing to back up.`);
  }
  const lock = await lockDataDir(dataDir, "npm run admin -- backup");
  try {
    const database = new PGlite(path.join(dataDir, PGLITE_DIR_NAME));
    let dump: Buffer;
    let rows: Record<string, number>;
    try {
      await database.waitReady;
      rows = await countRows((text) => database.query(text));
      dump = Buffer.from(await (await database.dumpDataDir("gzip")).arrayBuffer());
    } finally {
      await database.close();
    }
    const uploadsDir = path.join(dataDir, UPLOADS);
    const keys = await storedFiles(uploadsDir);
    await writeArchive(target, {
      database: { kind: "pglite-data-dir", bytes: dump },
      uploadsDir,
      keys,
      rows,
      createdAt: new Date(),
    });
    return { file: target, files: keys.length };
  } finally {
    await lock.release();
  }
}

/** Brings an archive back into an empty DATA_DIR (created if missing). */
export async function restore(config: Pick<ServerConfig, "dataDir" | "databaseUrl" | "s3">, file: string) {
  assertEmbeddedSetup(config);
  const source = path.resolve(file);
  if (!(await stat(source).catch(() => undefined))?.isFile()) throw new BackupError(`No archive at ${source}.`);
  const dataDir = path.resolve(config.dataDir);
  const lock = await lockDataDir(dataDir, "npm run admin -- restore");
  try {
    return await restoreInto(dataDir, source, new Set([LOCK_DIR_NAME, LOCK_OWNER_FILE_NAME]));
  } finally {
    await lock.release();
  }
}

/**
 * Extracts the archive at `source` into the empty directory `dataDir` (but for the
 * names in `ours`) and opens its database once. On failure the directory is left as
 * empty as it was, so the restore can simply be tried again. The restore drill uses
 * it on a scratch directory.
 */
export async function restoreInto(dataDir: string, source: string, ours: ReadonlySet<string> = new Set()) {
  await mkdir(dataDir, { recursive: true });
  const present = (await readdir(dataDir)).filter((name) => !ours.has(name));
  if (present.length > 0) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (${present.join(", ")}). Restore only into an empty or new ` +
        "directory: move the current one aside first.",
    );
  }
  let restoring = true;
  try {
    const manifest = await readManifest(source);
    const databaseEntry = manifest.database?.entry ?? DATABASE_ENTRY["pglite-data-dir"];
    if (manifest.database && manifest.database.kind !== "pglite-data-dir") {
      throw new BackupError(
        `${source} holds a PostgreSQL database (pg_dump's custom format): restore it into PostgreSQL with ` +
          `pg_restore (see "Backups" in docs/operations.md), not into DATA_DIR.`,
      );
    }
    await tar.extract({
      file: source,
      cwd: dataDir,
      // Only what a backup holds: the database dump and stored files (no links, no other paths).
      filter: (entryPath, entry) =>
        (entryPath === databaseEntry || entryPath.startsWith(`${UPLOADS}/`)) &&
        (!("type" in entry) || entry.type === "File" || entry.type === "Directory"),
    });
    const dumpFile = path.join(dataDir, databaseEntry);
    if (!existsSync(dumpFile)) throw new BackupError(`${source} holds no database.`);
    const files = await storedFiles(path.join(dataDir, UPLOADS));
    if (files.length !== manifest.files) {
      throw new BackupError(`${source} is incomplete: ${files.length} of ${manifest.files} stored files.`);
    }
    const pgdata = path.join(dataDir, PGLITE_DIR_NAME);
    await mkdir(pgdata);
    const database = new PGlite(pgdata, { loadDataDir: new Blob([await readFile(dumpFile)]) });
    try {
      await database.waitReady;
      await database.query("select 1");
    } finally {
      await database.close();
    }
    await rm(dumpFile);
    restoring = false;
    return { files: files.length, createdAt: manifest.createdAt, manifest };
  } finally {
    if (restoring) {
      for (const name of await readdir(dataDir)) {
        if (!ours.has(name)) await rm(path.join(dataDir, name), { recursive: true, force: true });
      }
    }
  }
}
