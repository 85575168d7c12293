/**
 * /api/staff and /api/audit (issue 45), the Administrator's: the staff accounts
 * (invite by e-mail with a role, send a new invitation, change the role, disable or
 * enable, remove) and the audit log (a page of entries, filtered, and its CSV).
 * Nothing edits or deletes an audit entry.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiSuccessSchema } from "#common/api";
import { adminMessages as messages } from "#common/messages/admin";
import {
  auditPageView,
  auditQuery,
  staffAccountView,
  staffChange,
  staffInvitationView,
  staffInvite,
} from "#common/schemas/staff";
import { datedName, sendCsv, toCsv } from "../csv/csv.ts";
import type { AppServices } from "../services/index.ts";
import { ok } from "./http-error.ts";
import { errorResponse, fileResponse, jsonResponse } from "./openapi.ts";
import { adminOf, requireAdmin } from "./require-admin.ts";

const idParams = z.object({ id: z.string().max(64) });
const conflict = errorResponse("Not for this account: one's own, the first administrator's, or already active");

export const staffRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    const staffOnly = { onRequest: requireAdmin(services, "staff.manage") };
    const auditOnly = { onRequest: requireAdmin(services, "audit.read") };
    const tags = ["staff"];

    api.get(
      "/staff",
      {
        ...staffOnly,
        schema: {
          summary: "The staff accounts, the first administrator first",
          tags,
          response: { 200: jsonResponse("The accounts", apiSuccessSchema(z.array(staffAccountView))) },
        },
      },
      async () => ok(await services.staff.list()),
    );

    api.post(
      "/staff",
      {
        ...staffOnly,
        schema: {
          summary:
            "Invite a person by e-mail with a role: a one-time link (7 days) to set their password, mailed, or " +
            "answered as `link` for the Administrator to pass on when no mail server takes it",
          tags,
          body: staffInvite,
          response: {
            201: jsonResponse("The invitation", apiSuccessSchema(staffInvitationView)),
            409: errorResponse("Someone on the staff already has this e-mail address"),
          },
        },
      },
      async (request, reply) => {
        const invitation = await services.staff.invite(request.body, adminOf(request), request.log);
        request.auditTarget = invitation.account.id;
        reply.code(201);
        return ok(invitation, messages.staff.invited(request.body.email));
      },
    );

    api.post(
      "/staff/:id/invitation",
      {
        ...staffOnly,
        schema: {
          summary: "A new invitation for someone who has not set a password yet (the earlier link stops working)",
          tags,
          params: idParams,
          response: { 200: jsonResponse("The invitation", apiSuccessSchema(staffInvitationView)), 409: conflict },
        },
      },
      async (request) => {
        const invitation = await services.staff.reinvite(request.params.id, adminOf(request), request.log);
        return ok(invitation, messages.staff.invited(invitation.account.email ?? invitation.account.username));
      },
    );

    api.patch(
      "/staff/:id",
      {
        ...staffOnly,
        schema: {
          summary: "Change a person's role, or disable them (their sessions end at once) or enable them again",
          tags,
          params: idParams,
          body: staffChange,
          response: { 200: jsonResponse("The account", apiSuccessSchema(staffAccountView)), 409: conflict },
        },
      },
      async (request) =>
        ok(await services.staff.change(request.params.id, request.body, adminOf(request)), messages.staff.updated),
    );

    api.delete(
      "/staff/:id",
      {
        ...staffOnly,
        schema: {
          summary: "Remove a person's account and end their sessions (the audit log keeps their entries)",
          tags,
          params: idParams,
          response: {
            200: jsonResponse("Removed", apiSuccessSchema(z.object({ id: z.string(), name: z.string() }))),
            409: conflict,
          },
        },
      },
      async (request) => ok(await services.staff.remove(request.params.id, adminOf(request)), messages.staff.removed),
    );

    api.delete(
      "/staff/:id/two-step",
      {
        ...staffOnly,
        schema: {
          summary:
            "Reset a person's two-step sign-in (a lost phone): it goes off, their sessions end, they sign in " +
            "with their password and set it up again",
          tags,
          params: idParams,
          response: {
            200: jsonResponse("Reset", apiSuccessSchema(z.object({ id: z.string(), name: z.string() }))),
            409: conflict,
          },
        },
      },
      async (request) => {
        const person = await services.twoStep.resetFor(request.params.id, adminOf(request));
        return ok(person, messages.twoStep.resetForPerson(person.name));
      },
    );

    api.get(
      "/audit",
      {
        ...auditOnly,
        schema: {
          summary:
            "The audit log, newest first, paged: who (actor: an account id), what (action), about what " +
            "(targetKind, targetId; each entry also names it, targetLabel), which days (from, to: YYYY-MM-DD on the site's clock)",
          tags,
          querystring: auditQuery,
          response: { 200: jsonResponse("A page of entries", apiSuccessSchema(auditPageView)) },
        },
      },
      async (request) => ok(await services.audit.page(request.query)),
    );

    api.get(
      "/audit/export.csv",
      {
        ...auditOnly,
        schema: {
          summary: "The audit log's entries the filters match, as CSV",
          tags,
          querystring: auditQuery,
          response: { 200: fileResponse("The CSV file", "text/csv") },
        },
      },
      async (request, reply) => {
        const { page: _page, pageSize: _size, ...filter } = request.query;
        const timeZone = services.config.site.timeZone;
        const rows = (await services.audit.all(filter)).map((entry) => [
          entry.at,
          entry.actorName,
          entry.description,
          entry.action,
          entry.targetKind,
          entry.targetLabel,
          entry.targetId,
          entry.clientAddress,
        ]);
        const header = ["When", "Who", "What", "Action", "About", "Which", "Id", "Client address"];
        return sendCsv(reply, datedName("audit-log", timeZone), toCsv(header, rows, { timeZone }));
      },
    );
  };
