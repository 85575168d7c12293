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
  /** The whole item saved at once (PUT /api/gallery/{id}, issue 43). */
  saveFailed: "Failed to save gallery item.",
  /** Saved, but some new files were not photos the server could read: they were left out. */
  savedExcept: (refused: readonly string[]) =>
    `Gallery item updated. Not added: ${refused.map((name) => `"${name}"`).join(", ")}.`,
  itemPart: 'Send the item as JSON in the "item" field: title, description, category, location and photos.',
  photosList: "Send the photos as a list, in the order to show.",
  photoIdOrFile: 'Name each photo by its "id" (a stored photo) or its "file" (a new one), not both.',
  fileIndex: 'A new photo\'s "file" is the number of its file among the "images" sent, counting from 0.',
  altText: "An alt text is text.",
  captionText: "A caption is text, or null to show the alt text.",
  altTooLong: (max: number) => `An alt text can be at most ${max} characters.`,
  captionTooLong: (max: number) => `A caption can be at most ${max} characters.`,
  keepOnePhoto: "An item keeps at least one photo: to remove them all, delete the whole item.",
  unknownPhoto:
    "A photo listed is not one of this item's photos (it may have been deleted meanwhile): reload the item.",
  photoTwice: "Each photo can be listed once.",
  filesUnplaced: 'Each file sent must be placed once in "photos" (by its "file" number).',
  /** Some files of an upload were refused; the others were stored. */
  someRefused: (stored: number, refused: readonly string[]) =>
    `${stored} image(s) uploaded successfully! Not added: ${refused.map((name) => `"${name}"`).join(", ")}.`,
} as const;
