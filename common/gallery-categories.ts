/**
 * The two gallery category lists of spec 3, without zod: the public gallery page
 * reads them in the browser, where zod would cost every visitor ~22 KB (issue 17).
 * The upload schema (schemas/gallery.ts) builds on them.
 */
/** Categories an upload may have (spec 3). */
export const galleryUploadCategories = [
  "education",
  "women-empowerment",
  "environment",
  "skill-development",
  "community",
  "volunteers",
  "events",
] as const;
export type GalleryUploadCategory = (typeof galleryUploadCategories)[number];

/** Categories the public page filters by (spec 3): health is filterable but not uploadable. */
export const galleryFilterCategories = [
  "education",
  "women-empowerment",
  "environment",
  "skill-development",
  "health",
  "events",
] as const;
export type GalleryFilterCategory = (typeof galleryFilterCategories)[number];

export const DEFAULT_GALLERY_CATEGORY: GalleryUploadCategory = "education";
