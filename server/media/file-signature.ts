/**
 * What a file is, told by its bytes (magic numbers), never by its name or the
 * type the browser declared: a renamed text file is not a PNG.
 */
import { open } from "node:fs/promises";

export type ImageKind = "jpeg" | "png" | "webp" | "gif";
export type DocumentKind = "pdf" | "doc" | "docx";
export type FileKind = ImageKind | DocumentKind;
/** Recognised but not accepted: said apart so the message can help. */
export type RefusedKind = "heic";

export const IMAGE_KINDS: readonly ImageKind[] = ["jpeg", "png", "webp", "gif"];

export const fileKinds: Record<FileKind, { contentType: string; extension: string; label: string }> = {
  jpeg: { contentType: "image/jpeg", extension: "jpg", label: "JPEG" },
  png: { contentType: "image/png", extension: "png", label: "PNG" },
  webp: { contentType: "image/webp", extension: "webp", label: "WebP" },
  gif: { contentType: "image/gif", extension: "gif", label: "GIF" },
  pdf: { contentType: "application/pdf", extension: "pdf", label: "PDF" },
  doc: { contentType: "application/msword", extension: "doc", label: "Word (.doc)" },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    label: "Word (.docx)",
  },
};

export const isImageKind = (kind: FileKind): kind is ImageKind => (IMAGE_KINDS as readonly string[]).includes(kind);

/** Bytes read from the start of a file: enough for every signature below. */
export const HEAD_BYTES = 64;
/** A .docx is a ZIP archive; its directory sits at the end and names word/document.xml. */
const ZIP_TAIL_BYTES = 64 * 1024;

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString("latin1");

/** The kind of file whose first bytes are `head`, from the signature alone (ZIP needs a closer look). */
export function kindFromHead(head: Buffer): FileKind | RefusedKind | "zip" | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "gif";
  if (ascii(head, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(head, 8, 12))) return "heic";
  if (ascii(head, 0, 5) === "%PDF-") return "pdf";
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "zip";
  return undefined;
}

/** The kind of the file at `filePath`, or a refused kind, or undefined when unknown. */
export async function detectFileKind(filePath: string): Promise<FileKind | RefusedKind | undefined> {
  const handle = await open(filePath, "r");
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    const kind = kindFromHead(head.subarray(0, bytesRead));
    if (kind !== "zip") return kind;
    const { size } = await handle.stat();
    const tailLength = Math.min(size, ZIP_TAIL_BYTES);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    return tail.includes("word/document.xml", 0, "latin1") ? "docx" : undefined;
  } finally {
    await handle.close();
  }
}
