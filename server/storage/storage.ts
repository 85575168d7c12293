/**
 * Where uploaded files live: one interface, two drivers (disk under
 * DATA_DIR/uploads, or an S3-compatible bucket). Every stored file also has a
 * `stored_files` row written in the same transaction as its owner; the sweep at
 * start (server/media/storage-sweep.ts) removes files that lack one.
 */
import type { Readable } from "node:stream";

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
  /** A quoted entity tag, ready for the ETag header. */
  etag: string;
}

export interface StoredKeyInfo {
  key: string;
  /** When the object was written; the sweep spares recent ones (uploads in flight). */
  lastModified: Date;
}

export interface PutOptions {
  contentType: string;
  /** Byte length of a stream body (S3 needs it to stream; without it the stream is buffered). */
  size?: number;
}

export interface Storage {
  readonly driver: "disk" | "s3";
  /** Writes the whole object or nothing: a reader never sees half a file under `key`. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The object, or undefined when no object has this key. */
  get(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key (for the sweep of leftovers). */
  list(): AsyncIterable<StoredKeyInfo>;
  /** Removes what writes interrupted by a crash left behind; answers how many. */
  removeUnfinishedWrites(olderThanMs: number): Promise<number>;
  /**
   * The readiness check (`GET /api/health/ready`): answers when the storage can be
   * reached (disk: a file written and read back; S3: the bucket answers), throws
   * otherwise. Stops early when `signal` aborts.
   */
  ready(signal?: AbortSignal): Promise<void>;
}
