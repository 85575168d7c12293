/**
 * /api/site-details (issue 41): the admin reads and saves the organisation's name,
 * contact details, UPI ID and registrations; every save is kept in the history and
 * any version can be published again. A save made from an older version is refused
 * (409) with who saved in between.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiSuccessSchema } from "#common/api";
import { staleHindiPaths } from "#common/content-model/localized";
import type { SiteDetails } from "#common/content-model/site-details";
import { siteDetailsSchema } from "#common/content-model/site-details";
import { contentMessages } from "#common/messages/content";
import {
  restoreSiteDetailsRequest,
  saveSiteDetailsRequest,
  siteDetailsHistoryView,
  siteDetailsVersionParams,
  siteDetailsView,
} from "#common/schemas/site-details";
import type { StoredDocument } from "../services/content-store.ts";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { adminOf, requireAdmin } from "./require-admin.ts";

const view = (stored: StoredDocument<SiteDetails>) => ({
  details: stored.data,
  version: stored.version,
  updatedAt: stored.updatedAt,
  updatedBy: stored.updatedBy,
  staleHindi: staleHindiPaths(stored.data),
});

export const siteDetailsRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const guard = { onRequest: requireAdmin(services) };
    const tags = ["site-details"];

    api.get(
      "/site-details",
      {
        ...guard,
        schema: {
          summary: "The site details as published, with their version",
          tags,
          response: { 200: jsonResponse("The site details", apiSuccessSchema(siteDetailsView)) },
        },
      },
      async () => ok(view(await services.siteDetails.stored())),
    );

    api.put(
      "/site-details",
      {
        ...guard,
        schema: {
          summary: "Publish new site details (refused when another save came after `version`)",
          tags,
          body: saveSiteDetailsRequest,
          response: {
            200: jsonResponse("Saved and published", apiSuccessSchema(siteDetailsView)),
            409: errorResponse("Someone else saved after this version was opened"),
          },
        },
      },
      async (request) => {
        const saved = await services.siteDetails.save(
          request.body.details,
          request.body.version,
          adminOf(request).username,
        );
        return ok(view(saved), contentMessages.saved);
      },
    );

    api.get(
      "/site-details/history",
      {
        ...guard,
        schema: {
          summary: "Every saved version, newest first (the latest 100)",
          tags,
          response: { 200: jsonResponse("The history", apiSuccessSchema(siteDetailsHistoryView)) },
        },
      },
      async () => ok(await services.siteDetails.history()),
    );

    api.get(
      "/site-details/history/:version",
      {
        ...guard,
        schema: {
          summary: "One saved version's details (to compare with today's)",
          tags,
          params: siteDetailsVersionParams,
          response: {
            200: jsonResponse("That version", apiSuccessSchema(siteDetailsSchema)),
            404: errorResponse("No such version"),
          },
        },
      },
      async (request) => ok(await services.siteDetails.revision(request.params.version)),
    );

    api.post(
      "/site-details/history/:version/restore",
      {
        ...guard,
        schema: {
          summary: "Publish an earlier version again, as a new version",
          tags,
          params: siteDetailsVersionParams,
          body: restoreSiteDetailsRequest,
          response: {
            200: jsonResponse("Restored and published", apiSuccessSchema(siteDetailsView)),
            404: errorResponse("No such version"),
            409: errorResponse("Someone else saved after this version was opened"),
          },
        },
      },
      async (request) => {
        const restored = await services.siteDetails.restore(
          request.params.version,
          request.body.version,
          adminOf(request).username,
        );
        return ok(view(restored), contentMessages.restored(request.params.version));
      },
    );
  };
