/**
 * The gallery upload's fields (spec 5 and 7), the edits of an item (decision
 * 029) and the one category list, shared by the admin screens and the API.
 */
import { z } from "zod";
import { DEFAULT_GALLERY_CATEGORY, galleryCategories } from "../gallery-categories.ts";
import { galleryMessages as messages } from "../messages/gallery.ts";

export * from "../gallery-categories.ts";

/** The multipart field carrying the photos, repeated once per photo. */
export const GALLERY_IMAGES_FIELD = "images";
/** Optional alt text per photo, repeated in the same order as the photos. */
export const GALLERY_ALT_FIELD = "alt";

const text = (max: number) => z.string().trim().max(max);
const title = z.string({ error: messages.titleRequired }).trim().min(1, messages.titleRequired).max(200);
const category = z.enum(galleryCategories, { error: messages.invalidCategory });
/** An alt text: optional; empty shows the item's title instead. */
const alt = text(300);

/** The text fields of POST /api/gallery (the photos are checked on their own). */
export const galleryUploadFields = z.object({
  title,
  description: text(2000).default(""),
  category: category.default(DEFAULT_GALLERY_CATEGORY),
  location: text(200).default(""),
  /** The spec's client sends the upload's own time, as ISO. */
  date: z
    .string()
    .trim()
    .max(64, { error: messages.invalidDate, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(value)), messages.invalidDate)
    .transform((value) => new Date(value))
    .optional(),
  alt: z.array(alt).max(100).default([]),
});
export type GalleryUploadFields = z.output<typeof galleryUploadFields>;

/** PATCH /api/gallery/{id}: the item's own fields, each optional (what is sent changes). */
export const galleryItemPatch = z.object({
  title: title.optional(),
  description: text(2000).optional(),
  location: text(200).optional(),
  category: category.optional(),
});
export type GalleryItemPatch = z.output<typeof galleryItemPatch>;

/**
 * PUT /api/gallery/{id}/images: every photo of the item, in the order to show,
 * each with its alt text. The list must name the item's photos exactly.
 */
export const galleryPhotoOrder = z.object({
  images: z
    .array(z.object({ id: z.string().max(64), alt }))
    .min(1)
    .max(500),
});
export type GalleryPhotoOrder = z.output<typeof galleryPhotoOrder>;

/** A file of an upload that was not stored, and why (the other photos were). */
export const refusedFile = z.object({ file: z.string(), message: z.string() });
export type RefusedFile = z.infer<typeof refusedFile>;

// ---------------------------------------------------------------- what the API answers

export const galleryImageView = z.object({
  /** The photo's own id (for deleting it, or changing its place or alt text). */
  id: z.string(),
  /** The large WebP (about 1600 px wide, less when the photo is smaller). */
  url: z.string(),
  /** The WebP thumbnail (about 480 px wide). */
  thumbnail: z.string(),
  /** The original, cleaned of metadata, for download. */
  original: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** What a page shows: the photo's own alt text, else the item's title. */
  alt: z.string(),
  /** The photo's own alt text as typed (empty when none), for the admin's editor. */
  altText: z.string(),
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
