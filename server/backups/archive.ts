/**
 * The backup archive (decision 010, issue 46): one tar file holding a manifest, the
 * database and every stored file under `uploads/`. Format 1 (`npm run admin --
 * backup` until issue 46) named the database dump and counted the files; format 2
 * also records the SHA-256 of the dump and of every file and the number of rows in
 * each table, so an archive can be checked after it is written, and a restore drill
 * can tell a good restore from a bad one. Both are read.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import type { DatabaseDump } from "../db/client.ts";

export const FORMAT = "ngo-website-backup";
export const FORMAT_VERSION = 2;
export const MANIFEST = "manifest.json";
export const UPLOADS = "uploads";
/** The database's entry: PGlite's gzipped directory (format 1's only kind), or pg_dump's custom format. */
export const DATABASE_ENTRY: Record<DatabaseDump["kind"], string> = {
  "pglite-data-dir": "database.tar.gz",
  "pg-dump": "database.pgdump",
};

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export interface Manifest {
  format: typeof FORMAT;
  version: 1 | 2;
  createdAt: string;
  /** How many stored files the archive holds. */
  files: number;
  /** Format 2: what the database entry is, and its SHA-256. */
  database?: { kind: DatabaseDump["kind"]; entry: string; sha256: string; size: number };
  /** Format 2: each stored file's key and SHA-256. */
  checksums?: Record<string, string>;
  /** Format 2: the rows of each table of the app's schema, as the dump holds them. */
  rows?: Record<string, number>;
}

export const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .once("error", reject)
      .once("end", () => resolve(hash.digest("hex")));
  });
}

export interface ArchiveContents {
  database: DatabaseDump;
  /** The directory the stored files are in, and their keys (paths under it, with "/"). */
  uploadsDir: string;
  keys: readonly string[];
  rows: Record<string, number>;
  createdAt: Date;
}

/**
 * Writes an archive to `target` (a new file: written beside it first, then renamed, so
 * `target` is whole or absent); answers its manifest and size in bytes.
 */
export async function writeArchive(target: string, contents: ArchiveContents) {
  const staging = await mkdtemp(path.join(path.dirname(target), ".staging-"));
  const partial = `${target}.partial`;
  try {
    const entry = DATABASE_ENTRY[contents.database.kind];
    await writeFile(path.join(staging, entry), contents.database.bytes);
    const checksums: Record<string, string> = {};
    for (const key of contents.keys) checksums[key] = await sha256OfFile(path.join(contents.uploadsDir, key));
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: contents.createdAt.toISOString(),
      files: contents.keys.length,
      database: {
        kind: contents.database.kind,
        entry,
        sha256: sha256Of(contents.database.bytes),
        size: contents.database.bytes.length,
      },
      checksums,
      rows: contents.rows,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest)}\n`);
    await tar.create({ file: partial, cwd: staging, portable: true }, [MANIFEST, entry]);
    if (contents.keys.length > 0) {
      // Listed one by one, so temporary files of uploads in flight stay out.
      await tar.replace({ file: partial, cwd: contents.uploadsDir, portable: true, prefix: UPLOADS }, [
        ...contents.keys,
      ]);
    }
    await rename(partial, target);
    return { manifest, size: (await stat(target)).size };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** The manifest of the archive at `file`; a BackupError when it is not one of ours. */
export async function readManifest(file: string): Promise<Manifest> {
  let text = "";
  await tar.list({
    file,
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
    throw new BackupError(`${file} is not a backup made by this website.`);
  }
  if (manifest.version !== 1 && manifest.version !== 2) {
    throw new BackupError(
      `${file} is a backup of format ${manifest.version}; this version reads 1 and ${FORMAT_VERSION}.`,
    );
  }
  return manifest as Manifest;
}

/**
 * Reads the archive at `file` back and checks it against its manifest: the database
 * and every stored file there, each with the checksum recorded when it was written.
 * Answers what is wrong (nothing: it verified). Format 1 has no checksums: only what is
 * there is counted.
 */
export async function verifyArchive(file: string): Promise<string[]> {
  let manifest: Manifest;
  try {
    manifest = await readManifest(file);
  } catch (err) {
    return [err instanceof Error ? err.message : String(err)];
  }
  const found = new Map<string, string>();
  const hashing: Promise<void>[] = [];
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type !== "File") return;
        const hash = createHash("sha256");
        entry.on("data", (chunk: Buffer) => hash.update(chunk));
        hashing.push(
          new Promise((done) => entry.once("end", () => done(void found.set(entry.path, hash.digest("hex"))))),
        );
      },
    });
    await Promise.all(hashing);
  } catch (err) {
    return [`the archive cannot be read to its end: ${err instanceof Error ? err.message : String(err)}`];
  }
  const problems: string[] = [];
  const stored = [...found.keys()].filter((entry) => entry.startsWith(`${UPLOADS}/`));
  if (stored.length !== manifest.files) problems.push(`${stored.length} of ${manifest.files} stored files`);
  if (!manifest.database || !manifest.checksums) {
    if (!found.has(DATABASE_ENTRY["pglite-data-dir"])) problems.push("no database");
    return problems;
  }
  if (found.get(manifest.database.entry) !== manifest.database.sha256) {
    problems.push(found.has(manifest.database.entry) ? "the database differs from when it was written" : "no database");
  }
  for (const [key, sha256] of Object.entries(manifest.checksums)) {
    const entry = `${UPLOADS}/${key}`;
    if (!found.has(entry)) problems.push(`${key} is missing`);
    else if (found.get(entry) !== sha256) problems.push(`${key} differs from when it was written`);
  }
  return problems;
}
