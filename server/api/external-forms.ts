/**
 * /api/external-forms (spec 7): public reads and click counting; writes need the
 * admin token. Clicks are bounded per visitor so the counter stays meaningful: a
 * few clicks per link per hour count, and a flood of requests gets 429.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { formAdminMessages as messages } from "#common/messages/forms-admin";
import { externalFormRequest, externalFormUpdate, externalFormView, FORM_CATEGORIES } from "#common/schemas/forms";
import type { Permission } from "#common/staff-roles";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";
import { jsonResponse } from "./openapi.ts";
import { limitPerClient } from "./rate-limit.ts";
import { requireAdmin } from "./require-admin.ts";

/** Click requests one visitor may make per minute, over all links. */
export const CLICK_REQUESTS_PER_MINUTE = 60;

const idParams = z.object({ id: z.string() });
const linkList = { 200: jsonResponse("The links", apiSuccessSchema(z.array(externalFormView))) };
const oneLink = (description: string) => jsonResponse(description, apiSuccessSchema(externalFormView));
const categoryQuery = z.object({
  category: z.enum(FORM_CATEGORIES, { error: messages.link.invalidCategory }).optional(),
});
const categoryParams = z.object({
  category: z.enum(FORM_CATEGORIES, { error: messages.link.invalidCategory }),
});

export const externalFormRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const tags = ["external forms"];
    const forms = services.externalForms;

    api.get(
      "/external-forms",
      {
        config: { publicCache: true },
        schema: {
          summary: "Links to external forms, newest first",
          tags,
          querystring: categoryQuery,
          response: linkList,
        },
      },
      async (request) => ok(await forms.list({ category: request.query.category })),
    );

    api.get(
      "/external-forms/category/:category",
      {
        config: { publicCache: true },
        schema: {
          summary: "Links to external forms of one category",
          tags,
          params: categoryParams,
          response: linkList,
        },
      },
      async (request) => ok(await forms.list({ category: request.params.category })),
    );

    api.get(
      "/external-forms/:id",
      {
        config: { publicCache: true },
        schema: { summary: "One form link", tags, params: idParams, response: { 200: oneLink("The link") } },
      },
      async (request) => ok(await forms.get(request.params.id)),
    );

    api.post(
      "/external-forms",
      {
        ...may("forms.write"),
        schema: { summary: "Add a form link", tags, body: externalFormRequest, response: { 201: oneLink("Added") } },
      },
      async (request, reply) => {
        const link = await forms.create(request.body);
        request.auditTarget = link.id;
        reply.code(201);
        return ok(link, messages.linkToasts.added);
      },
    );

    api.put(
      "/external-forms/:id",
      {
        ...may("forms.write"),
        schema: {
          summary: "Change a form link",
          tags,
          params: idParams,
          body: externalFormUpdate,
          response: { 200: oneLink("Changed") },
        },
      },
      async (request) => ok(await forms.update(request.params.id, request.body), messages.linkToasts.updated),
    );

    api.delete(
      "/external-forms/:id",
      {
        ...may("forms.write"),
        schema: {
          summary: "Delete a form link",
          tags,
          params: idParams,
          response: { 200: jsonResponse("Deleted", apiDoneSchema) },
        },
      },
      async (request) => {
        await forms.remove(request.params.id);
        return ok(null, messages.linkToasts.deleted);
      },
    );

    api.post(
      "/external-forms/:id/click",
      {
        config: { public: true },
        onRequest: limitPerClient(services, "form-click", CLICK_REQUESTS_PER_MINUTE, 60),
        schema: {
          summary: "Record a click on a form link",
          tags,
          params: idParams,
          response: {
            200: jsonResponse("The link's click count", apiSuccessSchema(z.object({ clicks: z.number().int() }))),
          },
        },
      },
      async (request) => {
        const link = await forms.get(request.params.id);
        const { count } = await services.rateLimiter.hit(`form-click-counted:${request.ip}:${link.id}`, 3600);
        // Counted per address and link (FORM_CLICKS_COUNTED_PER_HOUR): generous, as many phones share an address.
        const counted = count <= services.config.formClicksCountedPerHour;
        const clicks = counted ? await forms.recordClick(link.id) : link.clicks;
        return ok({ clicks });
      },
    );
  };
