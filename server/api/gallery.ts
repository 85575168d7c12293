/**
 * /api/gallery (spec 7). GET answers a plain array, as the specification says;
 * POST takes a multipart upload (admin only), DELETE removes an item and its files.
 * An item is edited after its upload (decision 029): PATCH its fields, POST more
 * photos, PUT the photos' order and alt texts, DELETE one photo. An upload keeps
 * the photos it could read and names the files it refused (`refused`).
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { galleryMessages as messages } from "#common/messages/gallery";
import { galleryEditMessages as editMessages } from "#common/messages/gallery-edit";
import { fieldErrorsOf } from "#common/schemas/field-errors";
import {
  GALLERY_ALT_FIELD,
  GALLERY_IMAGES_FIELD,
  galleryItemPatch,
  galleryItemView,
  galleryPhotoOrder,
  galleryUploadFields,
  type RefusedFile,
  refusedFile,
} from "#common/schemas/gallery";
import { uploadLimits } from "#common/upload-limits";
import type { AppServices } from "../services/index.ts";
import { validationFailure } from "./error-handler.ts";
import { HttpError, ok } from "./http-error.ts";
import { type MultipartUpload, readMultipart } from "./multipart-upload.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";

const idParams = z.object({ id: z.string().max(64) });
const photoParams = z.object({ id: z.string().max(64), photoId: z.string().max(64) });
const oneItem = (description: string) => jsonResponse(description, apiSuccessSchema(galleryItemView));
/** An upload's answer: the item, and the files that were not added (each with its reason). */
const uploaded = (description: string) =>
  jsonResponse(description, apiSuccessSchema(galleryItemView).extend({ refused: z.array(refusedFile) }));
const uploadedMessage = (stored: number, refused: RefusedFile[]) =>
  refused.length === 0
    ? messages.uploaded(stored)
    : editMessages.someRefused(
        stored,
        refused.map((r) => r.file),
      );
const filesSummary = (what: string) =>
  `${what}: up to ${uploadLimits.maxFiles} "${GALLERY_IMAGES_FIELD}" files (JPEG, PNG, WebP, GIF) and one optional "${GALLERY_ALT_FIELD}" text per image. Files that are not usable images are listed in \`refused\` while the others are kept; when none is usable the answer is 415 (or 413, 400) naming them`;

const altsOnly = galleryUploadFields.pick({ alt: true });

/**
 * The text fields parsed with `schema`, or a 400 naming every problem at once
 * (a missing title and no photos are both said).
 */
function parsedOrRefused<S extends z.ZodType>(upload: MultipartUpload, schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (upload.files.length === 0) errors[GALLERY_IMAGES_FIELD] = messages.imagesRequired;
  if (!parsed.success || upload.files.length === 0) throw new HttpError(400, validationFailure(errors).message, errors);
  return parsed.data;
}

export const galleryRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const guard = { onRequest: requireAdmin(services) };
    /** Reads the photos of a multipart request into spooled files, removed again whatever happens. */
    const withPhotos = async <T>(request: FastifyRequest, work: (upload: MultipartUpload) => Promise<T>) => {
      const upload = await readMultipart(request, {
        tempDir: services.media.spoolDir,
        fileFields: [GALLERY_IMAGES_FIELD],
      });
      try {
        return await work(upload);
      } finally {
        await upload.cleanup();
      }
    };
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
          summary: filesSummary("Upload a gallery item: title, description, category, location, date"),
          tags: ["gallery"],
          consumes: ["multipart/form-data"],
          response: { 201: uploaded("Stored") },
        },
      },
      (request, reply) =>
        withPhotos(request, async (upload) => {
          const fields = parsedOrRefused(upload, galleryUploadFields, {
            title: upload.field("title") ?? "",
            description: upload.field("description"),
            category: upload.field("category") || undefined,
            location: upload.field("location"),
            date: upload.field("date") || undefined,
            alt: upload.fields.get(GALLERY_ALT_FIELD),
          });
          const { item, refused } = await services.gallery.create(fields, upload.files);
          return reply.code(201).send({ ...ok(item, uploadedMessage(item.images.length, refused)), refused });
        }),
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

    api.get(
      "/gallery/:id",
      {
        config: { publicCache: true },
        schema: {
          summary: "One gallery item with its photos",
          tags: ["gallery"],
          params: idParams,
          response: { 200: oneItem("The item") },
        },
      },
      async (request) => ok(await services.gallery.get(request.params.id)),
    );

    api.patch(
      "/gallery/:id",
      {
        ...guard,
        schema: {
          summary: "Change a gallery item's title, description, location or category (the fields sent)",
          tags: ["gallery"],
          params: idParams,
          body: galleryItemPatch,
          response: { 200: oneItem("Changed") },
        },
      },
      async (request) => ok(await services.gallery.update(request.params.id, request.body), editMessages.updated),
    );

    api.post(
      "/gallery/:id/images",
      {
        ...guard,
        schema: {
          summary: filesSummary("Add photos to a gallery item, after its last one"),
          tags: ["gallery"],
          params: idParams,
          consumes: ["multipart/form-data"],
          response: { 201: uploaded("Added") },
        },
      },
      (request, reply) =>
        withPhotos(request, async (upload) => {
          const { alt } = parsedOrRefused(upload, altsOnly, { alt: upload.fields.get(GALLERY_ALT_FIELD) });
          const { item, refused } = await services.gallery.addPhotos(request.params.id, alt, upload.files);
          const stored = upload.files.length - refused.length;
          return reply.code(201).send({ ...ok(item, uploadedMessage(stored, refused)), refused });
        }),
    );

    api.put(
      "/gallery/:id/images",
      {
        ...guard,
        schema: {
          summary: "Put a gallery item's photos in a new order, each with its alt text (every photo listed once)",
          tags: ["gallery"],
          params: idParams,
          body: galleryPhotoOrder,
          response: { 200: oneItem("Saved") },
        },
      },
      async (request) =>
        ok(await services.gallery.arrangePhotos(request.params.id, request.body), editMessages.photosSaved),
    );

    api.delete(
      "/gallery/:id/images/:photoId",
      {
        ...guard,
        schema: {
          summary: "Delete one photo of a gallery item and its stored files (not the item's last photo)",
          tags: ["gallery"],
          params: photoParams,
          response: {
            200: oneItem("Deleted; the item as it is now"),
            409: errorResponse("The item's only photo: delete the item instead"),
          },
        },
      },
      async (request) =>
        ok(
          await services.gallery.removePhoto(request.params.id, request.params.photoId, request.log),
          editMessages.photoDeleted,
        ),
    );
  };
