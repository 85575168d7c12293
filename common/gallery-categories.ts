/**
 * The gallery's one category list, without zod: the public gallery page reads it
 * in the browser, where zod would cost every visitor ~22 KB (issue 17). The
 * upload and edit schemas (schemas/gallery.ts) build on it.
 *
 * Spec 3 gives two lists that differ (health only filterable; community and
 * volunteers only uploadable), so a "Volunteers" upload showed under All only and
 * the Health chip was always empty (issue 23, finding 2). Every label of both
 * lists stays; the upload offers and the page filters by the same eight.
 */
export const galleryCategories = [
  "education",
  "women-empowerment",
  "environment",
  "skill-development",
  "health",
  "community",
  "volunteers",
  "events",
] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

export const DEFAULT_GALLERY_CATEGORY: GalleryCategory = "education";
