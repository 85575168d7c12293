/**
 * The gallery's texts (spec sections 5 and 8), for the public page, the admin
 * tab and upload modal, and the API. Keep the wording exactly as specified.
 */
export const galleryMessages = {
  empty: "No gallery items available. Upload some photos from the admin panel.",
  searchMiss: (query: string) => `No images found matching "${query}"`,
  categoryMiss: "No images found for the selected category",
  imageUnavailable: "Image not available",
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} images`,
  uploading: (count: number) => `Uploading ${count} image(s)...`,
  uploaded: (count: number) => `${count} image(s) uploaded successfully!`,
  uploadFailed: "Failed to upload gallery item",
  deleted: "Gallery item deleted successfully!",
  deleteFailed: "Failed to delete gallery item.",
  titleRequired: "Please enter a title for the images",
  imagesRequired: "Please select at least one image to upload",
  invalidCategory: "Choose one of the gallery categories",
  invalidDate: "Invalid date",
  notFound: "Gallery item",
  // Editing an item (decision 029); not the specification's own words.
  photoNotFound: "Photo",
  updated: "Gallery item updated successfully!",
  updateFailed: "Failed to update gallery item.",
  photoDeleted: "Photo deleted.",
  photoDeleteFailed: "Failed to delete the photo.",
  lastPhoto: "This is the item's only photo: add another photo first, or delete the whole item.",
  photosMismatch: "Send every photo of the item exactly once, in the new order.",
  photosSaved: "Photo order and descriptions saved.",
  photosSaveFailed: "Failed to save the photos.",
  /** Some files of an upload were refused; the others were stored. */
  someRefused: (stored: number, refused: readonly string[]) =>
    `${stored} image(s) uploaded successfully! Not added: ${refused.map((name) => `"${name}"`).join(", ")}.`,
} as const;
