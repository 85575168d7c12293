/**
 * Turns an uploaded image into what the site serves: the original re-encoded in
 * its own format, plus WebP variants for pages (a ~480 px thumbnail and a
 * ~1600 px large size). Every output is turned upright by its EXIF orientation
 * and carries no metadata at all, so the GPS position of a photo of
 * beneficiaries never leaves the server. Images over the pixel limit are refused
 * from their header, before anything is decoded (decompression bombs).
 */
import sharp, { type Metadata, type Sharp } from "sharp";
import { imageVariantWidths } from "#common/image-variants";
import { uploadMessages as messages } from "#common/messages/uploads";
import { uploadLimits } from "#common/upload-limits";
import { DomainError } from "../errors.ts";
import { fileKinds, type ImageKind } from "./file-signature.ts";

// Each upload is decoded once, so libvips' operation cache (up to 50 MB by default)
// only holds memory; turned off, it costs no speed.
sharp.cache(false);

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
  thumb: EncodedImage;
  /** Of the upright original. */
  width: number;
  height: number;
}

export interface ProcessImageOptions {
  /** Shown in messages. */
  name: string;
  /** Also make the WebP variants (blog covers and gallery photos do; an image form answer needs only the original). */
  variants?: boolean;
  maxPixels?: number;
}

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

async function encode(image: Sharp, kind: ImageKind): Promise<EncodedImage> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: fileKinds[kind].contentType,
    extension: fileKinds[kind].extension,
    width: info.width,
    // An animated image is one tall strip of frames; its height is one frame's.
    height: info.pageHeight ?? info.height,
  };
}

/** Processes the image file at `input` (a path or bytes) whose kind was told by its bytes. */
export async function processImage(
  input: string | Buffer,
  kind: ImageKind,
  options: ProcessImageOptions,
): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? uploadLimits.maxPixels;
  const animated = kind === "gif";
  const source = sharp(input, { animated, limitInputPixels: maxPixels, failOn: "error" });

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

  try {
    // rotate() with no angle turns the image upright by its EXIF orientation;
    // sharp writes no metadata unless asked (no withMetadata/keepExif here).
    const original = await encode(encodeOriginal(source.clone().rotate(), kind), kind);
    if (options.variants === false) {
      return { original, large: original, thumb: original, width: original.width, height: original.height };
    }
    const variant = (width: number, quality: number) =>
      encode(source.clone().rotate().resize({ width, withoutEnlargement: true }).webp({ quality }), "webp");
    const large = await variant(imageVariantWidths.large, 80);
    const thumb = await variant(imageVariantWidths.thumb, 72);
    return { original, large, thumb, width: original.width, height: original.height };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError("invalid", messages.unreadableImage(options.name));
  }
}
