import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppServices } from "../services/index.ts";
import { withinTime } from "../time-limit.ts";
import { jsonResponse } from "./openapi.ts";

/**
 * How long each readiness check may take: a hung database or bucket answers 503 in
 * this time rather than holding the load balancer's probe (which gives up on its own
 * after a few seconds, and would count a hang like a failure anyway).
 */
export const READY_CHECK_MS = 2_000;

const dependency = z.enum(["database", "storage"]);
type Dependency = z.infer<typeof dependency>;

/** Runs one check within READY_CHECK_MS; false (logged) when it throws or takes longer. */
async function passes(log: FastifyBaseLogger, what: Dependency, check: (signal: AbortSignal) => Promise<void>) {
  try {
    await withinTime(what, READY_CHECK_MS, check);
    return true;
  } catch (err) {
    log.error({ err, dependency: what }, "readiness check failed");
    return false;
  }
}

/**
 * GET /api/health: liveness, 200 after a real database round trip, 503 when it fails.
 * GET /api/health/ready: readiness, 200 when the database and the configured storage
 * both answer, 503 naming those that did not (docs/operations.md, decision 097).
 */
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

    const drivers = { database: z.string(), storage: z.string() };
    api.get(
      "/health/ready",
      {
        schema: {
          summary: "Readiness: the database and the file storage answer",
          description:
            "For a load balancer: 200 when the database answers a round trip and the configured file storage " +
            "can be reached (the uploads folder written and read back, or the S3 bucket answering), each within " +
            `${READY_CHECK_MS / 1000} seconds; 503 naming what failed otherwise.`,
          response: {
            200: jsonResponse("Ready to serve", z.object({ status: z.literal("ok"), ...drivers })),
            503: jsonResponse(
              "A dependency does not answer",
              z.object({ status: z.literal("unavailable"), failed: z.array(dependency).min(1), ...drivers }),
            ),
          },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const [database, storage] = await Promise.all([
          passes(request.log, "database", () => services.database.ping()),
          passes(request.log, "storage", (signal) => services.storage.ready(signal)),
        ]);
        const named = { database: services.database.driver, storage: services.storage.driver };
        if (database && storage) return { status: "ok" as const, ...named };
        const failed: Dependency[] = [];
        if (!database) failed.push("database");
        if (!storage) failed.push("storage");
        return reply.code(503).send({ status: "unavailable" as const, failed, ...named });
      },
    );
  };
