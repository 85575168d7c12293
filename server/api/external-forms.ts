/** /api/external-forms (spec 7). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";

export const externalFormRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    api.get("/external-forms", { schema: { summary: "Links to external forms", tags: ["forms"] } }, async () =>
      ok(await services.externalForms.list()),
    );
  };
