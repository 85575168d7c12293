/**
 * The audit log's one recorder for the API (issue 45, decision 089): every staff-only
 * route that succeeded is recorded when it changes something (any method but GET) or
 * reads a person's data (its permission is `personal` in common/staff-roles.ts), before
 * the answer leaves, so no person's data goes out unrecorded. The entry names the
 * operation (its operationId, and its summary up to the first bracket, colon or
 * semicolon: the words a person reads in the Audit log), what it was
 * about (the path's resource and its ids) and the client address as TRUST_PROXY
 * defines it (`request.ip`, as the rate limits use it). A route can name what it made
 * (`request.auditTarget`) or opt out (`config: { audit: false }`, for a POST that
 * changes nothing, such as a Markdown preview).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readsPersonalData } from "#common/staff-roles";
import type { AuditLog } from "../services/audit-log.ts";
import { routePermission } from "./require-admin.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The id of what a staff route made (a new account, a new post), for its audit entry. */
    auditTarget?: string;
  }
  interface FastifyContextConfig {
    /** false: the route changes nothing although it is not a GET (the audit log leaves it out). */
    audit?: boolean;
  }
}

/** "applications" and "<id>" for GET /api/applications/:id/resume; "content" and "page-home" for /api/content/page-home. */
export function auditTarget(request: FastifyRequest): { kind: string; id: string | undefined } {
  const [kind = "", second] = request.routeOptions.url?.replace(/^\/api\//, "").split("/") ?? [];
  const ids = Object.values((request.params ?? {}) as Record<string, string>).filter(Boolean);
  const named = kind === "content" && second && !second.startsWith(":") ? second : undefined;
  return { kind, id: request.auditTarget ?? (ids.length > 0 ? ids.join("/") : named) };
}

export function registerAuditLog(app: FastifyInstance, audit: AuditLog): void {
  const permissions = new Map<string, ReturnType<typeof routePermission>>();
  app.addHook("onRoute", (route) => {
    const permission = routePermission(route);
    if (permission) for (const method of [route.method].flat()) permissions.set(`${method} ${route.url}`, permission);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const permission = permissions.get(`${request.method} ${request.routeOptions.url}`);
    if (!permission || !request.admin || reply.statusCode >= 400 || request.routeOptions.config.audit === false) {
      return payload;
    }
    if (request.method === "GET" && !readsPersonalData(permission)) return payload;
    const schema = (request.routeOptions.schema ?? {}) as { operationId?: string; summary?: string };
    // The summary's first words, as the staff read it in the log: "Invite a person by e-mail with a role".
    const description = (schema.summary ?? "").split(/[(:;]/)[0]?.trim() ?? "";
    const target = auditTarget(request);
    await audit.record({
      actor: { id: request.admin.id, name: request.admin.name },
      action: schema.operationId ?? `${request.method} ${request.routeOptions.url}`,
      description,
      targetKind: target.kind,
      targetId: target.id,
      clientAddress: request.ip,
    });
    return payload;
  });
}
