/**
 * /api/privacy-requests (issue 42), the admin's: the requests about personal data
 * the staff recorded, each with the day its reply is due (30 days after it
 * arrived) and whether it is late; record one, mark it answered or waiting again,
 * change its notes, remove one recorded by mistake.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiDoneSchema, apiSuccessSchema } from "#common/api";
import { privacyRequestMessages as m } from "#common/messages/privacy-requests";
import {
  privacyRequestInput,
  privacyRequestList,
  privacyRequestUpdate,
  privacyRequestView,
} from "#common/schemas/privacy-requests";
import type { Permission } from "#common/staff-roles";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";
import { errorResponse, jsonResponse } from "./openapi.ts";
import { requireAdmin } from "./require-admin.ts";

const idParams = z.object({ id: z.string().max(64) });
const requestAnswer = (description: string) => jsonResponse(description, apiSuccessSchema(privacyRequestView));

export const privacyRequestRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const may = (permission: Permission) => ({ onRequest: requireAdmin(services, permission) });
    const tags = ["personal-data"];
    const requests = services.privacyRequests;

    api.get(
      "/privacy-requests",
      {
        ...may("privacy-requests.read"),
        schema: {
          summary: "The requests about personal data: waiting ones by deadline, then the latest answered",
          tags,
          response: { 200: jsonResponse("The requests", apiSuccessSchema(privacyRequestList)) },
        },
      },
      async () => ok(await requests.list()),
    );

    api.post(
      "/privacy-requests",
      {
        ...may("privacy-requests.write"),
        schema: {
          summary: "Record a request that arrived (a copy, a correction, an erasure, a consent withdrawn)",
          tags,
          body: privacyRequestInput,
          response: { 201: requestAnswer("The request"), 400: errorResponse("A field is missing or wrong") },
        },
      },
      async (request, reply) => {
        const recorded = await requests.record(request.body);
        request.auditTarget = recorded.id;
        reply.code(201);
        return ok(recorded, m.recorded);
      },
    );

    api.patch(
      "/privacy-requests/:id",
      {
        ...may("privacy-requests.write"),
        schema: {
          summary: "Mark a request answered (today) or waiting again, and/or change its notes",
          tags,
          params: idParams,
          body: privacyRequestUpdate,
          response: { 200: requestAnswer("The request"), 404: errorResponse("No such request") },
        },
      },
      async (request) => {
        const { answered } = request.body;
        const updated = await requests.update(request.params.id, request.body);
        return ok(updated, answered === undefined ? m.saved : answered ? m.answered : m.reopened);
      },
    );

    api.delete(
      "/privacy-requests/:id",
      {
        ...may("privacy-requests.write"),
        schema: {
          summary: "Remove a request recorded by mistake",
          tags,
          params: idParams,
          response: { 200: jsonResponse("Removed", apiDoneSchema), 404: errorResponse("No such request") },
        },
      },
      async (request) => {
        await requests.remove(request.params.id);
        return ok(null, m.removed);
      },
    );
  };
