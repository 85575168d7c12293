/**
 * The guard for admin-only routes: a valid `Authorization: Bearer <token>` or 401
 * `{ success: false, message }` saying what is wrong (missing, malformed, revoked,
 * expired). Use as `{ onRequest: requireAdmin(services) }`: it runs before the body
 * is read or validated, so an anonymous request gets 401, never a 400 or 413.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { AuthenticatedAdmin } from "../services/auth-service.ts";
import type { AppServices } from "../services/index.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdmin on admin-only routes. */
    admin?: AuthenticatedAdmin;
  }
}

const ADMIN_GUARD = Symbol("admin guard");

export function requireAdmin(services: Pick<AppServices, "auth">): onRequestAsyncHookHandler {
  const guard = async (request: FastifyRequest) => {
    request.admin = await services.auth.authenticate(request.headers.authorization);
  };
  return Object.assign(guard, { [ADMIN_GUARD]: true });
}

/**
 * For public reads that show the admin more (drafts, scheduled posts): sets
 * `request.admin` when the request carries a valid token; anything else reads as a
 * visitor, never a 401, so a stale token cannot break a public page or list.
 */
export function recogniseAdmin(services: Pick<AppServices, "auth">): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    request.admin = await services.auth.authenticate(request.headers.authorization).catch(() => undefined);
  };
}

/** True for a hook made by requireAdmin: the OpenAPI document marks its routes as needing the bearer token. */
export const isAdminGuard = (hook: unknown): boolean =>
  typeof hook === "function" && (hook as { [ADMIN_GUARD]?: boolean })[ADMIN_GUARD] === true;

/** The admin of a request that passed requireAdmin. */
export function adminOf(request: { admin?: AuthenticatedAdmin }): AuthenticatedAdmin {
  if (!request.admin) throw new Error("route is missing the requireAdmin hook");
  return request.admin;
}
