/**
 * Files on the local disk under one root (DATA_DIR/uploads). A write goes to a
 * temporary file in `<root>/.tmp` first and is renamed into place, so a crash
 * mid-write leaves a stray temporary file (swept at start), never a truncated
 * file under a real key.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream, constants as fsConstants } from "node:fs";
import { access, type FileHandle, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PutOptions, Storage, StoredKeyInfo, StoredObject } from "./storage.ts";
import { assertValidStorageKey, contentTypeOfKey } from "./storage-key.ts";

/** Temporary files of writes in progress; never a key (keys start with a letter or digit). */
export const DISK_TEMP_DIR = ".tmp";

export function createDiskStorage(root: string): Storage & { root: string } {
  const resolvedRoot = path.resolve(root);
  const tempDir = path.join(resolvedRoot, DISK_TEMP_DIR);

  function pathOf(key: string): string {
    assertValidStorageKey(key);
    const file = path.resolve(resolvedRoot, key);
    // The key check already forbids escapes; this is the belt to its braces.
    if (!file.startsWith(resolvedRoot + path.sep)) throw new Error(`Key escapes the storage root: ${key}`);
    return file;
  }

  const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

  return {
    driver: "disk",
    root: resolvedRoot,

    async put(key: string, body: Buffer | Readable, _options: PutOptions) {
      const target = pathOf(key);
      await mkdir(tempDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(tempDir, `${randomBytes(12).toString("hex")}.part`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body);
        else await pipeline(body, createWriteStream(temp));
        // On disk before the rename, so a power cut cannot leave an empty file under the key.
        const handle = await open(temp, "r+");
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },

    async get(key: string): Promise<StoredObject | undefined> {
      const file = pathOf(key);
      // Opened before it is described: a file deleted a moment later (a draft's photo
      // removed while a page shows it) is still read whole, never a 500 mid-answer.
      let handle: FileHandle;
      try {
        handle = await open(file, "r");
      } catch (err) {
        if (isMissing(err) || (err as NodeJS.ErrnoException).code === "EISDIR") return undefined;
        throw err;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return undefined;
        }
        return {
          // Closes the file when read to the end or destroyed.
          body: handle.createReadStream(),
          contentType: contentTypeOfKey(key),
          size: info.size,
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async exists(key: string) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },

    async *list(): AsyncIterable<StoredKeyInfo> {
      let entries: import("node:fs").Dirent[];
      try {
        entries = await readdir(resolvedRoot, { recursive: true, withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(resolvedRoot, full).split(path.sep).join("/");
        if (key.startsWith(`${DISK_TEMP_DIR}/`)) continue;
        const info = await stat(full).catch(() => undefined);
        if (info) yield { key, lastModified: info.mtime };
      }
    },

    async removeUnfinishedWrites(olderThanMs: number) {
      let removed = 0;
      const names = await readdir(tempDir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(tempDir, name);
        const info = await stat(file).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs >= olderThanMs) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },

    // A small file written where uploads are written first, read back and removed: the
    // folder exists (or can be made), and the disk takes writes and gives them back.
    async ready(signal) {
      await mkdir(tempDir, { recursive: true });
      await access(resolvedRoot, fsConstants.R_OK | fsConstants.W_OK | fsConstants.X_OK);
      const written = randomBytes(8).toString("hex");
      const probe = path.join(tempDir, `ready-${written}.part`);
      try {
        await writeFile(probe, written, { signal });
        if ((await readFile(probe, { encoding: "utf8", signal })) !== written) {
          throw new Error("The uploads folder gave back other bytes than were written");
        }
      } finally {
        await rm(probe, { force: true });
      }
    },
  };
}
