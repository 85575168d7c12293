/**
 * Where the site's own backups are kept (issue 46, decision 099): a directory
 * (BACKUP_DIR, DATA_DIR/backups by default), or an S3 bucket of their own
 * (BACKUP_S3_BUCKET) when the server's disk is not somewhere to keep them (a
 * container's, or one disk holding both the site and its backups).
 *
 * An archive is always written to the local directory first: it is checked there,
 * then put on the shelf; a bucket's copy is then read back whole and checked again
 * (`fetch`), so "verified" means the copy that is kept, not the one that was written.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Storage } from "../storage/index.ts";

export interface ArchiveShelf {
  /** Where, for the admin and the logs: the directory, or s3://bucket/backups/. */
  readonly place: string;
  /** The local directory archives are written in (and, for a bucket, fetched into). */
  readonly workDir: string;
  /** Puts the archive written at `localFile` (in `workDir`) on the shelf as `name`. */
  shelve(name: string, localFile: string): Promise<void>;
  /** A local file holding the shelved `name`, and what to call once it has been read. */
  fetch(name: string): Promise<{ file: string; release(): Promise<void> }>;
  remove(name: string): Promise<void>;
  /** The archives on the shelf. */
  names(): Promise<string[]>;
}

const isArchive = (name: string) => name.endsWith(".tar") && !name.startsWith(".");

/** Archives in `directory`: written in place, so shelving is nothing more. */
export function directoryShelf(directory: string): ArchiveShelf {
  return {
    place: directory,
    workDir: directory,
    async shelve(name, localFile) {
      if (path.resolve(localFile) !== path.join(directory, name)) {
        throw new Error(`an archive for ${directory} is written there, not at ${localFile}`);
      }
    },
    fetch: async (name) => ({ file: path.join(directory, name), release: async () => {} }),
    remove: (name) => rm(path.join(directory, name), { force: true }),
    names: async () => (await readdir(directory).catch(() => [] as string[])).filter(isArchive),
  };
}

const PREFIX = "backups/";

/**
 * Archives as objects `backups/<name>` of `bucket` (a Storage over the backup
 * bucket, separate from the uploads' bucket: a bucket emptied by mistake or by an
 * intruder does not take the backups with it, and its lifecycle and object-lock
 * rules can be the backups' own).
 */
export function bucketShelf(bucket: Storage, bucketName: string, workDir: string): ArchiveShelf {
  return {
    place: `s3://${bucketName}/${PREFIX}`,
    workDir,
    async shelve(name, localFile) {
      const { size } = await stat(localFile);
      await bucket.put(`${PREFIX}${name}`, createReadStream(localFile), { contentType: "application/x-tar", size });
      await rm(localFile, { force: true });
    },
    async fetch(name) {
      const object = await bucket.get(`${PREFIX}${name}`);
      if (!object) throw new Error(`${name} is not in s3://${bucketName}/${PREFIX}`);
      await mkdir(workDir, { recursive: true });
      const file = path.join(workDir, `.fetched-${name}`);
      await pipeline(object.body, createWriteStream(file));
      return { file, release: () => rm(file, { force: true }) };
    },
    remove: (name) => bucket.delete(`${PREFIX}${name}`),
    async names() {
      const names: string[] = [];
      for await (const { key } of bucket.list()) {
        if (key.startsWith(PREFIX) && isArchive(key.slice(PREFIX.length))) names.push(key.slice(PREFIX.length));
      }
      return names;
    },
  };
}
