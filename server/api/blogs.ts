/** /api/blogs (spec 7). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";

export const blogRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    api.get("/blogs", { schema: { summary: "Blog posts, newest first", tags: ["blogs"] } }, async () =>
      ok(await services.blogs.list()),
    );
  };
