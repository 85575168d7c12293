/**
 * Reads a multipart/form-data request part by part, writing each file to a
 * temporary file as it arrives (hashing and counting its bytes on the way), so a
 * request of twenty 10 MB photos never sits in memory. Limits are enforced while
 * reading: the first file over the size limit, or a file past the count limit,
 * ends the request with 413 and the files written so far are removed.
 *
 * The route must have @fastify/multipart registered in its plugin
 * (`await api.register(fastifyMultipart)`). `readFormDataUpload` gives the same
 * result for a page's route action (a plain form POST).
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { uploadMessages as messages } from "#common/messages/uploads";
import { megabytes, uploadLimits } from "#common/upload-limits";
import type { SpooledFile } from "../media/spooled-file.ts";
import { HttpError } from "./http-error.ts";
import { assertSafeText } from "./text-boundary.ts";

export interface MultipartUpload {
  /** Text fields, every value in arrival order (a repeated field has several). */
  fields: Map<string, string[]>;
  files: SpooledFile[];
  /** First value of a text field. */
  field(name: string): string | undefined;
  /** Removes the temporary files; call in a `finally`. */
  cleanup(): Promise<void>;
}

export interface MultipartOptions {
  /** Directory for temporary files (on the same disk as DATA_DIR, not in memory). */
  tempDir: string;
  /** Fields that may carry files; files in other fields are refused. */
  fileFields: readonly string[];
  maxFiles?: number;
  maxFileBytes?: number;
}

/** A name to show: no directories, no control characters, not endless. */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(0, 200) || "file";
}

const multipartErrors: Record<string, (max: { files: number }) => HttpError> = {
  FST_FILES_LIMIT: (max) => new HttpError(413, messages.tooManyFiles(max.files)),
  FST_PARTS_LIMIT: () => new HttpError(413, messages.tooManyFields),
  FST_FIELDS_LIMIT: () => new HttpError(413, messages.tooManyFields),
  FST_PROTO_VIOLATION: () => new HttpError(400, messages.malformed),
  FST_MP_PREMATURE_CLOSE: () => new HttpError(400, messages.malformed),
};

/** Turns what the multipart parser throws into a clear 4xx. */
function toHttpError(err: unknown, maxFiles: number): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  const known = code ? multipartErrors[code] : undefined;
  if (known) return known({ files: maxFiles });
  // Busboy's own complaints (bad boundary, cut-off body) are the client's fault.
  if (err instanceof Error && /multipart|boundary|Unexpected end|terminated early/i.test(err.message)) {
    return new HttpError(400, messages.malformed);
  }
  return err;
}

/** An empty upload with its own temporary directory. */
async function newUpload(tempDir: string) {
  await mkdir(tempDir, { recursive: true });
  const dir = await mkdtemp(path.join(tempDir, "upload-"));
  const fields = new Map<string, string[]>();
  const files: SpooledFile[] = [];
  return { dir, fields, files, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes one file's bytes to a temporary file, counting and hashing them on the way. */
async function spoolFile(
  dir: string,
  field: string,
  filename: string,
  source: NodeJS.ReadableStream,
  maxFileBytes: number,
): Promise<SpooledFile> {
  const target = path.join(dir, randomBytes(8).toString("hex"));
  const hash = createHash("sha256");
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(source, measure, createWriteStream(target));
  if (size > maxFileBytes) throw new HttpError(413, messages.fileTooLarge(filename, megabytes(maxFileBytes)));
  if (size === 0) throw new HttpError(400, messages.emptyFile(filename));
  return { field, filename, path: target, size, sha256: hash.digest("hex") };
}

export async function readMultipart(request: FastifyRequest, options: MultipartOptions): Promise<MultipartUpload> {
  const maxFiles = options.maxFiles ?? uploadLimits.maxFiles;
  const maxFileBytes = options.maxFileBytes ?? uploadLimits.maxFileBytes;
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);

  const { dir, fields, files, cleanup } = await newUpload(options.tempDir);

  try {
    const parts = request.parts({
      limits: {
        fileSize: maxFileBytes,
        files: maxFiles,
        fields: uploadLimits.maxFields,
        fieldSize: uploadLimits.maxFieldBytes,
        parts: maxFiles + uploadLimits.maxFields,
      },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        const value = typeof part.value === "string" ? part.value : String(part.value ?? "");
        assertSafeText({ [part.fieldname]: value });
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
        continue;
      }
      const filename = displayName(part.filename);
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new HttpError(400, `Unexpected file field "${part.fieldname}"`);
      }
      const spooled = await spoolFile(dir, part.fieldname, filename, part.file, maxFileBytes);
      if (part.file.truncated) throw new HttpError(413, messages.fileTooLarge(filename, megabytes(maxFileBytes)));
      files.push(spooled);
    }
  } catch (err) {
    await cleanup();
    throw toHttpError(err, maxFiles);
  }

  return { fields, files, field: (name) => fields.get(name)?.[0], cleanup };
}

/** Room for the text fields and the multipart framing beside the files. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/**
 * The same upload from a web Request: a page's route action receiving a plain
 * form POST (no JavaScript). The body is refused unread when its declared length
 * is over what the limits allow (browsers always declare it for a form); the
 * server's page handler holds at most that much. A file input left empty arrives
 * as a nameless empty file and is skipped, as a browser with JavaScript never sends it.
 */
export async function readFormDataUpload(request: Request, options: MultipartOptions): Promise<MultipartUpload> {
  const maxFiles = options.maxFiles ?? uploadLimits.maxFiles;
  const maxFileBytes = options.maxFileBytes ?? uploadLimits.maxFileBytes;
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    throw new HttpError(415, messages.notMultipart);
  }
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (!(declared <= maxFiles * maxFileBytes + FORM_OVERHEAD_BYTES)) {
    throw new HttpError(413, messages.fileTooLarge("file", megabytes(maxFileBytes)));
  }
  const data = await request.formData().catch(() => {
    throw new HttpError(400, messages.malformed);
  });

  const { dir, fields, files, cleanup } = await newUpload(options.tempDir);
  try {
    let fieldCount = 0;
    for (const [name, value] of data) {
      if (typeof value === "string") {
        if (++fieldCount > uploadLimits.maxFields) throw new HttpError(413, messages.tooManyFields);
        if (value.length > uploadLimits.maxFieldBytes) throw new HttpError(413, messages.tooManyFields);
        assertSafeText({ [name]: value });
        fields.set(name, [...(fields.get(name) ?? []), value]);
        continue;
      }
      if (value.size === 0 && value.name === "") continue;
      const filename = displayName(value.name);
      if (!options.fileFields.includes(name)) throw new HttpError(400, `Unexpected file field "${name}"`);
      if (files.length >= maxFiles) throw new HttpError(413, messages.tooManyFiles(maxFiles));
      if (value.size > maxFileBytes) throw new HttpError(413, messages.fileTooLarge(filename, megabytes(maxFileBytes)));
      files.push(await spoolFile(dir, name, filename, Readable.fromWeb(value.stream() as never), maxFileBytes));
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { fields, files, field: (name) => fields.get(name)?.[0], cleanup };
}
