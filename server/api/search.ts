/**
 * GET /api/search: the site search as JSON, the same results the /search page
 * shows (server/services/search-service.ts). Public and cached like the other
 * public reads; a change to a post or a gallery item drops the cached answers.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiSuccessSchema } from "#common/api";
import { searchQuery, searchResult } from "#common/schemas/search";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";
import { jsonResponse } from "./openapi.ts";

export const searchRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    api.get(
      "/search",
      {
        config: { publicCache: true },
        schema: {
          summary:
            "Search posts, pages, gallery, openings and FAQs (web-search syntax; the last word also matches as a prefix)",
          tags: ["search"],
          querystring: searchQuery,
          response: {
            200: jsonResponse(
              "Matches grouped by kind, each with a snippet whose matched words have `match: true`",
              apiSuccessSchema(searchResult),
            ),
          },
        },
      },
      async (request) => ok(await services.search.search(request.query)),
    );
  };
