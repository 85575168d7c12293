/**
 * /api/newsletter/issues (issue 42; decision 072), the admin's: write an issue
 * (English, optionally Hindi), change or delete it while it is not sent, send a
 * test to one address, send it to every confirmed subscriber now or at a time,
 * cancel a schedule, try the failed addresses again; the list and one issue show
 * the progress (sent, waiting, failed). Without a mail server (SMTP_URL) nothing
 * is sent or scheduled: 400 saying so.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { newsletterIssueMessages as m } from "#common/messages/newsletter-issues";
import {
  newsletterIssueList,
  newsletterIssueView,
  newsletterIssueWrite,
  newsletterSendRequest,
  newsletterTestRequest,
} from "#common/schemas/newsletter-issues";
import { formatDateTime } from "#common/site-clock";
import type { Permission } from "#common/staff-roles";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";

const idParams = z.object({ id: z.string().max(64) });
const issueAnswer = (description: string) => jsonResponse(description, apiSuccessSchema(newsletterIssueView));

export const newsletterIssueRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const tags = ["newsletter"];
    const issues = services.newsletterIssues;
    const by = (request: { admin?: { username: string } }) => request.admin?.username ?? "admin";

    api.get(
      "/newsletter/issues",
      {
        ...may("newsletter.read"),
        schema: {
          summary: "Every newsletter issue, newest first, with its progress, and whether sending is possible",
          tags,
          response: { 200: jsonResponse("The issues", apiSuccessSchema(newsletterIssueList)) },
        },
      },
      async () => ok(await issues.list()),
    );

    api.post(
      "/newsletter/issues",
      {
        ...may("newsletter.write"),
        schema: {
          summary: "Write a new issue (a draft)",
          tags,
          body: newsletterIssueWrite,
          response: { 201: issueAnswer("The issue"), 400: errorResponse("A field is missing or too long") },
        },
      },
      async (request, reply) => {
        const issue = await issues.create(request.body, by(request));
        request.auditTarget = issue.id;
        reply.code(201);
        return ok(issue, m.saved);
      },
    );

    api.get(
      "/newsletter/issues/:id",
      {
        ...may("newsletter.write"),
        schema: {
          summary: "One issue, with its progress and the addresses that failed",
          tags,
          params: idParams,
          response: { 200: issueAnswer("The issue"), 404: errorResponse("No such issue") },
        },
      },
      async (request) => ok(await issues.get(request.params.id)),
    );

    api.put(
      "/newsletter/issues/:id",
      {
        ...may("newsletter.write"),
        schema: {
          summary: "Change an issue that has not started sending",
          tags,
          params: idParams,
          body: newsletterIssueWrite,
          response: {
            200: issueAnswer("The issue"),
            400: errorResponse("A field is wrong, or the issue was sent"),
            404: errorResponse("No such issue"),
          },
        },
      },
      async (request) => ok(await issues.update(request.params.id, request.body, by(request)), m.saved),
    );

    api.delete(
      "/newsletter/issues/:id",
      {
        ...may("newsletter.write"),
        schema: {
          summary: "Delete an issue that has not started sending",
          tags,
          params: idParams,
          response: {
            200: jsonResponse("Deleted", apiDoneSchema),
            400: errorResponse("The issue was sent"),
            404: errorResponse("No such issue"),
          },
        },
      },
      async (request) => {
        await issues.remove(request.params.id);
        return ok(null, m.deleted);
      },
    );

    api.post(
      "/newsletter/issues/:id/test",
      {
        ...may("newsletter.write"),
        schema: {
          summary: "Send the issue (English, and Hindi when it has it) to one address now: NOTIFY_EMAIL unless given",
          tags,
          params: idParams,
          body: newsletterTestRequest,
          response: {
            200: jsonResponse("Sent", apiDoneSchema),
            400: errorResponse("No mail server, no address, or the mail server refused it"),
            404: errorResponse("No such issue"),
          },
        },
      },
      async (request) => {
        const to = await issues.sendTest(request.params.id, request.body.to);
        return ok(null, m.test.sent(to));
      },
    );

    api.post(
      "/newsletter/issues/:id/send",
      {
        ...may("newsletter.write"),
        schema: {
          summary: "Send the issue to every confirmed subscriber now, or at `sendAt` (a time with its offset)",
          tags,
          params: idParams,
          body: newsletterSendRequest,
          response: {
            200: issueAnswer("Sending, or scheduled"),
            400: errorResponse("No mail server, no subscribers, a time past, or sent already"),
            404: errorResponse("No such issue"),
          },
        },
      },
      async (request) => {
        const issue = await issues.send(request.params.id, request.body.sendAt ?? null, by(request));
        const message =
          issue.state === "scheduled" && issue.sendAt
            ? m.send.scheduled(formatDateTime(issue.sendAt, services.config.site.timeZone))
            : m.send.started(issue.recipients);
        return ok(issue, message);
      },
    );

    api.post(
      "/newsletter/issues/:id/cancel",
      {
        ...may("newsletter.write"),
        schema: {
          summary: "Cancel a scheduled issue's time: it is a draft again",
          tags,
          params: idParams,
          response: {
            200: issueAnswer("A draft again"),
            400: errorResponse("The issue was sent"),
            404: errorResponse("No such issue"),
          },
        },
      },
      async (request) => ok(await issues.cancelSchedule(request.params.id, by(request)), m.send.cancelled),
    );

    api.post(
      "/newsletter/issues/:id/retry",
      {
        ...may("newsletter.write"),
        schema: {
          summary: "Try the addresses that failed every try again",
          tags,
          params: idParams,
          response: {
            200: issueAnswer("Sending again"),
            400: errorResponse("No mail server, or no address failed"),
            404: errorResponse("No such issue"),
          },
        },
      },
      async (request) => ok(await issues.retryFailed(request.params.id), m.progress.retried),
    );
  };
