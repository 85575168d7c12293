/**
 * One error handler for the API: every failure becomes the JSON envelope with an
 * honest status. Bad input is a 4xx naming the problem; anything unexpected is a
 * 500 carrying the request id, logged with its stack, never sent to the client.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ApiFailure, VALIDATION_ERRORS } from "../../common/api.ts";
import { HttpError } from "./http-error.ts";

const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "Malformed JSON in request body" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "Request body is empty" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "Request body is too large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Unsupported content type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Invalid Content-Length header" },
};

export function validationFailure(errors: Record<string, string>): ApiFailure {
  const summary = Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return { success: false, message: `${VALIDATION_ERRORS}: ${summary}`, errors };
}

export function registerApiErrorHandling(api: FastifyInstance): void {
  api.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        errors[field] ??= issue.message ?? "Invalid value";
      }
      return reply.code(400).send(validationFailure(errors));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ApiFailure = { success: false, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) {
      return reply.code(known.status).send({ success: false, message: known.message });
    }
    // Fastify's own 4xx errors (for example a bad multipart header) keep their status.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send({
      success: false,
      message: `Something went wrong on our side. Please try again; if it keeps happening, quote request id ${request.id}.`,
      requestId: request.id,
    } satisfies ApiFailure);
  });
}

/** Unknown `/api/...` paths answer JSON, not the website's 404 page. */
export function registerApiNotFound(api: FastifyInstance): void {
  const notFound = (request: { method: string; url: string }) => ({
    success: false as const,
    message: `No API route for ${request.method} ${request.url.split("?")[0]}`,
  });
  api.all("/*", async (request, reply) => reply.code(404).send(notFound(request)));
  api.all("/", async (request, reply) => reply.code(404).send(notFound(request)));
}
