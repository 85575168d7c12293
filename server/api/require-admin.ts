/**
 * The guard for staff-only routes: a valid `Authorization: Bearer <token>` or 401
 * `{ success: false, message }` saying what is wrong (missing, malformed, revoked,
 * expired, a disabled account), then the permission the route needs (common/staff-roles.ts)
 * or 403 for a signed-in person whose role does not hold it, and for an Administrator who
 * must set up two-step sign-in first (two-step-service.ts) on all but their own account. Use as
 * `{ onRequest: requireAdmin(services, "posts.write") }`: it runs before the body is
 * read or validated, so an anonymous request gets 401, never a 400 or 413.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { adminMessages as messages } from "#common/messages/admin";
import { type Permission, ROLE_NAMES, roleMay } from "#common/staff-roles";
import { DomainError } from "../errors.ts";
import type { AuthenticatedAdmin } from "../services/auth-service.ts";
import type { AppServices } from "../services/index.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdmin on staff-only routes. */
    admin?: AuthenticatedAdmin;
  }
}

const ADMIN_GUARD = Symbol("admin guard");

type AdminGuard = onRequestAsyncHookHandler & { [ADMIN_GUARD]: Permission };

type GuardServices = Pick<AppServices, "auth" | "twoStep">;

/** Whether the person may do what `permission` allows now: their role holds it, and no two-step set-up is owed. */
async function mayNow(services: GuardServices, admin: AuthenticatedAdmin, permission: Permission) {
  if (!roleMay(admin.role, permission)) return "role";
  if (permission !== "account.self" && (await services.twoStep.mustSetUp(admin))) return "two-step";
  return true;
}

export function requireAdmin(services: GuardServices, permission: Permission): onRequestAsyncHookHandler {
  const guard = async (request: FastifyRequest) => {
    const admin = await services.auth.authenticate(request.headers.authorization);
    request.admin = admin;
    const may = await mayNow(services, admin, permission);
    if (may === "role") throw new DomainError("forbidden", messages.auth.forbidden(ROLE_NAMES[admin.role]));
    if (may === "two-step") throw new DomainError("forbidden", messages.twoStep.mustSetUp);
  };
  return Object.assign(guard, { [ADMIN_GUARD]: permission }) as AdminGuard;
}

/**
 * For public reads that show the staff more (drafts, scheduled posts): sets
 * `request.admin` when the request carries a valid token of someone who may read
 * `permission`; anything else reads as a visitor, never a 401, so a stale token
 * cannot break a public page or list.
 */
export function recogniseAdmin(services: GuardServices, permission: Permission): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    const admin = await services.auth.authenticate(request.headers.authorization).catch(() => undefined);
    if (admin && (await mayNow(services, admin, permission)) === true) request.admin = admin;
  };
}

/** The permission of a hook made by requireAdmin, else undefined. */
function guardPermission(hook: unknown): Permission | undefined {
  return typeof hook === "function" ? (hook as Partial<AdminGuard>)[ADMIN_GUARD] : undefined;
}

/**
 * The permission a route's guard needs, if it has one: the OpenAPI document marks such a
 * route as needing the bearer token, and the audit log records what it did.
 */
export function routePermission(route: { onRequest?: unknown }): Permission | undefined {
  return [route.onRequest ?? []]
    .flat()
    .map(guardPermission)
    .find((permission) => permission !== undefined);
}

/** The admin of a request that passed requireAdmin. */
export function adminOf(request: { admin?: AuthenticatedAdmin }): AuthenticatedAdmin {
  if (!request.admin) throw new Error("route is missing the requireAdmin hook");
  return request.admin;
}
