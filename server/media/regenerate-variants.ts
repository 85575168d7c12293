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
import sharp from "sharp";
import { imageVariantWidths } from "#common/image-variants";
import type { Database } from "../db/client.ts";
import { storedFiles } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { webpVariant } from "./image-pipeline.ts";

/** Prefixes whose images carry WebP variants (gallery photos, blog covers and pictures). */
const PREFIXES_WITH_VARIANTS = ["gallery", "blog"] as const;
const VARIANT_KEY = /^([a-z0-9-]+\/[0-9a-f]{32})-(\d+)\.webp$/;
const ORIGINAL_KEY = /^([a-z0-9-]+\/[0-9a-f]{32})\.[a-z]+$/;

export interface RegenerateReport {
  /** Images with variants that were looked at. */
  images: number;
  /** Variant files made. */
  made: string[];
  /** Images whose original is gone (nothing can be made for them). */
  withoutOriginal: string[];
}

export async function regenerateVariants(db: Database, storage: Storage): Promise<RegenerateReport> {
  const rows = await db
    .select({ key: storedFiles.key, width: storedFiles.width, originalName: storedFiles.originalName })
    .from(storedFiles)
    .where(or(...PREFIXES_WITH_VARIANTS.map((prefix) => like(storedFiles.key, `${prefix}/%`))));

  const images = new Map<string, { original?: (typeof rows)[number]; variants: Set<number> }>();
  const imageOf = (base: string) => {
    const known = images.get(base);
    if (known) return known;
    const image: { original?: (typeof rows)[number]; variants: Set<number> } = { variants: new Set() };
    images.set(base, image);
    return image;
  };
  for (const row of rows) {
    const variant = VARIANT_KEY.exec(row.key);
    if (variant) imageOf(variant[1] as string).variants.add(Number(variant[2]));
    const original = ORIGINAL_KEY.exec(row.key);
    if (original) imageOf(original[1] as string).original = row;
  }

  const report: RegenerateReport = { images: 0, made: [], withoutOriginal: [] };
  for (const [base, image] of images) {
    // An original without variants was stored as it is (a form's file answer): not ours to add to.
    if (image.variants.size === 0) continue;
    report.images++;
    const originalWidth = image.original?.width;
    if (!image.original || !originalWidth) {
      report.withoutOriginal.push(base);
      continue;
    }
    const steps = (Object.keys(imageVariantWidths) as (keyof typeof imageVariantWidths)[]).filter(
      (step) => !image.variants.has(Math.min(originalWidth, imageVariantWidths[step])),
    );
    if (steps.length === 0) continue;
    const stored = await storage.get(image.original.key);
    if (!stored) {
      report.withoutOriginal.push(base);
      continue;
    }
    const bytes = Buffer.concat(await stored.body.toArray());
    for (const step of steps) {
      const variant = await webpVariant(sharp(bytes), step);
      const key = `${base}-${variant.width}.webp`;
      if (image.variants.has(variant.width)) continue;
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
      image.variants.add(variant.width);
      report.made.push(key);
    }
  }
  return report;
}
