/**
 * /api/personal-data: everything one person sent, by e-mail address or phone
 * number (admin only). `find` lists it, each item with the details it matched and
 * whether it is ticked for deletion, so the admin sees what will go; `copy` makes
 * one ZIP of the items ticked to send the person (their right to a summary of what
 * is held); `erase` deletes the items ticked, uploaded files included. Both are POSTs so that the
 * address or number travels in the body, never in a URL that logs and proxies keep.
 * Like every admin write, they need the bearer token, which a browser never adds
 * by itself to a request from another site (no cookie, so no cross-site forgery).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiSuccessSchema } from "#common/api";
import { personalDataMessages } from "#common/messages/personal-data";
import { erasedCounts, eraseRequest, personalDataView, personQuery } from "#common/schemas/personal-data";
import type { Permission } from "#common/staff-roles";
import { attachmentDisposition } from "../csv/csv.ts";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";
import { fileResponse, jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";

export const personalDataRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });

    api.post(
      "/personal-data/find",
      {
        ...may("personal-data.read"),
        schema: {
          summary: "What one person sent (messages, applications, newsletter, form responses), by e-mail or phone",
          tags: ["personal-data"],
          body: personQuery,
          response: { 200: jsonResponse("What was found", apiSuccessSchema(personalDataView)) },
        },
      },
      async (request) => ok(await services.personalData.find(request.body)),
    );

    api.post(
      "/personal-data/copy",
      {
        ...may("personal-data.read"),
        schema: {
          summary:
            "A copy of what one person sent, to send them: a ZIP with a readable page and their uploaded files; the items named in `items` (ids per kind, among those /find lists), or without it the ones /find ticks",
          tags: ["personal-data"],
          body: eraseRequest,
          response: { 200: fileResponse("The copy (a ZIP file)", "application/zip") },
        },
      },
      async (request, reply) => {
        const { bytes, filename } = await services.personalData.copy(request.body);
        return reply
          .header("content-type", "application/zip")
          .header("content-disposition", attachmentDisposition(filename))
          .header("cache-control", "private, no-store")
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );

    api.post(
      "/personal-data/erase",
      {
        ...may("personal-data.erase"),
        schema: {
          summary:
            "Delete what one person sent, uploaded files included, by e-mail or phone: the items named in `items` (ids per kind, among those /find lists), or without it the ones /find ticks",
          tags: ["personal-data"],
          body: eraseRequest,
          response: { 200: jsonResponse("What was deleted, counted per kind", apiSuccessSchema(erasedCounts)) },
        },
      },
      async (request) => {
        const counts = await services.personalData.erase(request.body, request.log);
        return ok(counts, personalDataMessages.erased(counts));
      },
    );
  };
