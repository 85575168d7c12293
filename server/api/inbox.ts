/** /api/inbox/counts: how many messages and applications there are, and how many are unread (the Overview's figures). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiSuccessSchema } from "#common/api";
import { type InboxCounts, inboxCountsView } from "#common/schemas/inbox";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";
import { jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";

export const inboxRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    api.get(
      "/inbox/counts",
      {
        onRequest: requireAdmin(services, "inbox.counts"),
        schema: {
          summary: "Totals and unread counts of the inbox",
          tags: ["inbox"],
          response: { 200: jsonResponse("The counts", apiSuccessSchema(inboxCountsView)) },
        },
      },
      async () => {
        const [messages, applications] = await Promise.all([services.contact.counts(), services.applications.counts()]);
        return ok<InboxCounts>({ messages, applications });
      },
    );
  };
