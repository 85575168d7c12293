/**
 * /api/backups (issue 46): the site's own backups and restore drills, as the admin's
 * Overview shows them, and a backup taken now (through the job queue: a big site's
 * archive takes minutes, longer than a request should).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiSuccessSchema } from "#common/api";
import { backupsView } from "#common/schemas/backups";
import { type AppServices, BACKUP_NOW } from "../services/index.ts";
import { HttpError, ok } from "./http-error.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";

export const backupRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const tags = ["backups"];

    api.get(
      "/backups",
      {
        onRequest: requireAdmin(services, "backups.read"),
        schema: {
          summary: "The last backups and restore drills, and whether a good backup is overdue",
          tags,
          response: { 200: jsonResponse("The backups", apiSuccessSchema(backupsView)) },
        },
      },
      async () => {
        const { backups, backupSettings } = services;
        if (!backups || !backupSettings) {
          return ok({
            enabled: false,
            time: null,
            keep: null,
            lastGood: null,
            last: null,
            overdue: false,
            lastDrill: null,
            place: null,
            kept: 0,
            runs: [],
          });
        }
        const { hour, minute } = backupSettings.at;
        const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
        return ok({ enabled: true, time, keep: backupSettings.keep, ...(await backups.status(new Date())) });
      },
    );

    api.post(
      "/backups",
      {
        onRequest: requireAdmin(services, "backups.write"),
        schema: {
          summary: "Take a backup now (it runs in the background; GET /api/backups shows it)",
          tags,
          response: {
            202: jsonResponse("Started", apiSuccessSchema(z.object({ started: z.literal(true) }))),
            409: errorResponse("The site's backups are turned off (BACKUPS=false), or one is being taken"),
          },
        },
      },
      async (request, reply) => {
        const { backups, jobs } = services;
        if (!backups) throw new HttpError(409, "The site's backups are turned off (BACKUPS=false).");
        if (await backups.taking())
          throw new HttpError(409, "A backup is being taken now: it shows here when it is done.");
        if (jobs.running) await jobs.send(BACKUP_NOW, {});
        else {
          // A process without the job queue (the API alone, in tests): taken here, after the answer.
          void backups
            .now(new Date(), request.log)
            .catch((err: unknown) => request.log.error({ err }, "backup failed"));
        }
        return reply.code(202).send(ok({ started: true as const }, "Backing up: this takes a minute or more."));
      },
    );
  };
