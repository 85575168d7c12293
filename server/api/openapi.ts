/**
 * The OpenAPI document's conventions, applied to every API route as it is added
 * (one place, so the document cannot drift from the routes): an `operationId`
 * made from the method and path, `security: [{ bearer: [] }]` and the 401 where
 * the route has the admin guard (with its 403, the permission and the roles that hold it), and the error answers each kind of route can
 * give, all with the one ApiFailure schema. Each route declares its success
 * answer (and any error this cannot infer, such as a 410) in `schema.response`.
 */
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiFailureSchema } from "#common/api";
import { PERMISSIONS, STAFF_ROLES } from "#common/staff-roles";
import { routePermission } from "./require-admin.ts";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The name the document gives a wildcard route's rest of the path (`/api/images/{key}`). */
const WILDCARD_NAME = "key";

/** A documented answer: its description and JSON schema (serialised with it, too). */
export function jsonResponse(description: string, schema: z.ZodType) {
  return { description, content: { "application/json": { schema } } };
}

/** A documented error answer with the shared ApiFailure envelope. */
export const errorResponse = (description: string) => jsonResponse(description, apiFailureSchema);

/** A documented answer that is not JSON (CSV, a stored file, an SVG). */
export function fileResponse(description: string, contentType: string) {
  return {
    description,
    content: { [contentType]: { schema: z.unknown().meta({ type: "string", format: "binary" }) } },
  };
}

/** "getBlogsSlugBySlug" from GET /api/blogs/slug/:slug. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split(/[/.]/)
    .filter(Boolean)
    .flatMap((segment) => {
      if (segment === "*") return ["by", WILDCARD_NAME];
      return segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split("-");
    });
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

/**
 * The transform of @fastify/swagger: the zod schemas become JSON schemas, and a
 * wildcard route (`/api/images/*`, whose key holds slashes) is documented with a
 * named path parameter, `/api/images/{key}`, as OpenAPI has no wildcards.
 */
export function openApiTransform(document: Parameters<typeof jsonSchemaTransform>[0]) {
  const out = jsonSchemaTransform(document);
  if (!out.url.endsWith("/*") || !out.schema) return out;
  const schema = out.schema as { params?: { properties?: Record<string, unknown>; required?: string[] } };
  const wildcard = schema.params?.properties?.["*"];
  if (schema.params && wildcard) {
    schema.params = { ...schema.params, properties: { [WILDCARD_NAME]: wildcard }, required: [WILDCARD_NAME] };
  }
  return { ...out, url: `${out.url.slice(0, -1)}{${WILDCARD_NAME}}` };
}

/** Routes that only answer "no such API route": not operations of the API. */
const isCatchAll = (url: string) => url === "/api" || url === "/api/" || url === "/api/*";

export function registerOpenApiConventions(app: FastifyInstance, options: { bodyLimit: number }): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const method = [route.method].flat()[0] ?? "GET";
    // Pages and static files are not operations of the API: the document leaves them out
    // (the pages' catch-all has no schema for the transform to read).
    if (!route.url.startsWith("/api")) {
      route.schema = { ...route.schema, hide: true };
      return;
    }
    if (method === "HEAD") return;
    route.schema ??= {};
    const schema = route.schema as Record<string, unknown> & { response?: Record<string, unknown>; hide?: boolean };
    if (isCatchAll(route.url)) {
      schema.hide = true;
      return;
    }
    schema.operationId ??= operationIdOf(method, route.url);

    const permission = routePermission(route);
    const guarded = permission !== undefined;
    const someRolesRefused = guarded && PERMISSIONS[permission].roles.length < STAFF_ROLES.length;
    const hasParams = route.url.includes(":");
    const hasBody = BODY_METHODS.has(method);
    const multipart = ((schema.consumes as string[] | undefined) ?? []).includes("multipart/form-data");
    const limit = route.bodyLimit ?? options.bodyLimit;
    const errors: Record<number, string | false> = {
      400: (hasBody || hasParams || schema.querystring !== undefined) && "Invalid input: `errors` names each field",
      401: guarded && "No valid admin token (missing, malformed, revoked or expired, or the account is disabled)",
      403: someRolesRefused && `Signed in, but the role does not allow this (permission ${permission})`,
      404: hasParams && "No such item",
      413:
        hasBody &&
        (multipart ? "Too large: a file over its limit, too many files or fields" : `Request body over ${limit} bytes`),
      415:
        hasBody &&
        (multipart ? "Not multipart/form-data, or a file of a type not accepted" : "Unsupported content type"),
      429:
        (route.config as { public?: boolean } | undefined)?.public === true &&
        "Too many requests from this address: wait as long as Retry-After says",
    };
    // Open routes say so (`security: []`), so no client guesses.
    schema.security ??= guarded ? [{ bearer: [] }] : [];
    // The permission it needs and the roles that hold it (docs/staff-roles.md), for clients and the roles test.
    if (guarded) {
      schema["x-permission"] = permission;
      schema["x-roles"] = [...PERMISSIONS[permission].roles];
    }
    schema.response ??= {};
    const response = schema.response;
    for (const [status, description] of Object.entries(errors)) {
      if (description && response[status] === undefined) response[status] = errorResponse(description);
    }
  });
}
