/**
 * Messages about uploaded files (images and documents), shown to the admin and
 * to visitors who attach a file. Each names the file and says what to do.
 */
const quoted = (name: string) => `"${name}"`;

export const uploadMessages = {
  notMultipart: "Send the files as multipart/form-data.",
  notForm: "Send the form as multipart/form-data or application/x-www-form-urlencoded.",
  malformed: "The upload was cut short or is malformed. Please try again.",
  formTooLarge: "The form sent is larger than this form accepts. Please shorten the text and try again.",
  fileTooLarge: (name: string, maxMegabytes: number) =>
    `${quoted(name)} is larger than ${maxMegabytes} MB. Please choose a smaller file.`,
  tooManyFiles: (max: number) => `Too many files: send at most ${max} at a time.`,
  tooManyFields: "Too many form fields in the upload.",
  emptyFile: (name: string) => `${quoted(name)} is empty.`,
  notAnImage: (name: string) => `${quoted(name)} is not a JPEG, PNG, WebP or GIF image.`,
  heic: (name: string) =>
    `${quoted(name)} is an HEIC photo (the iPhone format), which browsers cannot show. Please send it as JPEG: on the iPhone choose Settings > Camera > Formats > Most Compatible, or export the photo as JPEG.`,
  tooManyPixels: (name: string, maxMegapixels: number) =>
    `${quoted(name)} has more than ${maxMegapixels} megapixels. Please send a smaller version of the image.`,
  unreadableImage: (name: string) => `${quoted(name)} could not be read as an image; the file may be damaged.`,
  notAccepted: (name: string, accepted: string) =>
    `${quoted(name)} is not an accepted file type. Accepted: ${accepted}.`,
  invalidPath: "Invalid image path",
  imageNotFound: "Image not found",
} as const;
