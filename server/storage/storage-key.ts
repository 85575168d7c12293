/**
 * Storage keys are made by the server ("gallery/3f9c…-480.webp"), never taken
 * from a visitor's file name. Checking their shape in one place keeps every path
 * that reaches a driver inside the storage root: no "..", no leading slash, no
 * backslash, no percent-escapes, nothing but lower-case letters, digits, ".", "-"
 * and "_" in slash-separated segments that start with a letter or digit.
 */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)+$/;
const MAX_KEY_LENGTH = 200;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, MAX_KEY_LENGTH))}`);
    this.name = "InvalidStorageKeyError";
  }
}

export function isValidStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes("..");
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The content type a key's extension stands for (the disk driver keeps no metadata). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}
