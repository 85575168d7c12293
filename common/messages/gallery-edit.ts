/**
 * Messages about editing a gallery item after its upload and about an upload
 * that left files out (decision 029): not the specification's own words. Apart
 * from gallery.ts, which the public gallery loads.
 */
export const galleryEditMessages = {
  photoNotFound: "Photo",
  updated: "Gallery item updated successfully!",
  updateFailed: "Failed to update gallery item.",
  photoDeleted: "Photo deleted.",
  lastPhoto: "This is the item's only photo: add another photo first, or delete the whole item.",
  photosMismatch: "Send every photo of the item exactly once, in the new order.",
  photosSaved: "Photo order and descriptions saved.",
  /** Some files of an upload were refused; the others were stored. */
  someRefused: (stored: number, refused: readonly string[]) =>
    `${stored} image(s) uploaded successfully! Not added: ${refused.map((name) => `"${name}"`).join(", ")}.`,
} as const;
