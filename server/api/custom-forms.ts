/**
 * /api/custom-forms: forms the admin builds (DESIGN.md section 1) and the responses
 * visitors send. Visitors may read an enabled form and post a response (limited per
 * client); everything else needs the admin token.
 */
import { randomUUID } from "node:crypto";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { FORM_LIMITS, MAX_FILE_MB } from "#common/form-kit/custom-form-limits";
import { formMessages as messages } from "#common/messages/forms";
import { formAdminMessages as adminMessages } from "#common/messages/forms-admin";
import { keyed, keysOf } from "#common/messages/keyed";
import { formSummaryView } from "#common/schemas/form-summary";
import {
  customFormRequest,
  customFormSummaryView,
  customFormView,
  formResponseRequest,
  formResponsesView,
  publicCustomFormView,
  RESPONSE_PART,
  responseReceiptView,
} from "#common/schemas/forms";
import type { Permission } from "#common/staff-roles";
import { attachmentDisposition, sendCsv } from "../csv/csv.ts";
import type { SpooledFile } from "../media/spooled-file.ts";
import type { AppServices } from "../services/index.ts";
import { validationFailure } from "./error-handler.ts";
import { HttpError, ok } from "./http-error.ts";
import { readMultipart } from "./multipart-upload.ts";
import { errorResponse, fileResponse, jsonResponse } from "./openapi.ts";
import { limitPerClient } from "./rate-limit.ts";
import { requireAdmin } from "./require-admin.ts";
import { assertSafeText } from "./text-boundary.ts";
import { sentByBot } from "./visitor-guards.ts";

/** What a visitor's form may show, keyed for the page's language. */
const visitorSays = keysOf("formMessages", messages).server;
const idParams = z.object({ id: z.string() });
const responseParams = z.object({ id: z.string(), responseId: z.string() });
const fileParams = z.object({ id: z.string(), responseId: z.string(), fieldId: z.string() });
const formAnswer = (description: string) => jsonResponse(description, apiSuccessSchema(customFormView));
const done = { 200: jsonResponse("Deleted", apiDoneSchema) };
const receipt = apiSuccessSchema(responseReceiptView);

export const customFormRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const tags = ["custom forms"];
    const forms = services.customForms;
    await api.register(fastifyMultipart);

    api.get(
      "/custom-forms",
      {
        ...may("forms.read"),
        schema: {
          summary: "Every custom form with its number of responses",
          tags,
          response: { 200: jsonResponse("The forms", apiSuccessSchema(z.array(customFormSummaryView))) },
        },
      },
      async () => ok(await forms.list()),
    );

    api.post(
      "/custom-forms",
      {
        ...may("forms.write"),
        schema: {
          summary: "Create a custom form",
          tags,
          body: customFormRequest,
          response: { 201: formAnswer("Created") },
        },
      },
      async (request, reply) => {
        const form = await forms.create(request.body);
        request.auditTarget = form.id;
        reply.code(201);
        return ok(form, adminMessages.builder.created);
      },
    );

    api.get(
      "/custom-forms/:id",
      {
        config: { publicCache: true },
        schema: {
          summary: "A custom form open to visitors",
          tags,
          params: idParams,
          response: { 200: jsonResponse("The form", apiSuccessSchema(publicCustomFormView)) },
        },
      },
      async (request) => ok(await forms.getPublic(request.params.id)),
    );

    api.put(
      "/custom-forms/:id",
      {
        ...may("forms.write"),
        schema: {
          summary: "Replace a custom form",
          tags,
          params: idParams,
          body: customFormRequest,
          response: { 200: formAnswer("Replaced") },
        },
      },
      async (request) => ok(await forms.update(request.params.id, request.body), adminMessages.builder.updated),
    );

    api.delete(
      "/custom-forms/:id",
      {
        ...may("forms.write"),
        schema: { summary: "Delete a custom form and its responses", tags, params: idParams, response: done },
      },
      async (request) => {
        await forms.remove(request.params.id, request.log);
        return ok(null, adminMessages.builder.deleted);
      },
    );

    api.post(
      "/custom-forms/:id/responses",
      {
        config: { public: true },
        // Generous (FORM_RESPONSE_MAX): a school's lab, a village's shared connection or a phone's offline
        // queue sends many honest responses from one address.
        onRequest: limitPerClient(
          services,
          "form-response",
          services.config.formResponses.max,
          services.config.formResponses.windowSeconds,
          keyed(visitorSays.tooManyRequests),
        ),
        schema: {
          summary:
            "Send a response: JSON { clientId, submittedAt, values }, or multipart/form-data with that JSON in a " +
            `"response" part and each file under its question's id (at most ${FORM_LIMITS.files}, ${MAX_FILE_MB} MB each). ` +
            "Stored once per clientId; a repeat answers 200 with the stored response.",
          tags,
          params: idParams,
          consumes: ["application/json", "multipart/form-data"],
          response: {
            200: jsonResponse("Already stored (the same clientId): the stored response", receipt),
            201: jsonResponse("Stored", receipt),
            410: errorResponse("The form is closed"),
          },
        },
      },
      async (request, reply) => {
        const store = async (body: z.output<typeof formResponseRequest>, files?: SpooledFile[]) => {
          if (await sentByBot(services, { ticket: body.formTicket }, request.log, "form response")) {
            const submittedAt = body.submittedAt ? new Date(body.submittedAt) : new Date();
            return { response: { id: randomUUID(), clientId: body.clientId, submittedAt }, created: true };
          }
          return forms.addResponse(request.params.id, body, await services.consentRecord(body.language), files);
        };
        const { response, created } = request.isMultipart()
          ? await withMultipartResponse(request, store)
          : await store(parseResponse(request.body));
        reply.code(created ? 201 : 200);
        return ok(
          { id: response.id, clientId: response.clientId, submittedAt: response.submittedAt, created },
          messages.submit.success,
        );
      },
    );

    api.get(
      "/custom-forms/:id/responses",
      {
        ...may("responses.read"),
        schema: {
          summary: "A form and its responses",
          tags,
          params: idParams,
          response: { 200: jsonResponse("The form and its responses", apiSuccessSchema(formResponsesView)) },
        },
      },
      async (request) => ok(await forms.responses(request.params.id)),
    );

    api.get(
      "/custom-forms/:id/responses/summary",
      {
        ...may("responses.read"),
        schema: {
          summary:
            "Per question: how many answered; counts per option (radio, select, checkbox: each ticked option counts); " +
            "total, average, smallest and largest of a one-line question answered only with numbers; the latest answers of others",
          tags,
          params: idParams,
          response: { 200: jsonResponse("The summary", apiSuccessSchema(formSummaryView)) },
        },
      },
      async (request) => ok(await forms.summary(request.params.id)),
    );

    api.get(
      "/custom-forms/:id/responses.csv",
      {
        ...may("responses.read"),
        schema: {
          summary: "The responses as CSV (UTF-8 with BOM)",
          tags,
          params: idParams,
          response: { 200: fileResponse("The CSV file", "text/csv") },
        },
      },
      async (request, reply) => {
        const { title, csv } = await forms.csv(request.params.id);
        return sendCsv(reply, `${title} responses`, csv);
      },
    );

    api.delete(
      "/custom-forms/:id/responses/:responseId",
      {
        ...may("responses.write"),
        schema: { summary: "Delete one response", tags, params: responseParams, response: done },
      },
      async (request) => {
        await forms.removeResponse(request.params.id, request.params.responseId, request.log);
        return ok(null, adminMessages.responses.deleted);
      },
    );

    api.get(
      "/custom-forms/:id/responses/:responseId/files/:fieldId",
      {
        ...may("responses.read"),
        schema: {
          summary: "Download the file of a file answer",
          tags,
          params: fileParams,
          response: { 200: fileResponse("The file, as uploaded", "application/octet-stream") },
        },
      },
      async (request, reply) => {
        const { id, responseId, fieldId } = request.params;
        const { file, filename } = await forms.answerFile(id, responseId, fieldId);
        return reply
          .header("content-type", file.contentType)
          .header("content-length", String(file.size))
          .header("content-disposition", attachmentDisposition(filename))
          .header("cache-control", "private, no-store")
          .send(file.body);
      },
    );

    /** Reads a multipart response: the JSON part, then the files spooled to disk until `work` is done. */
    async function withMultipartResponse<T>(
      request: FastifyRequest<{ Params: { id: string } }>,
      work: (body: z.output<typeof formResponseRequest>, files: SpooledFile[]) => Promise<T>,
    ): Promise<T> {
      const fileFields = await forms.fileFieldIds(request.params.id);
      const upload = await readMultipart(request, {
        tempDir: services.media.spoolDir,
        fileFields,
        maxFiles: FORM_LIMITS.files,
        maxFileBytes: FORM_LIMITS.fileBytes,
      });
      try {
        let json: unknown;
        try {
          json = JSON.parse(upload.field(RESPONSE_PART) ?? "");
        } catch {
          const badPart = keyed(visitorSays.badResponsePart);
          throw new HttpError(400, badPart, { [RESPONSE_PART]: badPart });
        }
        assertSafeText(json, RESPONSE_PART);
        return await work(parseResponse(json), upload.files);
      } finally {
        await upload.cleanup();
      }
    }
  };

/** Checks a response body (JSON, or the multipart's JSON part) with the shared schema; 400 naming each field. */
function parseResponse(body: unknown): z.output<typeof formResponseRequest> {
  const parsed = formResponseRequest.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".") || "body"] ??= issue.message;
  throw new HttpError(400, validationFailure(errors).message, errors);
}
