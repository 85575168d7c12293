/**
 * The Overview's figures, counted by the server: /api/inbox/counts (how many messages
 * and applications there are, and how many are unread) and /api/dashboard/counts
 * (posts, featured posts, gallery items: issue 46, so the Overview never loads a list).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiSuccessSchema } from "#common/api";
import { type DashboardCounts, dashboardCountsView } from "#common/schemas/dashboard";
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

    api.get(
      "/dashboard/counts",
      {
        onRequest: requireAdmin(services, "posts.read"),
        schema: {
          summary:
            "How many posts (outside the Trash; drafts and scheduled ones too), featured posts and gallery items there are",
          tags: ["inbox"],
          response: { 200: jsonResponse("The counts", apiSuccessSchema(dashboardCountsView)) },
        },
      },
      async () => {
        const [posts, galleryItems] = await Promise.all([services.blogs.counts(), services.gallery.count()]);
        return ok<DashboardCounts>({ posts: posts.total, featuredPosts: posts.featured, galleryItems });
      },
    );
  };
