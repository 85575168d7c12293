/**
 * Gives photos uploaded before a step was added to the size ladder
 * (common/image-variants.ts) the variants they lack, made from their stored
 * original: `npm run media -- regenerate`. Idempotent: a variant that exists is
 * left alone, so running it twice makes nothing the second time.
 *
 * Each new file is written before its `stored_files` row: a crash in between
 * leaves a file without a row, which the start-up sweep removes, never a row
 * without its file.
 */
import { like, or } from "drizzle-orm";
import {
  type AvifStep,
  avifSteps,
  imageVariantWidths,
  parseVariantKey,
  type VariantFormat,
  type VariantStep,
} from "#common/image-variants";
import type { Database } from "../db/client.ts";
import { storedFiles } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { avifVariant, takesAvif, webpVariant } from "./image-pipeline.ts";
import { loadSharp, sharpQueue } from "./sharp-queue.ts";

/** Prefixes whose images carry variants (gallery photos, blog covers and pictures, the pages' photos). */
const PREFIXES_WITH_VARIANTS = ["gallery", "blog", "content"] as const;
const ORIGINAL_KEY = /^([a-z0-9-]+\/[0-9a-f]{32})\.[a-z]+$/;

export interface RegenerateReport {
  /** Images with variants that were looked at. */
  images: number;
  /** Variant files made. */
  made: string[];
  /** Images whose original is gone (nothing can be made for them). */
  withoutOriginal: string[];
}

type Row = { key: string; width: number | null; originalName: string | null };
/** One image's stored files: its original, and the widths of its variants in each format. */
type ImageFiles = { original?: Row } & Record<VariantFormat, Set<number>>;

type Wanted = { format: "webp"; step: VariantStep } | { format: "avif"; step: AvifStep };
/** Every step of the ladder in WebP, and the small ones in AVIF. */
const WANTED: Wanted[] = [
  ...(Object.keys(imageVariantWidths) as VariantStep[]).map((step) => ({ format: "webp" as const, step })),
  ...avifSteps.map((step) => ({ format: "avif" as const, step })),
];

export async function regenerateVariants(db: Database, storage: Storage): Promise<RegenerateReport> {
  const rows: Row[] = await db
    .select({ key: storedFiles.key, width: storedFiles.width, originalName: storedFiles.originalName })
    .from(storedFiles)
    .where(or(...PREFIXES_WITH_VARIANTS.map((prefix) => like(storedFiles.key, `${prefix}/%`))));

  const images = new Map<string, ImageFiles>();
  const imageOf = (base: string) => {
    const known = images.get(base);
    if (known) return known;
    const image: ImageFiles = { webp: new Set(), avif: new Set() };
    images.set(base, image);
    return image;
  };
  for (const row of rows) {
    const variant = parseVariantKey(row.key);
    if (variant) imageOf(variant.image)[variant.format].add(variant.width);
    const original = ORIGINAL_KEY.exec(row.key);
    if (original) imageOf(original[1] as string).original = row;
  }

  const report: RegenerateReport = { images: 0, made: [], withoutOriginal: [] };
  for (const [base, image] of images) {
    // An original without variants was stored as it is (a form's file answer): not ours to add to.
    if (image.webp.size === 0) continue;
    report.images++;
    const originalWidth = image.original?.width;
    if (!image.original || !originalWidth) {
      report.withoutOriginal.push(base);
      continue;
    }
    const missing = WANTED.filter(
      ({ step, format }) => !image[format].has(Math.min(originalWidth, imageVariantWidths[step])),
    );
    if (missing.length === 0) continue;
    const stored = await storage.get(image.original.key);
    if (!stored) {
      report.withoutOriginal.push(base);
      continue;
    }
    const bytes = Buffer.concat(await stored.body.toArray());
    // The stored original is upright and clean already. A GIF's frames are read
    // too, so its WebP steps stay animated (and an animated one gets no AVIF: so
    // it is looked at again on each run, and nothing is made).
    const sharp = await loadSharp();
    const upright = () => sharp(bytes, { animated: true });
    const frames = (await upright().metadata()).pages ?? 1;
    for (const wanted of missing) {
      if (wanted.format === "avif" && !takesAvif(frames)) continue;
      // Each variant takes its turn in the sharp queue, beside any upload being decoded.
      const variant = await sharpQueue.run(() =>
        wanted.format === "avif" ? avifVariant(upright(), wanted.step) : webpVariant(upright(), wanted.step),
      );
      // Two steps of a small original come out the same width: one file.
      if (image[wanted.format].has(variant.width)) continue;
      const key = `${base}-${variant.width}.${variant.extension}`;
      await storage.put(key, variant.data, { contentType: variant.contentType, size: variant.data.length });
      await db
        .insert(storedFiles)
        .values({
          key,
          contentType: variant.contentType,
          size: variant.data.length,
          width: variant.width,
          height: variant.height,
          originalName: image.original.originalName,
        })
        .onConflictDoNothing();
      image[wanted.format].add(variant.width);
      report.made.push(key);
    }
  }
  return report;
}
