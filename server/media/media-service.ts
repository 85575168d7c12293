/**
 * Uploaded files for every feature (the API reads multipart requests into
 * temporary files under `spoolDir`): store images and documents all or nothing, delete them with their
 * owner, and sweep leftovers at start. Reached as `services.media`; the storage
 * driver itself is `services.storage`.
 */
import path from "node:path";
import { inArray, like } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { parseVariantKey } from "#common/image-variants";
import type { Database } from "../db/client.ts";
import { storedFiles } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import type { SpooledFile } from "./spooled-file.ts";
import { type SweepReport, sweepStorage } from "./storage-sweep.ts";
import { type StoredImage, type Transaction, UploadBatch } from "./upload-batch.ts";

export interface MediaServiceDeps {
  db: Database;
  storage: Storage;
  dataDir: string;
  /** How old a row-less object must be before the sweep removes it (0 when this process is the only writer). */
  sweepGraceMs: number;
}

const SWEEP_INTERVAL_MS = 60 * 60_000;

export function createMediaService({ db, storage, dataDir, sweepGraceMs }: MediaServiceDeps) {
  const spoolDir = path.join(dataDir, "tmp", "uploads");
  let sweepTimer: NodeJS.Timeout | undefined;

  return {
    /** Where the API's multipart reader spools uploaded files (on DATA_DIR's disk; swept at start). */
    spoolDir,

    /**
     * Runs `work` with a fresh upload batch; if it throws, every object the batch
     * wrote is deleted. `work` must end with `batch.commit(tx => …)`.
     */
    async withUploadBatch<T>(work: (batch: UploadBatch) => Promise<T>): Promise<T> {
      const batch = new UploadBatch(db, storage);
      try {
        return await work(batch);
      } catch (err) {
        await batch.discard();
        throw err;
      }
    },

    /** Stores one staff image and its variants under `prefix`, all or nothing (a blog cover, a page's photo). */
    storeImage(file: SpooledFile, prefix: string): Promise<StoredImage> {
      return this.withUploadBatch(async (batch) => {
        const image = await batch.addImage(file, { prefix });
        return batch.commit(async () => image);
      });
    },

    /** Deletes the `stored_files` rows of `keys` inside the owner's transaction. */
    async deleteRows(tx: Transaction, keys: readonly string[]): Promise<void> {
      if (keys.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
    },

    /**
     * Deletes objects after their rows are gone (call once the transaction has
     * committed). A failure is logged; the next sweep removes what is left.
     */
    async deleteObjects(keys: readonly string[], log?: FastifyBaseLogger): Promise<void> {
      const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
      for (const [i, result] of results.entries()) {
        if (result.status === "rejected") log?.warn({ err: result.reason, key: keys[i] }, "stored file not deleted");
      }
    },

    /**
     * What to send instead of a variant that was never made (an upload from before
     * its step, or AVIF, was added; an animated GIF has no AVIF): for an AVIF file,
     * the WebP of the same width if it is stored, else the widest stored WebP of the
     * same image; undefined when there is none. One query, only on a miss.
     */
    async variantStandIn(key: string): Promise<string | undefined> {
      const variant = parseVariantKey(key);
      if (!variant) return undefined;
      const { image, width, format } = variant;
      const variants = await db
        .select({ key: storedFiles.key, width: storedFiles.width })
        .from(storedFiles)
        .where(like(storedFiles.key, `${image}-%.webp`));
      const sameWidth = `${image}-${width}.webp`;
      if (format === "avif" && variants.some((variant) => variant.key === sameWidth)) return sameWidth;
      const widest = variants.sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0]?.key;
      return widest === key ? undefined : widest;
    },

    /** Removes stored objects without a row and temporary leftovers; reports rows without objects. */
    async sweep(log?: FastifyBaseLogger, graceMs = sweepGraceMs): Promise<SweepReport> {
      const report = await sweepStorage(db, storage, { graceMs, spoolDir });
      if (report.removed.length > 0 || report.temporaryFiles > 0) {
        log?.info(
          { removed: report.removed.length, keys: report.removed.slice(0, 50), temporaryFiles: report.temporaryFiles },
          "storage sweep removed leftovers",
        );
      }
      if (report.missing.length > 0) {
        log?.warn({ missing: report.missing }, "stored files missing from storage (shown as 'Image not available')");
      }
      return report;
    },

    /** Sweeps now (awaited, so leftovers are gone before the first request), then every hour. */
    async startSweeping(log: FastifyBaseLogger): Promise<void> {
      // Storage out of reach (an S3 outage) must not keep the site from starting.
      await this.sweep(log).catch((err: unknown) => log.error({ err }, "storage sweep failed"));
      sweepTimer ??= setInterval(() => {
        this.sweep(log).catch((err: unknown) => log.error({ err }, "storage sweep failed"));
      }, SWEEP_INTERVAL_MS);
      sweepTimer.unref();
    },

    stopSweeping(): void {
      clearInterval(sweepTimer);
      sweepTimer = undefined;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
