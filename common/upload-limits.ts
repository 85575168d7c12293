/** Limits on uploads, shared by every route that takes files and by the forms that send them. */
export const uploadLimits = {
  /** Largest single file. */
  maxFileBytes: 10 * 1024 * 1024,
  /**
   * Largest annual report or audited accounts the staff upload as PDF (issue 47): a
   * report with photos runs to several megabytes, and a visitor on a phone downloads it.
   */
  maxReportBytes: 20 * 1024 * 1024,
  /** Most files in one request. */
  maxFiles: 20,
  /**
   * Most pixels in one image staff upload (gallery photos, blog covers), frames
   * included. A 48-megapixel phone photo fits;
   * a small file that decodes into gigabytes (a decompression bomb) does not.
   */
  maxPixels: 50_000_000,
  /**
   * Most pixels in an image a visitor sends (a custom form's file answer), below
   * staff's `maxPixels`: anyone can send one, and decoding costs CPU and memory in
   * proportion (a 27-megapixel JPEG: about 1.5 s of CPU). A "24 MP" photo fits:
   * a camera's 6000 x 4000 and a recent iPhone's 5712 x 4284 (24.5 MP, hence 25
   * and not 24); most phones send 12 MP unless set to their largest size.
   */
  maxVisitorPixels: 25_000_000,
  /** Text fields: count and length, so a request cannot smuggle megabytes of text. */
  maxFields: 100,
  maxFieldBytes: 100 * 1024,
} as const;

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** A file's size in megabytes with one decimal, as the site writes it beside a download ("2.3"; never "0.0"). */
export const megabytesShown = (bytes: number) => Math.max(0.1, Math.round(bytes / 104_857.6) / 10).toFixed(1);
