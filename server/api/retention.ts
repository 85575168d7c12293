/**
 * /api/retention (issue 42): what the nightly deletion keeps, will delete and has
 * deleted, with the background jobs that failed; and the legal hold that keeps one
 * message, application or form answer past its time.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiSuccessSchema } from "#common/api";
import { holdRequest, retentionView } from "#common/schemas/retention";
import type { Permission } from "#common/staff-roles";
import type { AppServices } from "../services/index.ts";
import { HttpError, ok } from "./http-error.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";

const DAY_MS = 86_400_000;

export const retentionRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const tags = ["retention"];

    api.get(
      "/retention",
      {
        ...may("retention.read"),
        schema: {
          summary: "The retention periods, what goes in the next 30 days, what went, and failed background jobs",
          tags,
          response: { 200: jsonResponse("The retention", apiSuccessSchema(retentionView)) },
        },
      },
      async () => {
        const { retention, jobs } = services;
        const [dueWithin30Days, runs, failedJobs] = await Promise.all([
          retention.dueBy(new Date(Date.now() + 30 * DAY_MS)),
          retention.runs(),
          jobs.failures(),
        ]);
        return ok({ periods: retention.periods, dueWithin30Days, runs, failedJobs });
      },
    );

    api.put(
      "/retention/hold",
      {
        ...may("retention.write"),
        schema: {
          summary: "Keep one record past its retention period (a legal hold), or let it go again",
          tags,
          body: holdRequest,
          response: {
            200: jsonResponse("Held or released", apiSuccessSchema(z.object({ held: z.boolean() }))),
            404: errorResponse("No such record"),
          },
        },
      },
      async (request) => {
        const { kind, id, held } = request.body;
        // The audit entry names the record held, so an erasure of it blanks the entry's label too.
        request.auditTarget = id;
        if (!(await services.retention.setHeld(kind, id, held)))
          throw new HttpError(404, "That record no longer exists");
        return ok(
          { held },
          held ? "Kept: the nightly deletion passes it by." : "Released: it goes when its time comes.",
        );
      },
    );
  };
