/** Limits on uploads, shared by every route that takes files and by the forms that send them. */
export const uploadLimits = {
  /** Largest single file. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Most files in one request. */
  maxFiles: 20,
  /**
   * Most pixels in one image (frames included). A 48-megapixel phone photo fits;
   * a small file that decodes into gigabytes (a decompression bomb) does not.
   */
  maxPixels: 50_000_000,
  /** Text fields: count and length, so a request cannot smuggle megabytes of text. */
  maxFields: 100,
  maxFieldBytes: 100 * 1024,
} as const;

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
