/**
 * Backups of a site on the embedded database and disk storage: one tar archive
 * holding a manifest, the database (PGlite's own dump of its data directory) and
 * every stored file under DATA_DIR/uploads. Both directions hold DATA_DIR's lock
 * for their whole run, so a running server refuses them and nothing writes while
 * the copy is made: the archive is consistent.
 *
 * PostgreSQL and S3 have their own tools (pg_dump, bucket versioning): see docs/operations.md.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import type { ServerConfig } from "./config.ts";
import { PGLITE_DIR_NAME } from "./db/client.ts";
import { LOCK_DIR_NAME, LOCK_OWNER_FILE_NAME, lockDataDir } from "./db/data-dir-lock.ts";
import { DISK_TEMP_DIR } from "./storage/disk-storage.ts";

const FORMAT = "ngo-website-backup";
const FORMAT_VERSION = 1;
const MANIFEST = "manifest.json";
const DATABASE_DUMP = "database.tar.gz";
const UPLOADS = "uploads";

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  files: number;
}

function assertEmbeddedSetup(config: Pick<ServerConfig, "databaseUrl" | "s3">) {
  if (config.databaseUrl || config.s3) {
    throw new BackupError(
      "Backup and restore cover the embedded database and uploads in DATA_DIR. With PostgreSQL " +
        "(DATABASE_URL) use pg_dump / pg_restore, and with S3 storage (S3_BUCKET) the bucket's versioning " +
        'or replication: see "Backups" in docs/operations.md.',
    );
  }
}

async function storedFiles(uploadsDir: string): Promise<string[]> {
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
  const staging = await mkdtemp(path.join(os.tmpdir(), "ngo-backup-"));
  const partial = `${target}.${randomBytes(4).toString("hex")}.partial`;
  try {
    const database = new PGlite(path.join(dataDir, PGLITE_DIR_NAME));
    try {
      await database.waitReady;
      const dump = await database.dumpDataDir("gzip");
      await writeFile(path.join(staging, DATABASE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
    const files = await storedFiles(path.join(dataDir, UPLOADS));
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      files: files.length,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest)}\n`);

    await tar.create({ file: partial, cwd: staging, portable: true }, [MANIFEST, DATABASE_DUMP]);
    if (files.length > 0) {
      // Listed one by one, so temporary files of interrupted uploads stay out.
      await tar.replace(
        { file: partial, cwd: dataDir, portable: true },
        files.map((key) => `${UPLOADS}/${key}`),
      );
    }
    await rename(partial, target);
    return { file: target, files: files.length };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
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
  const ours = new Set([LOCK_DIR_NAME, LOCK_OWNER_FILE_NAME]);
  let restoring = false;
  try {
    const present = (await readdir(dataDir)).filter((name) => !ours.has(name));
    if (present.length > 0) {
      throw new BackupError(
        `DATA_DIR ${dataDir} is not empty (${present.join(", ")}). Restore only into an empty or new ` +
          "directory: move the current one aside first.",
      );
    }
    restoring = true;
    const manifest = await readManifest(source);
    await tar.extract({
      file: source,
      cwd: dataDir,
      // Only what a backup holds: the database dump and stored files (no links, no other paths).
      filter: (entryPath, entry) =>
        (entryPath === DATABASE_DUMP || entryPath.startsWith(`${UPLOADS}/`)) &&
        (!("type" in entry) || entry.type === "File" || entry.type === "Directory"),
    });
    const dumpFile = path.join(dataDir, DATABASE_DUMP);
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
    return { files: files.length, createdAt: manifest.createdAt };
  } finally {
    if (restoring) {
      // Leave the directory as empty as it was, so the restore can simply be tried again.
      for (const name of await readdir(dataDir)) {
        if (!ours.has(name)) await rm(path.join(dataDir, name), { recursive: true, force: true });
      }
    }
    await lock.release();
  }
}

async function readManifest(source: string): Promise<Manifest> {
  let text = "";
  await tar.list({
    file: source,
    filter: (entryPath) => entryPath === MANIFEST,
    onReadEntry: (entry) => {
      entry.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
      });
    },
  });
  let manifest: Partial<Manifest> | undefined;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== FORMAT || typeof manifest.files !== "number") {
    throw new BackupError(`${source} is not a backup made by npm run admin -- backup.`);
  }
  if (manifest.version !== FORMAT_VERSION) {
    throw new BackupError(`${source} is a backup of format ${manifest.version}; this version reads ${FORMAT_VERSION}.`);
  }
  return manifest as Manifest;
}
