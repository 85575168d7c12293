/**
 * /api/newsletter: the footer's subscribe box (public POST, same answer for any
 * address), and the admin's Subscribers view: list with counts and search,
 * delete, CSV export. Confirming and unsubscribing are pages
 * (/newsletter/confirm, /newsletter/unsubscribe) that work without JavaScript.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { FORM_TICKET_FIELD } from "#common/form-kit/form-ticket";
import { keyed, keysOf } from "#common/messages/keyed";
import { newsletterMessages } from "#common/messages/newsletter";
import { newsletterAdminMessages } from "#common/messages/newsletter-admin";
import { HONEYPOT_FIELD } from "#common/schemas/contact";
import { newsletterRequest, subscriberPage, subscriberQuery } from "#common/schemas/newsletter";
import type { Permission } from "#common/staff-roles";
import { datedName, sendCsv, toCsv } from "../csv/csv.ts";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";
import { fileResponse, jsonResponse } from "./openapi.ts";
import { parseFields } from "./parse-fields.ts";
import { requireAdmin } from "./require-admin.ts";
import { emailLimit, sentByBot, submissionLimit } from "./visitor-guards.ts";

const idParams = z.object({ id: z.string() });
const a = newsletterAdminMessages;
/** The box's answers, keyed for the page's language. */
const subscribedKeys = keysOf("newsletterMessages", newsletterMessages).subscribed;

export const newsletterRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const limit = submissionLimit(services, "newsletter");
    const subscribed = () =>
      keyed(services.mail.canMailVisitors ? subscribedKeys.confirmByMail : subscribedKeys.noMail);

    api.post(
      "/newsletter",
      {
        config: { public: true },
        schema: {
          summary: "Subscribe an e-mail address to the newsletter (the same answer whether it is new or not)",
          tags: ["newsletter"],
          // Validated in the handler, after the flood and bot checks, like the contact forms.
          body: z.record(z.string(), z.unknown()),
          response: { 200: jsonResponse("Received", apiDoneSchema) },
        },
      },
      async (request) => {
        await limit(request);
        const body = request.body;
        const fields = { honeypot: body[HONEYPOT_FIELD], ticket: body[FORM_TICKET_FIELD] };
        if (await sentByBot(services, fields, request.log, "newsletter subscription")) return ok(null, subscribed());
        const { email, language } = parseFields(newsletterRequest, body);
        const consentRecord = await services.consentRecord(language);
        // One address cannot be sent confirmation after confirmation.
        await emailLimit(services, "newsletter", email).around(() =>
          services.newsletter.subscribe(email, consentRecord, request.log),
        );
        return ok(null, subscribed());
      },
    );

    api.get(
      "/newsletter/subscribers",
      {
        ...may("subscribers.read"),
        schema: {
          summary: "Subscribers, newest first, 25 a page, with the confirmed and unconfirmed counts",
          tags: ["newsletter"],
          querystring: subscriberQuery,
          response: { 200: jsonResponse("One page of subscribers", apiSuccessSchema(subscriberPage)) },
        },
      },
      async (request) => ok(await services.newsletter.list(request.query)),
    );

    api.get(
      "/newsletter/subscribers/export.csv",
      {
        ...may("subscribers.read"),
        schema: {
          summary: "Every subscriber as CSV",
          tags: ["newsletter"],
          response: { 200: fileResponse("The CSV file", "text/csv") },
        },
      },
      async (_request, reply) => {
        const rows = (await services.newsletter.all()).map((s) => [
          s.email,
          s.confirmed ? a.confirmed : a.unconfirmed,
          new Date(s.createdAt),
          s.confirmedAt ? new Date(s.confirmedAt) : null,
          s.language === "hi" ? a.hindi : a.english,
        ]);
        // The language each address gets the newsletter in (issue 42), for a list kept elsewhere too.
        const header = [a.email, a.status, a.subscribedAt, a.confirmedAt, a.language];
        return sendCsv(
          reply,
          datedName("subscribers", services.config.site.timeZone),
          toCsv(header, rows, { timeZone: services.config.site.timeZone }),
        );
      },
    );

    api.delete(
      "/newsletter/subscribers/:id",
      {
        ...may("subscribers.write"),
        schema: {
          summary: "Delete a subscriber",
          tags: ["newsletter"],
          params: idParams,
          response: { 200: jsonResponse("Deleted", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.newsletter.remove(request.params.id);
        return ok(null, a.removed);
      },
    );
  };
