/**
 * The gallery's texts (spec sections 5 and 8), for the public page, the admin
 * tab and upload modal, and the API. Keep the wording exactly as specified.
 * What visitors read has a Hindi translation (hi/gallery.ts), so its texts with a
 * figure or a word in them are templates (`fill` in ../fill.ts).
 */
export const galleryMessages = {
  empty: "No gallery items available. Upload some photos from the admin panel.",
  searchMiss: 'No images found matching "{query}"',
  categoryMiss: "No images found for the selected category",
  imageUnavailable: "Image not available",
  /** The figures are put in as they are, without grouping (1000). */
  showing: "Showing {shown} of {total} images",
  uploading: (count: number) => `Uploading ${count} image(s)...`,
  uploaded: (count: number) => `${count} image(s) uploaded successfully!`,
  uploadFailed: "Failed to upload gallery item",
  deleted: "Gallery item deleted successfully!",
  deleteFailed: "Failed to delete gallery item.",
  titleRequired: "Please enter a title for the images",
  imagesRequired: "Please select at least one image to upload",
  invalidCategory: "Choose one of the gallery categories",
  invalidDate: "Invalid date",
  searchTooLong: (max: number) => `q must be at most ${max} characters`,
  notFound: "Gallery item",
} as const;
