/**
 * The audit log's one recorder for the API (issue 45, decision 089): every staff-only
 * route that succeeded is recorded when it changes something (any method but GET) or
 * reads a person's data (its permission is `personal` in common/staff-roles.ts), before
 * the answer leaves, so no person's data goes out unrecorded. The entry names the
 * operation (its operationId, and its summary up to the first bracket, colon or
 * semicolon: the words a person reads in the Audit log), what it was
 * about (the path's resource and its ids, and what that thing is called: its label,
 * server/services/audit-labels.ts, decision 092) and the client address as TRUST_PROXY
 * defines it (`request.ip`, as the rate limits use it). A route can name what it made
 * (`request.auditTarget`) or opt out (`config: { audit: false }`, for a POST that
 * changes nothing, such as a Markdown preview).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readsPersonalData } from "#common/staff-roles";
import type { AuditSubject } from "../services/audit-labels.ts";
import type { AuditLog } from "../services/audit-log.ts";
import { routePermission } from "./require-admin.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The id of what a staff route made (a new account, a new post), for its audit entry. */
    auditTarget?: string;
    /** What a DELETE's target was called before it went (read before the route runs). */
    auditLabelBefore?: string;
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

/** What the label of `request`'s target is looked up from. */
function auditSubject(request: FastifyRequest): AuditSubject {
  return {
    kind: auditTarget(request).kind,
    route: request.routeOptions.url?.replace(/^\/api/, "") ?? "",
    params: {
      ...(request.params as Record<string, string>),
      ...(request.auditTarget ? { id: request.auditTarget } : {}),
    },
    body: request.body,
    actorName: request.admin?.name ?? "",
  };
}

export function registerAuditLog(app: FastifyInstance, audit: AuditLog): void {
  const permissions = new Map<string, ReturnType<typeof routePermission>>();
  app.addHook("onRoute", (route) => {
    const permission = routePermission(route);
    if (permission) for (const method of [route.method].flat()) permissions.set(`${method} ${route.url}`, permission);
  });
  /** Whether a signed-in request of this route is recorded (whatever its answer). */
  const audited = (request: FastifyRequest): boolean => {
    const permission = permissions.get(`${request.method} ${request.routeOptions.url}`);
    if (!permission || !request.admin || request.routeOptions.config.audit === false) return false;
    return request.method !== "GET" || readsPersonalData(permission);
  };
  /** A label is words for the reader, never a reason to refuse or fail a request. */
  const labelOf = (request: FastifyRequest) =>
    audit.labelOf(auditSubject(request)).catch((err: unknown) => {
      request.log.warn({ err }, "audit log: the target's label could not be read");
      return undefined;
    });

  // A deleted thing cannot be looked up afterwards: its name is read first.
  app.addHook("preHandler", async (request) => {
    if (request.method === "DELETE" && audited(request)) request.auditLabelBefore = await labelOf(request);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode >= 400 || !request.admin || !audited(request)) return payload;
    const schema = (request.routeOptions.schema ?? {}) as { operationId?: string; summary?: string };
    // The summary's first words, as the staff read it in the log: "Invite a person by e-mail with a role".
    const description = (schema.summary ?? "").split(/[(:;]/)[0]?.trim() ?? "";
    const target = auditTarget(request);
    // Read after any other change, so a renamed post is named as it is now.
    const targetLabel = request.method === "DELETE" ? request.auditLabelBefore : await labelOf(request);
    await audit.record({
      actor: { id: request.admin.id, name: request.admin.name },
      action: schema.operationId ?? `${request.method} ${request.routeOptions.url}`,
      description,
      targetKind: target.kind,
      targetId: target.id,
      targetLabel,
      clientAddress: request.ip,
    });
    return payload;
  });
}
