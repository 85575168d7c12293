/**
 * /api/gallery (spec 7). GET answers a plain array, as the specification says;
 * POST takes a multipart upload (admin only), DELETE removes an item and its files.
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { galleryMessages as messages } from "#common/messages/gallery";
import { fieldErrorsOf } from "#common/schemas/field-errors";
import { GALLERY_ALT_FIELD, GALLERY_IMAGES_FIELD, galleryItemView, galleryUploadFields } from "#common/schemas/gallery";
import { uploadLimits } from "#common/upload-limits";
import type { AppServices } from "../services/index.ts";
import { validationFailure } from "./error-handler.ts";
import { HttpError, ok } from "./http-error.ts";
import { readMultipart } from "./multipart-upload.ts";
import { jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";

export const galleryRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const guard = { onRequest: requireAdmin(services) };
    await api.register(fastifyMultipart);

    api.get(
      "/gallery",
      {
        config: { publicCache: true },
        schema: {
          summary: "Gallery items with their photos, newest first",
          tags: ["gallery"],
          response: { 200: jsonResponse("The items (a plain array, as the spec says)", z.array(galleryItemView)) },
        },
      },
      async () => services.gallery.list(),
    );

    api.post(
      "/gallery",
      {
        ...guard,
        schema: {
          summary: `Upload a gallery item: title, description, category, location, date, up to ${uploadLimits.maxFiles} "${GALLERY_IMAGES_FIELD}" files (JPEG, PNG, WebP, GIF) and one optional "${GALLERY_ALT_FIELD}" text per image`,
          tags: ["gallery"],
          consumes: ["multipart/form-data"],
          response: { 201: jsonResponse("Stored", apiSuccessSchema(galleryItemView)) },
        },
      },
      async (request, reply) => {
        const upload = await readMultipart(request, {
          tempDir: services.media.spoolDir,
          fileFields: [GALLERY_IMAGES_FIELD],
        });
        try {
          const parsed = galleryUploadFields.safeParse({
            title: upload.field("title") ?? "",
            description: upload.field("description"),
            category: upload.field("category") || undefined,
            location: upload.field("location"),
            date: upload.field("date") || undefined,
            alt: upload.fields.get(GALLERY_ALT_FIELD),
          });
          // Every problem at once: a missing title and no photos are both said.
          const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
          if (upload.files.length === 0) errors[GALLERY_IMAGES_FIELD] = messages.imagesRequired;
          if (!parsed.success || upload.files.length === 0) {
            throw new HttpError(400, validationFailure(errors).message, errors);
          }
          const item = await services.gallery.create(parsed.data, upload.files);
          return reply.code(201).send(ok(item, messages.uploaded(item.images.length)));
        } finally {
          await upload.cleanup();
        }
      },
    );

    api.delete(
      "/gallery/:id",
      {
        ...guard,
        schema: {
          summary: "Delete a gallery item and every stored file of its photos",
          tags: ["gallery"],
          params: z.object({ id: z.string() }),
          response: { 200: jsonResponse("Deleted", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.gallery.remove(request.params.id, request.log);
        return ok(null, messages.deleted);
      },
    );
  };
