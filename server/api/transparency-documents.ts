/**
 * /api/transparency-documents and /api/transparency (issue 47): the annual reports and audited accounts the
 * staff upload for /transparency, one PDF of each kind per financial year. The staff list
 * them (pages.read), upload one (POST, multipart: a `file` and its kind, year and titles),
 * replace its file or change its titles, kind or year (PUT, multipart, each part
 * optional) and remove it (pages.write). Visitors download each from its stable address,
 * GET /api/transparency/annual-report-2025-26.pdf: the PDF as an attachment
 * named after the organisation and the document, revalidated at every use (its ETag is
 * the file's content hash), so a replaced file is what the next download gets.
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiSuccessSchema } from "#common/api";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { transparencyDocumentMessages as messages } from "#common/messages/transparency-documents";
import {
  TRANSPARENCY_DOCUMENT_FILE_FIELD as FILE_FIELD,
  transparencyDocumentChanges,
  transparencyDocumentFields,
  transparencyDocumentView,
} from "#common/schemas/transparency-documents";
import type { Permission } from "#common/staff-roles";
import { uploadLimits } from "#common/upload-limits";
import { attachmentDisposition } from "../csv/csv.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { AppServices } from "../services/index.ts";
import { validationFailure } from "./error-handler.ts";
import { HttpError, ok } from "./http-error.ts";
import { type MultipartUpload, readMultipart } from "./multipart-upload.ts";
import { errorResponse, fileResponse, jsonResponse } from "./openapi.ts";
import { parseFields } from "./parse-fields.ts";
import { requireAdmin } from "./require-admin.ts";

const idParams = z.object({ id: z.string().max(64) });
const fileParams = z.object({ file: z.string().max(64) });
const oneDocument = (description: string) => jsonResponse(description, apiSuccessSchema(transparencyDocumentView));
const TEXT_PARTS = ["kind", "financialYear", "title", "titleHi"] as const;
const PARTS_SUMMARY = `one "${FILE_FIELD}" (a PDF, at most ${uploadLimits.maxReportBytes / (1024 * 1024)} MB) and the text parts kind (annual-report or audited-accounts), financialYear (2025-26), title and titleHi`;

/** The text parts sent, by name (a part not sent is left out, so a replacement changes only what it names). */
const textParts = (upload: MultipartUpload) =>
  Object.fromEntries(TEXT_PARTS.flatMap((name) => (upload.fields.has(name) ? [[name, upload.field(name)]] : [])));

/** A missing file is said on its field, as a form shows it. */
function requireFile(upload: MultipartUpload): SpooledFile {
  const [file] = upload.files;
  if (file) return file;
  const errors = { [FILE_FIELD]: messages.validation.fileRequired };
  throw new HttpError(400, validationFailure(errors).message, errors);
}

/** "Pragati - Annual report 2025-26.pdf": who it is from and what it is, in a Downloads folder. */
const downloadName = (organisation: string, title: string) =>
  `${[organisation, title].filter(Boolean).join(" - ")}.pdf`.replace(/[\\/:*?"<>|\r\n]+/g, " ");

export const transparencyDocumentRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const documents = services.transparencyDocuments;
    const tags = ["transparency"];
    /** Reads the multipart request (one PDF at most), its temporary file removed whatever happens. */
    const withUpload = async <T>(request: FastifyRequest, work: (upload: MultipartUpload) => Promise<T>) => {
      const upload = await readMultipart(request, {
        tempDir: services.media.spoolDir,
        fileFields: [FILE_FIELD],
        maxFiles: 1,
        maxFileBytes: uploadLimits.maxReportBytes,
        maxFields: TEXT_PARTS.length,
      });
      try {
        return await work(upload);
      } finally {
        await upload.cleanup();
      }
    };
    await api.register(fastifyMultipart);

    api.get(
      "/transparency-documents",
      {
        ...may("pages.read"),
        schema: {
          summary: "The annual reports and audited accounts, the newest financial year first",
          tags,
          response: { 200: jsonResponse("The documents", apiSuccessSchema(z.array(transparencyDocumentView))) },
        },
      },
      async () => ok(await documents.list()),
    );

    api.post(
      "/transparency-documents",
      {
        ...may("pages.write"),
        schema: {
          summary: `Upload an annual report or audited accounts (multipart: ${PARTS_SUMMARY})`,
          tags,
          consumes: ["multipart/form-data"],
          response: {
            201: oneDocument("Stored, and listed on /transparency"),
            409: errorResponse("That kind of document for that year is there already: replace it instead"),
          },
        },
      },
      (request, reply) =>
        withUpload(request, async (upload) => {
          const fields = parseFields(transparencyDocumentFields, textParts(upload));
          const document = await documents.upload(fields, requireFile(upload));
          request.auditTarget = document.id;
          reply.code(201);
          return ok(document, messages.uploaded(document.title));
        }),
    );

    api.put(
      "/transparency-documents/:id",
      {
        ...may("pages.write"),
        schema: {
          summary: `Replace a document's file, or change its titles, kind or year (multipart, each part optional: ${PARTS_SUMMARY})`,
          tags,
          params: idParams,
          consumes: ["multipart/form-data"],
          response: {
            200: oneDocument("Saved; its address is the same unless its kind or year changed"),
            409: errorResponse("The kind and year chosen have a document already"),
          },
        },
      },
      (request) =>
        withUpload(request, async (upload) => {
          const changes = parseFields(transparencyDocumentChanges, textParts(upload));
          const document = await documents.replace(request.params.id, changes, upload.files[0], request.log);
          return ok(document, messages.replaced(document.title));
        }),
    );

    api.delete(
      "/transparency-documents/:id",
      {
        ...may("pages.write"),
        schema: {
          summary: "Remove a document from /transparency, and its file",
          tags,
          params: idParams,
          response: { 200: oneDocument("Removed (the document as it was)") },
        },
      },
      async (request) => {
        const document = await documents.remove(request.params.id, request.log);
        return ok(document, messages.removed(document.title));
      },
    );

    api.get(
      "/transparency/:file",
      {
        schema: {
          summary:
            "Download a document from its public address, e.g. annual-report-2025-26.pdf (the same after its file is replaced)",
          tags,
          params: fileParams,
          response: {
            200: fileResponse("The PDF, as an attachment; revalidated at each use (ETag)", "application/pdf"),
            304: z.undefined().describe("Not modified (If-None-Match)"),
          },
        },
      },
      async (request, reply) => {
        const [{ document, file }, details] = await Promise.all([
          documents.download(request.params.file),
          services.siteDetails.get(),
        ]);
        reply
          .header("etag", file.etag)
          .header("cache-control", PUBLIC_CACHE_CONTROL)
          .header("last-modified", document.uploadedAt.toUTCString())
          .header("x-content-type-options", "nosniff");
        if (request.headers["if-none-match"] === file.etag) {
          file.body.destroy();
          return reply.code(304).send();
        }
        return reply
          .type("application/pdf")
          .header("content-length", file.size)
          .header(
            "content-disposition",
            attachmentDisposition(downloadName(details.shortName.en || details.name.en, document.title)),
          )
          .send(file.body);
      },
    );
  };
