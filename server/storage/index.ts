/** Picks the storage driver from the configuration: S3 when S3_BUCKET is set, else disk. */
import path from "node:path";
import type { ServerConfig } from "../config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

export type { PutOptions, Storage, StoredKeyInfo, StoredObject } from "./storage.ts";
export { assertValidStorageKey, contentTypeOfKey, isValidStorageKey } from "./storage-key.ts";

export function createStorage(config: Pick<ServerConfig, "dataDir" | "s3">): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, "uploads"));
}
