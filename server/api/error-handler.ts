/**
 * One error handler for the API: every failure becomes the JSON envelope with an
 * honest status. Bad input is a 4xx naming the problem; anything unexpected is a
 * 500 carrying the request id, logged with its stack, never sent to the client.
 */
import { type IncomingMessage, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ApiFailure, VALIDATION_ERRORS } from "#common/api";
import { issueMessage } from "#common/form-kit/field-errors";
import { englishTexts, keyedOnly } from "#common/messages/catalogues";
import type { Message } from "#common/messages/keyed";
import { DomainError, type DomainErrorKind, type Refusal } from "../errors.ts";
import { HttpError } from "./http-error.ts";

const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "Malformed JSON in request body" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "Request body is empty" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "Request body is too large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Unsupported content type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Invalid Content-Length header" },
};

/** The one place a domain failure becomes an HTTP status. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  "too-large": 413,
  "unsupported-type": 415,
  "too-many": 429,
  unavailable: 503,
};

/** A 400's answer: each field's message in English (keyed ones with their keys), and all of them in one line. */
export function validationFailure(messages: Readonly<Record<string, Message>>): ApiFailure {
  const errors = englishTexts(messages);
  const summary = Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  const errorKeys = keyedOnly(messages);
  return { success: false, message: `${VALIDATION_ERRORS}: ${summary}`, errors, ...(errorKeys && { errorKeys }) };
}

/** A refusal's answer: its English words, and the keys of those given keyed. */
function refusalAnswer(error: Refusal): ApiFailure {
  const body: ApiFailure = { success: false, message: error.message };
  if (error.keyed) {
    body.key = error.keyed.key;
    if (error.keyed.params) body.params = error.keyed.params;
  }
  if (error.errors) body.errors = error.errors;
  if (error.errorKeys) body.errorKeys = error.errorKeys;
  return body;
}

/** How much of a refused body is read (and thrown away) so that the client sees the answer. */
export const DISCARD_LIMIT = { bytes: 16 * 1024 * 1024, milliseconds: 10_000 };

/**
 * Reads and discards what is left of a request body the server will not use (a
 * 413, or a refusal before the body was read), up to DISCARD_LIMIT. Closing the
 * socket while the client is still sending makes the kernel reset the connection,
 * and the client (Node's fetch, curl, most proxies) sees a broken pipe instead of
 * the answer. Beyond the limit the answer goes anyway, with `Connection: close`.
 */
export function discardUnreadBody(raw: IncomingMessage): Promise<{ complete: boolean }> {
  const declared = Number(raw.headers["content-length"] ?? Number.NaN);
  const hasBody = declared > 0 || raw.headers["transfer-encoding"] !== undefined;
  if (!hasBody || raw.readableEnded) return Promise.resolve({ complete: true });
  if (raw.destroyed || declared > DISCARD_LIMIT.bytes) return Promise.resolve({ complete: false });
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off("data", onData).off("end", finish).off("error", finish).off("close", finish);
      resolve({ complete: raw.readableEnded });
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_LIMIT.bytes) finish();
    };
    const timer = setTimeout(finish, DISCARD_LIMIT.milliseconds);
    raw.on("data", onData).on("end", finish).on("error", finish).on("close", finish);
    raw.resume();
  });
}

export function registerApiErrorHandling(api: FastifyInstance): void {
  api.setErrorHandler(async (error: FastifyError, request, reply) => {
    // Whatever is still unread (beyond the limit) would be taken for the next request: close after answering.
    if (!(await discardUnreadBody(request.raw)).complete) reply.header("connection", "close");
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, Message> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        // A shared schema's message is a key, filled from the issue (which the provider gives as `params`).
        errors[field] ??= issueMessage({
          ...issue.params,
          code: issue.keyword,
          message: issue.message ?? "Invalid value",
        });
      }
      return reply.code(400).send(validationFailure(errors));
    }
    if (error instanceof HttpError || error instanceof DomainError) {
      if (error.headers) reply.headers(error.headers);
      const status = error instanceof HttpError ? error.statusCode : DOMAIN_ERROR_STATUS[error.kind];
      return reply.code(status).send(refusalAnswer(error));
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

/**
 * Fastify's own refusals before routing (`frameworkErrors`): an escape that does
 * not decode (`/api/blogs/%E0%A4%A`) or a path parameter longer than the router
 * takes. Both are a 400: JSON in the API's envelope under /api, plain text for pages.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "Invalid URL: a path segment is too long" : "Invalid URL";
  reply.code(400);
  if (request.url.startsWith("/api/")) reply.send({ success: false, message } satisfies ApiFailure);
  else reply.type("text/plain; charset=utf-8").send(`Bad request: ${message}`);
}

const clientErrors: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive" },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The URL or the request headers are too long" },
};

/**
 * Node's refusals before Fastify sees a request (`clientErrorHandler`): a URL or
 * headers over 16 KB, a request that never finishes arriving, bytes that are not
 * HTTP. The answer is the API's JSON envelope, without a body to a HEAD request,
 * and the connection closes.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, message } = clientErrors[error.code ?? ""] ?? { status: 400, message: "Malformed HTTP request" };
  const body = JSON.stringify({ success: false, message } satisfies ApiFailure);
  const raw: unknown = error.rawPacket; // a Buffer at run time
  const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString("latin1") === "HEAD ";
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? "" : body}`,
    );
  }
  socket.destroy();
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
