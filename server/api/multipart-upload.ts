/**
 * Reads a multipart/form-data request part by part, writing each file to a
 * temporary file as it arrives (hashing and counting its bytes on the way), so a
 * request of twenty 10 MB photos never sits in memory. Limits are enforced while
 * reading: the first file over the size limit, or a file past the count limit,
 * ends the request with 413 and the files written so far are removed.
 *
 * The route must have @fastify/multipart registered in its plugin
 * (`await api.register(fastifyMultipart)`). `readPageForm` gives the same
 * result for a page's route action (a plain form POST).
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Busboy } from "@fastify/busboy";
import type { FastifyRequest } from "fastify";
import { PAGE_FORM_MAX_BYTES } from "#common/form-body-limits";
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
  /** Text fields: how many, and the longest (a JSON part may need more than a plain field). */
  maxFields?: number;
  maxFieldBytes?: number;
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
  const maxFields = options.maxFields ?? uploadLimits.maxFields;
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);

  const { dir, fields, files, cleanup } = await newUpload(options.tempDir);

  try {
    const parts = request.parts({
      limits: {
        fileSize: maxFileBytes,
        files: maxFiles,
        fields: maxFields,
        fieldSize: options.maxFieldBytes ?? uploadLimits.maxFieldBytes,
        parts: maxFiles + maxFields,
      },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        // A field over its length arrives cut short: refused, never read as if whole.
        if (part.valueTruncated) throw new HttpError(413, messages.formTooLarge);
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

export interface PageFormOptions {
  /** Directory for temporary files; needed only when `fileFields` is not empty. */
  tempDir?: string;
  /** Fields that may carry files (none: a text form, such as Contact Us). */
  fileFields: readonly string[];
  maxFiles?: number;
  maxFileBytes?: number;
}

/** A page form's text fields: far above what any of the site's forms needs, far below what hurts. */
const PAGE_FORM_FIELDS = { count: 40, bytes: 32 * 1024 } as const;

/**
 * The same upload from a web Request: a page's route action receiving a plain
 * form POST (no JavaScript), URL-encoded or multipart. The body is read as it
 * arrives (busboy, as @fastify/multipart reads the API's), never buffered whole:
 * a declared length over the limits is refused unread, and the first field over
 * its size, field or file past its count, or byte past the whole form's limit ends
 * the read with 413 (the page handler then closes the connection on the rest).
 * A file input left empty arrives as a nameless empty file and is skipped, as a
 * browser with JavaScript never sends it.
 */
export async function readPageForm(request: Request, options: PageFormOptions): Promise<MultipartUpload> {
  const maxFiles = options.fileFields.length === 0 ? 0 : (options.maxFiles ?? 1);
  const maxFileBytes = options.maxFileBytes ?? uploadLimits.maxFileBytes;
  const maxFields = PAGE_FORM_FIELDS.count;
  const maxFieldBytes = PAGE_FORM_FIELDS.bytes;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new HttpError(415, messages.notForm);
  }
  const bodyLimit = maxFiles * maxFileBytes + PAGE_FORM_MAX_BYTES;
  const tooLarge = () => new HttpError(413, messages.formTooLarge);
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= bodyLimit)) throw tooLarge();
  if (!request.body) throw new HttpError(400, messages.malformed);

  const fields = new Map<string, string[]>();
  const files: SpooledFile[] = [];
  let upload: Awaited<ReturnType<typeof newUpload>> | undefined;
  const cleanup = async () => {
    await upload?.cleanup();
  };
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);

  try {
    await new Promise<void>((resolve, reject) => {
      const spooling: Promise<unknown>[] = [];
      let failed = false;
      const fail = (err: unknown) => {
        if (failed) return;
        failed = true;
        source.destroy();
        reject(err);
      };
      const parser = Busboy({
        headers: { "content-type": contentType },
        limits: {
          fieldNameSize: 200,
          fieldSize: maxFieldBytes,
          fields: maxFields,
          files: maxFiles,
          fileSize: maxFileBytes,
          parts: maxFields + maxFiles,
        },
      });
      parser.on("field", (name, value, nameTruncated, valueTruncated) => {
        if (failed) return;
        if (nameTruncated || valueTruncated) return fail(tooLarge());
        try {
          assertSafeText({ [name]: value });
        } catch (err) {
          return fail(err);
        }
        fields.set(name, [...(fields.get(name) ?? []), value]);
      });
      parser.on("file", (name, stream, rawName) => {
        if (failed) return stream.resume();
        if (!rawName) return stream.resume();
        const filename = displayName(rawName);
        if (!options.fileFields.includes(name)) {
          stream.resume();
          return fail(new HttpError(400, `Unexpected file field "${name}"`));
        }
        stream.on("limit", () => fail(new HttpError(413, messages.fileTooLarge(filename, megabytes(maxFileBytes)))));
        const spooled = (async () => {
          upload ??= await newUpload(options.tempDir ?? "");
          files.push(await spoolFile(upload.dir, name, filename, stream, maxFileBytes));
        })().catch(fail);
        spooling.push(spooled);
      });
      for (const limit of ["fieldsLimit", "partsLimit"] as const) parser.on(limit, () => fail(tooLarge()));
      parser.on("filesLimit", () => fail(new HttpError(413, messages.tooManyFiles(maxFiles))));
      parser.on("error", (err: unknown) => fail(toHttpError(err, maxFiles)));
      parser.on("finish", () => {
        Promise.all(spooling).then(() => (failed ? undefined : resolve()), fail);
      });

      let received = 0;
      source.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > bodyLimit) fail(tooLarge());
      });
      // The page handler's own cap (server/ssr/page-body.ts) errors the stream with its 413.
      source.on("error", (err) => fail(err instanceof HttpError ? err : new HttpError(400, messages.malformed)));
      source.pipe(parser);
    });
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { fields, files, field: (name) => fields.get(name)?.[0], cleanup };
}
