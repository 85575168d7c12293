/** /api/gallery (spec 7). GET answers a plain array, as the specification says. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../services/index.ts";

export const galleryRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    api.get(
      "/gallery",
      { schema: { summary: "Gallery items with their photos, newest first", tags: ["gallery"] } },
      async () => services.gallery.list(),
    );
  };
