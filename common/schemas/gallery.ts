/**
 * The gallery upload's fields (spec 5 and 7) and the two category lists of spec
 * 3, shared by the upload modal and the API.
 */
import { z } from "zod";
import { DEFAULT_GALLERY_CATEGORY, galleryUploadCategories } from "../gallery-categories.ts";
import { galleryMessages as messages } from "../messages/gallery.ts";

export * from "../gallery-categories.ts";

/** The multipart field carrying the photos, repeated once per photo. */
export const GALLERY_IMAGES_FIELD = "images";
/** Optional alt text per photo, repeated in the same order as the photos. */
export const GALLERY_ALT_FIELD = "alt";

const text = (max: number) => z.string().trim().max(max);

/** The text fields of POST /api/gallery (the photos are checked on their own). */
export const galleryUploadFields = z.object({
  title: z.string({ error: messages.titleRequired }).trim().min(1, messages.titleRequired).max(200),
  description: text(2000).default(""),
  category: z.enum(galleryUploadCategories, { error: messages.invalidCategory }).default(DEFAULT_GALLERY_CATEGORY),
  location: text(200).default(""),
  /** The spec's client sends the upload's own time, as ISO. */
  date: z
    .string()
    .trim()
    .max(64, { error: messages.invalidDate, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(value)), messages.invalidDate)
    .transform((value) => new Date(value))
    .optional(),
  alt: z.array(text(300)).max(100).default([]),
});
export type GalleryUploadFields = z.output<typeof galleryUploadFields>;

// ---------------------------------------------------------------- what the API answers

export const galleryImageView = z.object({
  /** The large WebP (about 1600 px wide, less when the photo is smaller). */
  url: z.string(),
  /** The WebP thumbnail (about 480 px wide). */
  thumbnail: z.string(),
  /** The original, cleaned of metadata, for download. */
  original: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type GalleryImageView = z.infer<typeof galleryImageView>;

/** A gallery item as GET /api/gallery answers it (spec 3). */
export const galleryItemView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  date: z.string(),
  category: z.string(),
  image: z.string(),
  thumbnail: z.string(),
  /** "gallery" marks an item with several photos (a slideshow). */
  type: z.enum(["gallery", "single"]),
  images: z.array(galleryImageView),
  createdAt: z.string(),
});
export type GalleryItemView = z.infer<typeof galleryItemView>;

/** One page of /Gallery (gallery service `browse`): the items and the counts the page shows. */
export interface GalleryPage {
  /** The requested page of matching items, newest first. */
  items: GalleryItemView[];
  /** Items matching the search and category, on all pages. */
  matching: number;
  /** Every item in the gallery. */
  total: number;
  /** Items per category, over the whole gallery (the filter chips' counts). */
  counts: Record<string, number>;
}
