/** Picks the storage driver from the configuration: S3 when S3_BUCKET is set, else disk. */
import path from "node:path";
import type { S3Config, ServerConfig } from "../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { Storage } from "./storage.ts";

export type { PutOptions, Storage, StoredKeyInfo, StoredObject } from "./storage.ts";
export { assertValidStorageKey, contentTypeOfKey, isValidStorageKey } from "./storage-key.ts";

/**
 * The S3 driver, its SDK loaded on the first file it is asked for: the AWS SDK
 * holds some 20 MB in memory, which a site storing its files on disk (the
 * default) should not carry.
 */
function lazyS3Storage(config: S3Config): Storage {
  let loaded: Promise<Storage> | undefined;
  const s3 = () => {
    loaded ??= import("./s3-storage.ts").then((module) => module.createS3Storage(config));
    return loaded;
  };
  return {
    driver: "s3",
    put: async (key, body, options) => (await s3()).put(key, body, options),
    get: async (key) => (await s3()).get(key),
    exists: async (key) => (await s3()).exists(key),
    delete: async (key) => (await s3()).delete(key),
    async *list() {
      yield* (await s3()).list();
    },
    removeUnfinishedWrites: async (olderThanMs) => (await s3()).removeUnfinishedWrites(olderThanMs),
    ready: async (signal) => (await s3()).ready(signal),
  };
}

export function createStorage(config: Pick<ServerConfig, "dataDir" | "s3">): Storage {
  return config.s3 ? lazyS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, "uploads"));
}
