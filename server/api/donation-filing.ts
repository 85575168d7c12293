/**
 * /api/donations/form-10bd (issue 47): Form 10BD for a financial year, for Finance and
 * the Administrator. The year's screen (check list, summary, filing, donors and their
 * 10BE certificates), the Part B file as a CSV attachment, the portal's acknowledgement
 * recorded after filing, each donor's 10BE certificate uploaded (multipart, a PDF of at
 * most 2 MB, e-mailed to the donor through the mail queue) and read back, and the notice
 * of a filing due that the Overview shows.
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiSuccessSchema } from "#common/api";
import { form10bdFilingRequest, form10bdNoticeView, form10bdView } from "#common/schemas/form-10bd-views";
import type { Permission } from "#common/staff-roles";
import { attachmentDisposition } from "../csv/csv.ts";
import { FORM_10BE_MAX_BYTES } from "../services/donation-filing-service.ts";
import type { AppServices } from "../services/index.ts";
import { validationFailure } from "./error-handler.ts";
import { HttpError, ok } from "./http-error.ts";
import { readMultipart } from "./multipart-upload.ts";
import { errorResponse, fileResponse, jsonResponse } from "./openapi.ts";
import { adminOf, requireAdmin } from "./require-admin.ts";

const yearQuery = z.object({ year: z.string().max(7) });
const FILE_FIELD = "file";

export const donationFilingRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const filing = services.donationFiling;
    const tags = ["donations"];
    await api.register(fastifyMultipart);

    api.get(
      "/donations/form-10bd",
      {
        ...may("donations.read"),
        schema: {
          summary: "Form 10BD of a financial year (year: 2026-27): check list, summary, filing, donors and their 10BE",
          tags,
          querystring: yearQuery,
          response: { 200: jsonResponse("The year's Form 10BD", apiSuccessSchema(form10bdView)) },
        },
      },
      async (request) => ok(await filing.overview(request.query.year)),
    );

    api.get(
      "/donations/form-10bd/csv",
      {
        ...may("donations.read"),
        schema: {
          summary: "Download the year's Form 10BD Part B file (CSV in the portal's column order, PANs in full)",
          tags,
          querystring: yearQuery,
          response: { 200: fileResponse("The file to upload on the Income Tax portal", "text/csv") },
        },
      },
      async (request, reply) => {
        const { csv, filename } = await filing.csv(request.query.year);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", attachmentDisposition(filename))
          .header("cache-control", "private, no-store")
          .send(csv);
      },
    );

    api.put(
      "/donations/form-10bd/filing",
      {
        ...may("donations.write"),
        schema: {
          summary: "Record (or correct) the portal's acknowledgement number and filing date of a year's Form 10BD",
          tags,
          querystring: yearQuery,
          body: form10bdFilingRequest,
          response: { 200: jsonResponse("Recorded", apiSuccessSchema(z.object({ year: z.string() }).loose())) },
        },
      },
      async (request) => {
        const recorded = await filing.recordFiling(request.query.year, request.body, adminOf(request).name);
        return ok(recorded, `Form 10BD for ${recorded.year} recorded as filed on ${recorded.filedOn}`);
      },
    );

    api.post(
      "/donations/form-10bd/donors/:donorId/10be",
      {
        ...may("donations.write"),
        schema: {
          summary: `Upload a donor's Form 10BE certificate (multipart: one "${FILE_FIELD}", a PDF of at most 2 MB); it is e-mailed to them`,
          tags,
          querystring: yearQuery,
          params: z.object({ donorId: z.string().max(64) }),
          consumes: ["multipart/form-data"],
          response: {
            201: jsonResponse(
              "Stored; its e-mail to the donor is queued",
              apiSuccessSchema(
                z.object({ id: z.string(), uploadedAt: z.string(), emailed: z.boolean(), email: z.string() }),
              ),
            ),
            409: errorResponse("The year's filing is not recorded yet"),
            413: errorResponse("The file is over 2 MB"),
            415: errorResponse("The file is not a PDF"),
          },
        },
      },
      async (request, reply) => {
        const upload = await readMultipart(request, {
          tempDir: services.media.spoolDir,
          fileFields: [FILE_FIELD],
          maxFiles: 1,
          maxFileBytes: FORM_10BE_MAX_BYTES,
          maxFields: 0,
        });
        try {
          const [file] = upload.files;
          if (!file) {
            const errors = { [FILE_FIELD]: "Choose the donor's Form 10BE certificate (PDF)" };
            throw new HttpError(400, validationFailure(errors).message, errors);
          }
          const stored = await filing.uploadCertificate(
            request.query.year,
            request.params.donorId,
            file,
            adminOf(request).name,
            request.log,
          );
          request.auditTarget = stored.id;
          reply.code(201);
          return ok(
            stored,
            stored.email
              ? `Form 10BE stored; it is being e-mailed to ${stored.email}`
              : "Form 10BE stored; the donor has no e-mail address: send it another way",
          );
        } finally {
          await upload.cleanup();
        }
      },
    );

    api.get(
      "/donations/form-10bd/10be/:id/pdf",
      {
        ...may("donations.read"),
        schema: {
          summary: "Download a donor's Form 10BE certificate as uploaded (it holds their PAN)",
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: fileResponse("The certificate", "application/pdf") },
        },
      },
      async (request, reply) => {
        const { body, size, filename } = await filing.certificatePdf(request.params.id);
        return reply
          .header("content-type", "application/pdf")
          .header("content-length", size)
          .header("content-disposition", attachmentDisposition(filename))
          .header("cache-control", "private, no-store")
          .send(body);
      },
    );

    api.get(
      "/donations/form-10bd/notice",
      {
        ...may("donations.read"),
        // No donor's data is read: the Overview asks at every visit, which the audit log need not list.
        config: { audit: false },
        schema: {
          summary:
            "From 1 May: last year's Form 10BD due (days left, or overdue) while not filed and every 10BE e-mailed",
          tags,
          response: { 200: jsonResponse("The notice, or null", apiSuccessSchema(form10bdNoticeView.nullable())) },
        },
      },
      async () => ok(await filing.notice()),
    );
  };
