/**
 * /api/gallery (spec 7). GET answers a plain array, as the specification says;
 * POST takes a multipart upload (admin only), DELETE removes an item and its files.
 * An item is edited after its upload (decision 029): PATCH its fields, POST more
 * photos, PUT the photos' order and alt texts, DELETE one photo; or PUT the whole
 * item at once, the admin editor's one Save (issue 43, decision 057). An upload
 * keeps the photos it could read and names the files it refused (`refused`).
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { fieldMessagesOf } from "#common/form-kit/field-errors";
import { galleryMessages as messages } from "#common/messages/gallery";
import { galleryEditMessages as editMessages } from "#common/messages/gallery-edit";
import {
  GALLERY_ALT_FIELD,
  GALLERY_IMAGES_FIELD,
  GALLERY_ITEM_PART,
  type GalleryItemSave,
  galleryAdminListQuery,
  galleryAdminPageView,
  galleryItemPatch,
  galleryItemSave,
  galleryItemView,
  galleryPhotoOrder,
  galleryUploadFields,
  type RefusedFile,
  refusedFile,
} from "#common/schemas/gallery";
import type { Permission } from "#common/staff-roles";
import { uploadLimits } from "#common/upload-limits";
import type { AppServices } from "../services/index.ts";
import { validationFailure } from "./error-handler.ts";
import { HttpError, ok } from "./http-error.ts";
import { type MultipartOptions, type MultipartUpload, readMultipart } from "./multipart-upload.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";
import { assertSafeText } from "./text-boundary.ts";

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
 * A whole item's JSON part: its photos' texts run to 500 x 2 x 300 characters, so
 * the part may be larger than a plain field, and it is the one text field.
 */
const savePartLimits = { maxFields: 4, maxFieldBytes: 1024 * 1024 } satisfies Partial<MultipartOptions>;

/** The JSON part of a save, checked with the shared schema: a 400 naming each field (`photos.2.caption`). */
function parsedItemPart(upload: MultipartUpload): GalleryItemSave {
  let json: unknown;
  try {
    json = JSON.parse(upload.field(GALLERY_ITEM_PART) ?? "");
  } catch {
    throw new HttpError(400, editMessages.itemPart, { [GALLERY_ITEM_PART]: editMessages.itemPart });
  }
  assertSafeText(json, GALLERY_ITEM_PART);
  const parsed = galleryItemSave.safeParse(json);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".") || GALLERY_ITEM_PART] ??= issue.message;
  throw new HttpError(400, validationFailure(errors).message, errors);
}

/**
 * The text fields parsed with `schema`, or a 400 naming every problem at once
 * (a missing title and no photos are both said).
 */
function parsedOrRefused<S extends z.ZodType>(upload: MultipartUpload, schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  const errors = parsed.success ? {} : fieldMessagesOf(parsed.error);
  if (upload.files.length === 0) errors[GALLERY_IMAGES_FIELD] = messages.imagesRequired;
  if (!parsed.success || upload.files.length === 0) throw new HttpError(400, validationFailure(errors).message, errors);
  return parsed.data;
}

export const galleryRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    /** Reads the photos of a multipart request into spooled files, removed again whatever happens. */
    const withPhotos = async <T>(
      request: FastifyRequest,
      work: (upload: MultipartUpload) => Promise<T>,
      limits: Partial<MultipartOptions> = {},
    ) => {
      const upload = await readMultipart(request, {
        ...limits,
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

    api.get(
      "/gallery-list",
      {
        ...may("gallery.read"),
        schema: {
          summary:
            "The Gallery tab's list (issue 46): one page of the items with their photos, newest first; `q` is part of the title, description or location, `category` one category. `total` counts every item, `matching` what `q` and `category` match",
          tags: ["gallery"],
          querystring: galleryAdminListQuery,
          response: { 200: jsonResponse("A page of items", apiSuccessSchema(galleryAdminPageView)) },
        },
      },
      async (request) => ok(await services.gallery.adminPage(request.query)),
    );

    api.post(
      "/gallery",
      {
        ...may("gallery.write"),
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
          request.auditTarget = item.id;
          return reply.code(201).send({ ...ok(item, uploadedMessage(item.images.length, refused)), refused });
        }),
    );

    api.delete(
      "/gallery/:id",
      {
        ...may("gallery.write"),
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
        ...may("gallery.write"),
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

    api.put(
      "/gallery/:id",
      {
        ...may("gallery.write"),
        schema: {
          summary: `Save a whole gallery item at once (the admin editor's one Save): a JSON "${GALLERY_ITEM_PART}" part with title, description, category, location and \`photos\`, the photos in the order to show, each \`{ id }\` (a stored photo) or \`{ file }\` (the index of a new photo among up to ${uploadLimits.maxFiles} "${GALLERY_IMAGES_FIELD}" files), with its \`alt\` and \`caption\` (null: the alt text is shown). A stored photo left out is deleted. All of it is saved in one commit, or nothing is; a new file that is not a usable image is listed in \`refused\` and left out while the rest is saved`,
          tags: ["gallery"],
          params: idParams,
          consumes: ["multipart/form-data"],
          response: {
            200: uploaded("Saved; the item as it is now"),
            409: errorResponse("Nothing would be left of the item's photos: delete the item instead"),
          },
        },
      },
      (request) =>
        withPhotos(
          request,
          async (upload) => {
            const edit = parsedItemPart(upload);
            const { item, refused } = await services.gallery.save(request.params.id, edit, upload.files, request.log);
            const message =
              refused.length === 0 ? editMessages.updated : editMessages.savedExcept(refused.map((file) => file.file));
            return { ...ok(item, message), refused };
          },
          savePartLimits,
        ),
    );

    api.post(
      "/gallery/:id/images",
      {
        ...may("gallery.write"),
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
        ...may("gallery.write"),
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
        ...may("gallery.write"),
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
