/**
 * Turns an uploaded image into what the site serves: the original re-encoded in
 * its own format, plus WebP variants for pages (480, 800 and 1600 px wide) and AVIF
 * ones for the two small steps (common/image-variants.ts, decision 036). Every
 * output is turned upright by its EXIF orientation
 * and carries no metadata at all, so the GPS position of a photo of
 * beneficiaries never leaves the server. Images over the pixel limit are refused
 * from their header, before anything is decoded (decompression bombs); a
 * visitor's limit is lower than staff's. The decoding itself waits its turn in
 * the process's sharp queue (sharp-queue.ts), so parallel uploads are decoded a
 * few at a time, not all at once.
 */
import type { Metadata, Sharp } from "sharp";
import { type AvifStep, imageVariantWidths, type VariantStep } from "#common/image-variants";
import { uploadMessages as messages } from "#common/messages/uploads";
import { uploadLimits } from "#common/upload-limits";
import { DomainError } from "../errors.ts";
import { fileKinds, type ImageKind } from "./file-signature.ts";
import { loadSharp, sharpQueue } from "./sharp-queue.ts";

export interface EncodedImage {
  data: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  original: EncodedImage;
  large: EncodedImage;
  medium: EncodedImage;
  thumb: EncodedImage;
  /** The small steps again in AVIF; none without variants or for an animated image. */
  avif?: Record<AvifStep, EncodedImage>;
  /** Of the upright original. */
  width: number;
  height: number;
}

export interface ProcessImageOptions {
  /** Shown in messages. */
  name: string;
  /** Also make the variants (blog covers and gallery photos do; an image form answer needs only the original). */
  variants?: boolean;
  /**
   * Who sent the image, which sets its pixel limit (common/upload-limits.ts):
   * "staff" (gallery photos, blog covers) or, unless said, "visitor" (a form's
   * file answer), whose limit is lower since anyone can send one.
   */
  uploader?: Uploader;
}

export type Uploader = "staff" | "visitor";

/** The most pixels (frames included) an image from `uploader` may have. */
export const maxPixelsFrom = (uploader: Uploader): number =>
  uploader === "staff" ? uploadLimits.maxPixels : uploadLimits.maxVisitorPixels;

function encodeOriginal(image: Sharp, kind: ImageKind): Sharp {
  switch (kind) {
    case "jpeg":
      return image.jpeg({ quality: 90, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 8 });
    case "webp":
      return image.webp({ quality: 90 });
    case "gif":
      return image.gif();
  }
}

/** What an output is stored as: an uploaded kind, or AVIF (made here, never accepted as an upload). */
type OutputFormat = { contentType: string; extension: string };
const AVIF: OutputFormat = { contentType: "image/avif", extension: "avif" };

async function encode(image: Sharp, format: OutputFormat): Promise<EncodedImage> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: format.contentType,
    extension: format.extension,
    width: info.width,
    // An animated image is one tall strip of frames; its height is one frame's.
    height: info.pageHeight ?? info.height,
  };
}

/** WebP quality per step: small files are seen small, where fewer bits show less. */
const VARIANT_QUALITY = { thumb: 72, medium: 76, large: 80 } as const;

const resize = (upright: Sharp, step: VariantStep) =>
  upright.resize({ width: imageVariantWidths[step], withoutEnlargement: true });

/** One WebP step of the ladder from an upright image (also used to add a step to old uploads). */
export function webpVariant(upright: Sharp, step: VariantStep): Promise<EncodedImage> {
  return encode(resize(upright, step).webp({ quality: VARIANT_QUALITY[step] }), fileKinds.webp);
}

/**
 * One AVIF step from an upright image (also used to add AVIF to old uploads).
 * Quality 50 looks like the WebP steps at ~35 % fewer bytes (800 px: 95 → 62 KB;
 * 480 px: 36 → 22 KB). Effort 2, not sharp's default 4: on a 2-core server it
 * takes 84 ms (480) and 191 ms (800) a photo against 0.5-2 s each at effort 4,
 * and the upload request waits for it.
 */
export function avifVariant(upright: Sharp, step: AvifStep): Promise<EncodedImage> {
  return encode(resize(upright, step).avif({ quality: 50, effort: 2 }), AVIF);
}

/**
 * Whether an image of this many frames gets AVIF steps. An animated GIF does not:
 * sharp writes its frames into AVIF as one tall still strip, while its WebP steps
 * stay animated (pages ask for the AVIF and are redirected to the WebP).
 */
export const takesAvif = (frames: number) => frames <= 1;

/**
 * Processes the image file at `input` (a path or bytes) whose kind was told by its
 * bytes. Its header is checked first, at once; the decoding waits in the sharp queue.
 */
export async function processImage(
  input: string | Buffer,
  kind: ImageKind,
  options: ProcessImageOptions,
): Promise<ProcessedImage> {
  const maxPixels = maxPixelsFrom(options.uploader ?? "visitor");
  const animated = kind === "gif";
  const sharp = await loadSharp();

  let metadata: Metadata;
  try {
    // The header alone (no limit here, so the size can be told rather than a bare failure).
    metadata = await sharp(input, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError("invalid", messages.unreadableImage(options.name));
  }
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  if ((metadata.width ?? 0) * frameHeight * frames > maxPixels) {
    throw new DomainError("too-large", messages.tooManyPixels(options.name, Math.round(maxPixels / 1_000_000)));
  }

  return sharpQueue.run(async () => {
    const source = sharp(input, { animated, limitInputPixels: maxPixels, failOn: "error" });
    try {
      // rotate() with no angle turns the image upright by its EXIF orientation;
      // sharp writes no metadata unless asked (no withMetadata/keepExif here).
      const original = await encode(encodeOriginal(source.clone().rotate(), kind), fileKinds[kind]);
      if (options.variants === false) {
        const { width, height } = original;
        return { original, large: original, medium: original, thumb: original, width, height };
      }
      const large = await webpVariant(source.clone().rotate(), "large");
      const medium = await webpVariant(source.clone().rotate(), "medium");
      const thumb = await webpVariant(source.clone().rotate(), "thumb");
      const avif = takesAvif(frames)
        ? {
            medium: await avifVariant(source.clone().rotate(), "medium"),
            thumb: await avifVariant(source.clone().rotate(), "thumb"),
          }
        : undefined;
      return { original, large, medium, thumb, avif, width: original.width, height: original.height };
    } catch (err) {
      if (err instanceof DomainError) throw err;
      throw new DomainError("invalid", messages.unreadableImage(options.name));
    }
  });
}
