/** A file of an upload, waiting on disk until it is stored (the API's multipart reader writes it). */
export interface SpooledFile {
  /** The form field the file came in (e.g. "images"). */
  field: string;
  /** The uploader's file name, cleaned for display (never used as a storage key). */
  filename: string;
  /** Where the bytes wait until they are processed; removed by `cleanup()`. */
  path: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}
