/**
 * /api/content/{name} (issue 41): the admin reads and saves each document the staff
 * edit (common/content-model/documents.ts: the site details, the job openings);
 * every save is kept in the history and any version can be published again. A save
 * made from an older version is refused (409) with who saved in between. Each
 * document's routes carry its own schema, so a save is checked field by field and
 * /api/openapi.json describes each. POST /api/content/images stores a photo for a page
 * (a person's portrait) through the image pipeline; a save whose photo the site does not
 * store is refused (400) naming the field.
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiSuccessSchema } from "#common/api";
import { type ContentDocumentName, contentDocumentNames, contentDocuments } from "#common/content-model/documents";
import { staleHindiPaths } from "#common/content-model/localized";
import { editablePageKeys, pageDocumentName } from "#common/content-model/pages";
import { contentMessages } from "#common/messages/content";
import {
  contentDocumentView,
  contentDraftView,
  contentHistoryView,
  contentVersionParams,
  publishContentDraftRequest,
  restoreContentRequest,
  saveContentDocumentRequest,
  saveContentDraftRequest,
  scheduleContentDraftRequest,
  uploadedPhotoView,
} from "#common/schemas/content-document";
import { formatDateTime } from "#common/site-clock";
import type { Permission } from "#common/staff-roles";
import { DomainError } from "../errors.ts";
import type { StoredDocument, StoredDraft } from "../services/content-store.ts";
import type { AppServices } from "../services/index.ts";
import { validationFailure } from "./error-handler.ts";
import { HttpError, ok } from "./http-error.ts";
import { readMultipart } from "./multipart-upload.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { adminOf, requireAdmin } from "./require-admin.ts";

/** The multipart field of a page's photo upload. */
const PHOTO_FIELD = "image";

const draftView = async <T>(name: string, draft: StoredDraft<T>, services: AppServices) => ({
  document: draft.data,
  version: draft.version,
  basedOn: draft.basedOn,
  publishAt: draft.publishAt,
  updatedAt: draft.updatedAt,
  updatedBy: draft.updatedBy,
  staleHindi: staleHindiPaths(draft.data),
  previewToken: await services.previewLinks.sign(name, draft.version),
});

const view = async <T>(
  name: string,
  stored: StoredDocument<T>,
  draft: StoredDraft<T> | undefined,
  services: AppServices,
) => ({
  document: stored.data,
  version: stored.version,
  updatedAt: stored.updatedAt,
  updatedBy: stored.updatedBy,
  staleHindi: staleHindiPaths(stored.data),
  draft: draft ? await draftView(name, draft, services) : null,
});

export const contentDocumentRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const serviceOf = {
      "site-details": services.siteDetails,
      "job-openings": services.jobOpenings,
      faqs: services.faqs,
      navigation: services.navigation,
      figures: services.figures,
      ...Object.fromEntries(editablePageKeys.map((key) => [pageDocumentName(key), services.pages[key]])),
    } as Record<ContentDocumentName, unknown>;

    await api.register(fastifyMultipart);
    api.post(
      "/content/images",
      {
        ...may("pages.write"),
        schema: {
          summary: `Upload a photo for a page (multipart, one "${PHOTO_FIELD}" file: JPEG, PNG, WebP or GIF); answers its URL`,
          tags: ["content"],
          consumes: ["multipart/form-data"],
          response: { 201: jsonResponse("Stored: the URLs to use", apiSuccessSchema(uploadedPhotoView)) },
        },
      },
      async (request, reply) => {
        const upload = await readMultipart(request, {
          tempDir: services.media.spoolDir,
          fileFields: [PHOTO_FIELD],
          maxFiles: 1,
        });
        try {
          const [file] = upload.files;
          if (!file) {
            const errors = { [PHOTO_FIELD]: contentMessages.photoRequired };
            throw new HttpError(400, validationFailure(errors).message, errors);
          }
          const photo = await services.contentImages.upload(file, request.log);
          reply.code(201);
          return ok(photo, contentMessages.photoUploaded);
        } finally {
          await upload.cleanup();
        }
      },
    );

    for (const name of contentDocumentNames) {
      const { schema, title, saved: savedMessage } = contentDocuments[name];
      // One document's service; its type is the document's own, here any of them.
      const service = serviceOf[name] as AppServices["siteDetails"];
      const tags = ["content"];
      const path = `/content/${name}`;

      api.get(
        path,
        {
          ...may("pages.read"),
          schema: {
            summary: `${title} as published, with their version`,
            tags,
            response: { 200: jsonResponse(title, apiSuccessSchema(contentDocumentView(schema))) },
          },
        },
        async () => ok(await view(name, await service.stored(), await service.draft(), services)),
      );

      api.put(
        path,
        {
          ...may("pages.write"),
          schema: {
            summary: `Publish new ${title.toLowerCase()} (refused when another save came after \`version\`)`,
            tags,
            body: saveContentDocumentRequest(schema),
            response: {
              200: jsonResponse("Saved and published", apiSuccessSchema(contentDocumentView(schema))),
              409: errorResponse("Someone else saved after this version was opened"),
            },
          },
        },
        async (request) => {
          const { document, version, draftVersion } = request.body as {
            document: never;
            version: number;
            draftVersion?: number;
          };
          await services.contentImages.check(document);
          const saved = await service.save(document, version, adminOf(request).username, draftVersion);
          return ok(await view(name, saved, await service.draft(), services), savedMessage);
        },
      );

      api.get(
        `${path}/history`,
        {
          ...may("pages.read"),
          schema: {
            summary: `Every saved version of ${title.toLowerCase()}, newest first (the latest 100)`,
            tags,
            response: { 200: jsonResponse("The history", apiSuccessSchema(contentHistoryView)) },
          },
        },
        async () => ok(await service.history()),
      );

      api.get(
        `${path}/history/:version`,
        {
          ...may("pages.read"),
          schema: {
            summary: `One saved version of ${title.toLowerCase()} (to compare with today's)`,
            tags,
            params: contentVersionParams,
            response: {
              200: jsonResponse("That version", apiSuccessSchema(schema)),
              404: errorResponse("No such version"),
            },
          },
        },
        async (request) => ok(await service.revision(request.params.version)),
      );

      api.post(
        `${path}/history/:version/restore`,
        {
          ...may("pages.write"),
          schema: {
            summary: `Publish an earlier version of ${title.toLowerCase()} again, as a new version`,
            tags,
            params: contentVersionParams,
            body: restoreContentRequest,
            response: {
              200: jsonResponse("Restored and published", apiSuccessSchema(contentDocumentView(schema))),
              404: errorResponse("No such version"),
              409: errorResponse("Someone else saved after this version was opened"),
            },
          },
        },
        async (request) => {
          const restored = await service.restore(
            request.params.version,
            request.body.version,
            adminOf(request).username,
          );
          return ok(
            await view(name, restored, await service.draft(), services),
            contentMessages.restored(request.params.version),
          );
        },
      );

      api.put(
        `${path}/draft`,
        {
          ...may("pages.write"),
          schema: {
            summary: `Save ${title.toLowerCase()} as a draft, without publishing (refused when another save of the draft came after \`draftVersion\`)`,
            tags,
            body: saveContentDraftRequest(schema),
            response: {
              200: jsonResponse("The draft, saved", apiSuccessSchema(contentDraftView(schema))),
              409: errorResponse("Someone else saved the draft after this version was opened"),
            },
          },
        },
        async (request) => {
          const { document, version, draftVersion } = request.body as {
            document: never;
            version: number;
            draftVersion: number;
          };
          await services.contentImages.check(document);
          const draft = await service.saveDraft(document, draftVersion, version, adminOf(request).username);
          return ok(await draftView(name, draft, services), contentMessages.draftSaved);
        },
      );

      api.delete(
        `${path}/draft/:version`,
        {
          ...may("pages.write"),
          schema: {
            summary: `Discard the draft of ${title.toLowerCase()} (what is published stays)`,
            tags,
            params: contentVersionParams,
            response: {
              200: jsonResponse("Discarded", apiSuccessSchema(z.null())),
              404: errorResponse("No such draft (published or discarded already, or saved again since)"),
            },
          },
        },
        async (request) => {
          if (!(await service.discardDraft(request.params.version))) {
            throw new DomainError("not-found", contentMessages.noDraft);
          }
          return ok(null, contentMessages.draftDiscarded);
        },
      );

      api.post(
        `${path}/draft/publish`,
        {
          ...may("pages.write"),
          schema: {
            summary: `Publish the draft of ${title.toLowerCase()} (refused when someone published after it was begun)`,
            tags,
            body: publishContentDraftRequest,
            response: {
              200: jsonResponse("Published", apiSuccessSchema(contentDocumentView(schema))),
              404: errorResponse("No such draft"),
              409: errorResponse("Someone published after the draft was begun"),
            },
          },
        },
        async (request) => {
          const saved = await service.publishDraft(request.body.draftVersion, adminOf(request).username);
          return ok(await view(name, saved, await service.draft(), services), contentMessages.draftPublished);
        },
      );

      api.put(
        `${path}/draft/schedule`,
        {
          ...may("pages.write"),
          schema: {
            summary: `Have the draft of ${title.toLowerCase()} publish itself at a time (null: cancel)`,
            tags,
            body: scheduleContentDraftRequest,
            response: {
              200: jsonResponse("Scheduled", apiSuccessSchema(contentDraftView(schema))),
              400: errorResponse("The time has passed"),
              404: errorResponse("No such draft"),
              409: errorResponse("Someone else saved the draft after this version was opened"),
            },
          },
        },
        async (request) => {
          const { draftVersion, publishAt } = request.body;
          const at = publishAt === null ? null : new Date(publishAt);
          if (at && at.getTime() <= Date.now()) {
            throw new DomainError("invalid", contentMessages.scheduleInPast, {
              publishAt: contentMessages.scheduleInPast,
            });
          }
          const draft = await service.schedule(draftVersion, at, adminOf(request).username);
          const when = at ? formatDateTime(at, services.config.site.timeZone) : undefined;
          return ok(
            await draftView(name, draft, services),
            when ? contentMessages.scheduled(when) : contentMessages.scheduleCancelled,
          );
        },
      );
    }
  };
