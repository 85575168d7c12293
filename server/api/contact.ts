/**
 * /api/contact: the Get In Touch and Contact Us forms (public POST, spec 7), and
 * the admin's side of the messages: list, read/unread, delete, CSV export.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { inboxMessages } from "#common/messages/contact";
import { fieldLabels as f, labelOf, yesNo } from "#common/messages/visitor-labels";
import { isContactUsPayload } from "#common/schemas/contact";
import { contactMessageView, messageListQuery, pageView, readRequest } from "#common/schemas/inbox";
import type { Permission } from "#common/staff-roles";
import { datedName, sendCsv, toCsv } from "../csv/csv.ts";
import type { AppServices } from "../services/index.ts";
import { notFound, ok } from "./http-error.ts";
import { fileResponse, jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";
import { visitorSubmissions } from "./visitor-submissions.ts";

const idParams = z.object({ id: z.string() });

export const contactRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const submissions = visitorSubmissions(services);

    api.post(
      "/contact",
      {
        config: { public: true },
        schema: {
          summary: "Send a message (Get In Touch: interest and updates; Contact Us: subject and consent)",
          tags: ["contact"],
          // Which form's rules apply depends on the fields sent, so the body is validated in the handler.
          body: z.record(z.string(), z.unknown()),
          response: { 200: jsonResponse("Received", apiDoneSchema) },
        },
      },
      async (request) => {
        const form = isContactUsPayload(request.body) ? "contact-us" : "get-in-touch";
        const client = { ip: request.ip, log: request.log };
        return ok(null, await submissions.contact(client, form, request.body));
      },
    );

    api.get(
      "/contact",
      {
        ...may("inbox.read"),
        schema: {
          summary:
            "Messages, newest first, paged; searched by name, e-mail or phone (q), filtered by form (kind) and by the days they arrived (from, to: YYYY-MM-DD on the site's clock)",
          tags: ["contact"],
          querystring: messageListQuery,
          response: { 200: jsonResponse("One page of messages", apiSuccessSchema(pageView(contactMessageView))) },
        },
      },
      async (request) => ok(await services.contact.list(request.query)),
    );

    api.get(
      "/contact/export.csv",
      {
        ...may("inbox.read"),
        schema: {
          summary: "Every message as CSV",
          tags: ["contact"],
          response: { 200: fileResponse("The CSV file", "text/csv") },
        },
      },
      async (_request, reply) => {
        const rows = (await services.contact.all()).map((m) => [
          new Date(m.createdAt),
          labelOf("source", m.source),
          m.firstName,
          m.lastName,
          m.email,
          m.phone,
          labelOf("interest", m.interest),
          labelOf("subject", m.subject),
          m.message,
          m.source === "get-in-touch" ? yesNo(m.updates) : "",
          m.source === "contact-us" ? yesNo(m.consent) : "",
          yesNo(m.read),
        ]);
        const header = [
          f.received,
          f.source,
          f.firstName,
          f.lastName,
          f.email,
          f.phone,
          f.interest,
          f.subject,
          f.message,
          f.updates,
          f.consent,
          f.read,
        ];
        return sendCsv(
          reply,
          datedName("messages", services.config.site.timeZone),
          toCsv(header, rows, { timeZone: services.config.site.timeZone }),
        );
      },
    );

    api.get(
      "/contact/:id",
      {
        ...may("inbox.read"),
        schema: {
          summary: "Open one message (the admin's Show details; recorded in the audit log)",
          tags: ["contact"],
          params: idParams,
          response: { 200: jsonResponse("The message", apiSuccessSchema(contactMessageView)) },
        },
      },
      async (request) => {
        const message = await services.contact.get(request.params.id);
        if (!message) throw notFound("Message");
        return ok(message);
      },
    );

    api.patch(
      "/contact/:id",
      {
        ...may("inbox.write"),
        schema: {
          summary: "Mark a message read or unread",
          tags: ["contact"],
          params: idParams,
          body: readRequest,
          response: { 200: jsonResponse("The message", apiSuccessSchema(contactMessageView)) },
        },
      },
      async (request) => ok(await services.contact.setRead(request.params.id, request.body.read)),
    );

    api.delete(
      "/contact/:id",
      {
        ...may("inbox.write"),
        schema: {
          summary: "Delete a message",
          tags: ["contact"],
          params: idParams,
          response: { 200: jsonResponse("Deleted", apiDoneSchema) },
        },
      },
      async (request) => {
        await services.contact.remove(request.params.id);
        return ok(null, inboxMessages.messageDeleted);
      },
    );
  };
