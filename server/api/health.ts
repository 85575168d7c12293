import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppServices } from "../services/index.ts";
import { jsonResponse } from "./openapi.ts";

/** GET /api/health: 200 after a real database round trip, 503 when it fails. */
export const healthRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    api.get(
      "/health",
      {
        schema: {
          summary: "Liveness and database reachability",
          response: {
            200: jsonResponse(
              "Up, and the database answers",
              z.object({ status: z.literal("ok"), database: z.string() }),
            ),
            503: jsonResponse(
              "The database does not answer",
              z.object({ status: z.literal("unavailable"), message: z.string() }),
            ),
          },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        try {
          await services.database.ping();
          return { status: "ok" as const, database: services.database.driver };
        } catch (err) {
          request.log.error({ err }, "health check: database unreachable");
          return reply.code(503).send({ status: "unavailable" as const, message: "Database unreachable" });
        }
      },
    );
  };
