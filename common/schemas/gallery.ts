/**
 * The gallery upload's fields (spec 5 and 7), the edits of an item (decision
 * 029) and the one category list, shared by the admin screens and the API.
 */
import { z } from "zod";
import { DEFAULT_GALLERY_CATEGORY, galleryCategories } from "../gallery-categories.ts";
import { galleryMessages as messages } from "../messages/gallery.ts";
import { galleryEditMessages as editMessages } from "../messages/gallery-edit.ts";
import { uploadLimits } from "../upload-limits.ts";
import { type ListPage, listPageView, pageQuery } from "./inbox.ts";

export * from "../gallery-categories.ts";

/** The multipart field carrying the photos, repeated once per photo. */
export const GALLERY_IMAGES_FIELD = "images";
/** Optional alt text per photo, repeated in the same order as the photos. */
export const GALLERY_ALT_FIELD = "alt";
/** The JSON part of PUT /api/gallery/{id} (the whole item saved at once), beside its new photos. */
export const GALLERY_ITEM_PART = "item";
/** Longest caption and alt text of a photo: one field can stand for both ("Same as caption"). */
export const PHOTO_TEXT_MAX = 300;

const text = (max: number) => z.string().trim().max(max);
const title = z.string({ error: messages.titleRequired }).trim().min(1, messages.titleRequired).max(200);
const category = z.enum(galleryCategories, { error: messages.invalidCategory });
/** An alt text: optional; empty shows the item's title instead. */
const alt = text(PHOTO_TEXT_MAX);

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

/** A photo's alt text in a save: read by screen readers in place of the photo; empty shows the item's title. */
const savedAlt = z
  .string({ error: editMessages.altText })
  .trim()
  .max(PHOTO_TEXT_MAX, { error: editMessages.altTooLong(PHOTO_TEXT_MAX) });
/**
 * A photo's caption in a save: the words shown under it. Null: the alt text is
 * shown (the staff typed once, "Same as caption"); empty: no words at all.
 */
const savedCaption = z
  .string({ error: editMessages.captionText })
  .trim()
  .max(PHOTO_TEXT_MAX, { error: editMessages.captionTooLong(PHOTO_TEXT_MAX) })
  .nullable();

/**
 * One photo of a saved item, in its place: a stored photo by its `id`, or a new
 * one by `file`, the index of its file among the request's `images` files.
 */
export const gallerySavedPhoto = z
  .object({
    id: z.string().max(64).optional(),
    file: z
      .number({ error: editMessages.fileIndex })
      .int({ error: editMessages.fileIndex })
      .min(0, { error: editMessages.fileIndex })
      .max(uploadLimits.maxFiles - 1, { error: editMessages.fileIndex })
      .optional(),
    alt: savedAlt.default(""),
    caption: savedCaption.default(null),
  })
  .refine((photo) => (photo.id === undefined) !== (photo.file === undefined), {
    error: editMessages.photoIdOrFile,
  });
export type GallerySavedPhoto = z.output<typeof gallerySavedPhoto>;

/**
 * PUT /api/gallery/{id}: the whole item as the editor shows it, saved at once
 * (issue 43): its fields and its photos in order, each with its alt text and
 * caption. A stored photo left out is deleted; new photos come as files.
 */
export const galleryItemSave = z.object({
  title,
  description: text(2000).default(""),
  category,
  location: text(200).default(""),
  photos: z
    .array(gallerySavedPhoto, { error: editMessages.photosList })
    .min(1, { error: editMessages.keepOnePhoto })
    .max(500),
});
export type GalleryItemSave = z.output<typeof galleryItemSave>;

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
  /**
   * The words shown under the photo, when the staff want them to differ from the
   * alt text; null: pages show `alt` (caption ?? alt). Empty: no words.
   */
  caption: z.string().nullable(),
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
  /** Photos of the matching items, and of every item: what 'Showing N of M images' counts. */
  photos: { matching: number; total: number };
  /** Items per category, over the whole gallery (the filter chips' counts). */
  counts: Record<string, number>;
}

// ---------------------------------------------------------------- the admin's Gallery tab (issue 46)

/** The longest search the Gallery tab sends (what /Gallery's box takes). */
export const GALLERY_SEARCH_MAX = 100;
/** Items a page of the Gallery tab shows (three rows of its widest grid). */
export const GALLERY_ADMIN_PAGE_SIZE = 18;

/**
 * GET /api/gallery-list: one page of the gallery items, newest first; `q` is part of
 * the title, description or location, `category` one category.
 */
export const galleryAdminListQuery = pageQuery.extend({
  q: z
    .string()
    .trim()
    .max(GALLERY_SEARCH_MAX, messages.searchTooLong(GALLERY_SEARCH_MAX))
    .transform((value) => value || undefined)
    .optional(),
  category: category.optional(),
});
export type GalleryAdminListQuery = z.output<typeof galleryAdminListQuery>;

/** GET /api/gallery-list's page. */
export const galleryAdminPageView = listPageView(galleryItemView);
export type GalleryAdminPage = ListPage<GalleryItemView>;
