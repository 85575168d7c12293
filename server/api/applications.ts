/**
 * /api/applications: the volunteer/internship application (public multipart
 * POST: the fields of spec 3, `interests` repeated, the resume for internships
 * only), and the admin's side: list, read/unread, delete, resume download, CSV.
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { RESUME_MAX_BYTES } from "#common/form-body-limits";
import { inboxMessages } from "#common/messages/contact";
import { fieldLabels as f, labelOf, yesNo } from "#common/messages/visitor-labels";
import { applicationListQuery, applicationView, pageView, readRequest } from "#common/schemas/inbox";
import type { Permission } from "#common/staff-roles";
import { attachmentDisposition, datedName, sendCsv, toCsv } from "../csv/csv.ts";
import type { AppServices } from "../services/index.ts";
import { notFound, ok } from "./http-error.ts";
import { readMultipart } from "./multipart-upload.ts";
import { fileResponse, jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";
import { visitorSubmissions } from "./visitor-submissions.ts";

const idParams = z.object({ id: z.string() });
export const applicationRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    // Registered in this plugin only (as the gallery does), so each upload route sets its own limits.
    await api.register(fastifyMultipart);
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const submissions = visitorSubmissions(services);

    api.post(
      "/applications",
      {
        config: { public: true },
        schema: {
          summary: "Apply to volunteer or intern (multipart/form-data; resume for internships only)",
          tags: ["applications"],
          consumes: ["multipart/form-data"],
          response: { 200: jsonResponse("Received", apiDoneSchema) },
        },
      },
      async (request) => {
        const client = { ip: request.ip, log: request.log };
        const readUpload = () =>
          readMultipart(request, {
            tempDir: services.media.spoolDir,
            fileFields: ["resume"],
            maxFiles: 1,
            maxFileBytes: RESUME_MAX_BYTES,
          });
        return ok(null, await submissions.application(client, readUpload));
      },
    );

    api.get(
      "/applications",
      {
        ...may("inbox.read"),
        schema: {
          summary:
            "Applications, newest first, paged; searched by name, e-mail or phone (q), filtered by type (kind) and by the days they arrived (from, to: YYYY-MM-DD on the site's clock)",
          tags: ["applications"],
          querystring: applicationListQuery,
          response: { 200: jsonResponse("One page of applications", apiSuccessSchema(pageView(applicationView))) },
        },
      },
      async (request) => ok(await services.applications.list(request.query)),
    );

    api.get(
      "/applications/export.csv",
      {
        ...may("inbox.read"),
        schema: {
          summary: "Every application as CSV",
          tags: ["applications"],
          response: { 200: fileResponse("The CSV file", "text/csv") },
        },
      },
      async (_request, reply) => {
        const header = [
          f.received,
          f.type,
          f.position,
          f.firstName,
          f.lastName,
          f.email,
          f.phone,
          f.age,
          f.address,
          f.education,
          f.experience,
          f.availability,
          f.interests,
          f.motivation,
          f.resume,
          f.read,
        ];
        const rows = (await services.applications.all()).map((a) => [
          new Date(a.createdAt),
          labelOf("type", a.type),
          a.position,
          a.firstName,
          a.lastName,
          a.email,
          a.phone,
          a.age,
          a.address,
          labelOf("education", a.education),
          a.experience,
          labelOf("availability", a.availability),
          a.interests.join("; "),
          a.motivation,
          a.resume?.name ?? "",
          yesNo(a.read),
        ]);
        return sendCsv(
          reply,
          datedName("applications", services.config.site.timeZone),
          toCsv(header, rows, { timeZone: services.config.site.timeZone }),
        );
      },
    );

    api.get(
      "/applications/:id",
      {
        ...may("inbox.read"),
        schema: {
          summary: "Open one application (the admin's Show details; recorded in the audit log)",
          tags: ["applications"],
          params: idParams,
          response: { 200: jsonResponse("The application", apiSuccessSchema(applicationView)) },
        },
      },
      async (request) => {
        const application = await services.applications.get(request.params.id);
        if (!application) throw notFound("Application");
        return ok(application);
      },
    );

    api.get(
      "/applications/:id/resume",
      {
        ...may("inbox.read"),
        schema: {
          summary: "Download an application's resume",
          tags: ["applications"],
          params: idParams,
          response: { 200: fileResponse("The resume (PDF, DOC or DOCX)", "application/octet-stream") },
        },
      },
      async (request, reply) => {
        const { file, filename } = await services.applications.resume(request.params.id);
        return reply
          .header("content-type", file.contentType)
          .header("content-length", String(file.size))
          .header("content-disposition", attachmentDisposition(filename))
          .header("cache-control", "private, no-store")
          .send(file.body);
      },
    );

    api.patch(
      "/applications/:id",
      {
        ...may("inbox.write"),
        schema: {
          summary: "Mark an application read or unread",
          tags: ["applications"],
          params: idParams,
          body: readRequest,
          response: { 200: jsonResponse("The application", apiSuccessSchema(applicationView)) },
        },
      },
      async (request) => ok(await services.applications.setRead(request.params.id, request.body.read)),
    );

    api.delete(
      "/applications/:id",
      {
        ...may("inbox.write"),
        schema: {
          summary: "Delete an application and its resume",
          tags: ["applications"],
          params: idParams,
          response: { 200: jsonResponse("Deleted", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.applications.remove(request.params.id, request.log);
        return ok(null, inboxMessages.applicationDeleted);
      },
    );
  };
