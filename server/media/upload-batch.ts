/**
 * All or nothing for uploads. A batch writes each file to storage as it is
 * processed, then `commit` writes their `stored_files` rows and the owner's rows
 * in one transaction. If anything fails before the commit ends, the objects the
 * batch wrote are deleted again; if the process dies instead, the sweep at the
 * next start removes them (they have no row). So no row ever points at a missing
 * file, and no file outlives a failed upload.
 */
import { createReadStream } from "node:fs";
import { inArray } from "drizzle-orm";
import type { AvifStep } from "#common/image-variants";
import { uploadMessages as messages } from "#common/messages/uploads";
import type { Database } from "../db/client.ts";
import { storedFiles } from "../db/schema.ts";
import { DomainError } from "../errors.ts";
import type { Storage } from "../storage/storage.ts";
import { detectFileKind, type FileKind, fileKinds, type ImageKind, isImageKind } from "./file-signature.ts";
import { type EncodedImage, processImage, type Uploader } from "./image-pipeline.ts";
import type { SpooledFile } from "./spooled-file.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type StoredFileRecord = typeof storedFiles.$inferInsert;

export interface StoredImage {
  original: StoredFileRecord;
  large: StoredFileRecord;
  /** Named after the large one (common/image-variants.ts); the large one itself when the original is small. */
  medium: StoredFileRecord;
  thumb: StoredFileRecord;
  /** The small steps in AVIF, named like the WebP ones (`<hash>-<width>.avif`); none for an animated image. */
  avif?: Record<AvifStep, StoredFileRecord>;
  width: number;
  height: number;
}

const PREFIX = /^[a-z0-9][a-z0-9-]*$/;
/** Enough of the SHA-256 to never collide in practice, short enough for tidy URLs. */
const HASH_LENGTH = 32;

export class UploadBatch {
  private readonly records = new Map<string, StoredFileRecord>();
  /** Objects this batch wrote (not ones an earlier upload of the same bytes owns). */
  private readonly written: string[] = [];
  private committed = false;

  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
  ) {}

  /**
   * Checks the file's bytes are an accepted image, then stores the cleaned
   * original and (unless `variants: false`) its WebP and AVIF variants under content-hash keys.
   * Staff's images (gallery photos, blog covers), at staff's pixel limit unless `uploader` says otherwise.
   */
  async addImage(
    file: SpooledFile,
    options: { prefix: string; variants?: boolean; uploader?: Uploader },
  ): Promise<StoredImage> {
    const kind = await this.imageKindOf(file);
    const processed = await processImage(file.path, kind, {
      name: file.filename,
      variants: options.variants,
      uploader: options.uploader ?? "staff",
    });
    const base = `${this.checkPrefix(options.prefix)}/${file.sha256.slice(0, HASH_LENGTH)}`;
    const store = (image: EncodedImage, suffix: string) =>
      this.putBuffer(`${base}${suffix}.${image.extension}`, image, file.filename);
    const original = await store(processed.original, "");
    if (options.variants === false) {
      const { width, height } = processed;
      return { original, large: original, medium: original, thumb: original, width, height };
    }
    const large = await store(processed.large, `-${processed.large.width}`);
    const medium = await store(processed.medium, `-${processed.medium.width}`);
    const thumb = await store(processed.thumb, `-${processed.thumb.width}`);
    const avif = processed.avif && {
      medium: await store(processed.avif.medium, `-${processed.avif.medium.width}`),
      thumb: await store(processed.avif.thumb, `-${processed.avif.thumb.width}`),
    };
    return { original, large, medium, thumb, avif, width: processed.width, height: processed.height };
  }

  /**
   * Stores a document (a resume, a form's file answer) if its bytes are one of
   * `accept`. Images among them go through the image pipeline (metadata removed)
   * at a visitor's pixel limit: documents are what visitors send.
   */
  async addDocument(
    file: SpooledFile,
    options: { prefix: string; accept: readonly FileKind[] },
  ): Promise<StoredFileRecord> {
    const kind = await detectFileKind(file.path);
    const accepted = options.accept.map((k) => fileKinds[k].label).join(", ");
    if (kind === undefined || kind === "heic" || !options.accept.includes(kind)) {
      if (kind === "heic" && options.accept.some(isImageKind))
        throw new DomainError("unsupported-type", messages.heic(file.filename));
      throw new DomainError("unsupported-type", messages.notAccepted(file.filename, accepted));
    }
    if (isImageKind(kind)) {
      const image = await this.addImage(file, { prefix: options.prefix, variants: false, uploader: "visitor" });
      return image.original;
    }
    const { contentType, extension } = fileKinds[kind];
    const key = `${this.checkPrefix(options.prefix)}/${file.sha256.slice(0, HASH_LENGTH)}.${extension}`;
    const record: StoredFileRecord = { key, contentType, size: file.size, originalName: file.filename };
    if (!(await this.alreadyStored(key))) {
      await this.storage.put(key, createReadStream(file.path), { contentType, size: file.size });
      this.written.push(key);
    }
    this.records.set(key, record);
    return record;
  }

  /**
   * Writes the `stored_files` rows and, in the same transaction, what `write`
   * adds (the owner's rows). The batch's files are kept only if this succeeds.
   */
  async commit<T>(write: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      if (this.records.size > 0) {
        await tx
          .insert(storedFiles)
          .values([...this.records.values()])
          .onConflictDoNothing();
      }
      return write(tx);
    });
    this.committed = true;
    return result;
  }

  /** Deletes what the batch wrote, unless it committed. Safe to call twice. */
  async discard(): Promise<void> {
    if (this.committed) return;
    const keys = this.written.splice(0);
    await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
  }

  private async imageKindOf(file: SpooledFile): Promise<ImageKind> {
    const kind = await detectFileKind(file.path);
    if (kind === "heic") throw new DomainError("unsupported-type", messages.heic(file.filename));
    if (kind === undefined || !isImageKind(kind))
      throw new DomainError("unsupported-type", messages.notAnImage(file.filename));
    return kind;
  }

  private checkPrefix(prefix: string): string {
    if (!PREFIX.test(prefix)) throw new Error(`Invalid storage prefix: ${prefix}`);
    return prefix;
  }

  /** The same bytes uploaded before are kept once: an existing row and object are reused. */
  private async alreadyStored(key: string): Promise<boolean> {
    if (this.records.has(key)) return true;
    const rows = await this.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.key, [key]));
    return rows.length > 0 && (await this.storage.exists(key));
  }

  private async putBuffer(key: string, image: EncodedImage, originalName: string): Promise<StoredFileRecord> {
    // A small image's variants can be the same size, hence the same key: store it once.
    const existing = this.records.get(key);
    if (existing) return existing;
    const record: StoredFileRecord = {
      key,
      contentType: image.contentType,
      size: image.data.length,
      width: image.width,
      height: image.height,
      originalName,
    };
    if (!(await this.alreadyStored(key))) {
      await this.storage.put(key, image.data, { contentType: image.contentType });
      this.written.push(key);
    }
    this.records.set(key, record);
    return record;
  }
}
