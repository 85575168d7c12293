/**
 * One boundary for text (issue 15): every string a request brings in is checked
 * once, here, before any service or database sees it. JSON bodies must be valid
 * UTF-8 and hold no NUL or unpaired surrogate (common/safe-text.ts); the same goes
 * for query strings and path parameters of every API route, the text fields of
 * multipart uploads (server/api/multipart-upload.ts) and the URLs of pages
 * (server/ssr/react-router-handler.ts). A refusal is a 400 naming the field.
 */
import type { FastifyInstance } from "fastify";
import { findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE } from "#common/safe-text";
import { validationFailure } from "./error-handler.ts";
import { HttpError } from "./http-error.ts";

export const INVALID_UTF8_MESSAGE = "Request body is not valid UTF-8";

/** The 400 for a field holding unsafe text, in the shape of every validation failure. */
export function unsafeTextError(field: string): HttpError {
  const errors = { [field]: UNSAFE_TEXT_MESSAGE };
  return new HttpError(400, validationFailure(errors).message, errors);
}

/** Throws the 400 when `value` (a parsed body, query, params or field list) holds unsafe text anywhere. */
export function assertSafeText(value: unknown, root = "body"): void {
  const field = findUnsafeText(value, root);
  if (field !== undefined) throw unsafeTextError(field);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The JSON body parser of the boundary: valid UTF-8, and no unsafe text anywhere in the document. */
function safeJsonParser(app: FastifyInstance): Parameters<FastifyInstance["addContentTypeParser"]>[2] {
  const parseJson = app.getDefaultJsonParser("error", "error");
  return (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, INVALID_UTF8_MESSAGE, { body: INVALID_UTF8_MESSAGE }), undefined);
      return;
    }
    parseJson(request, text, (err, parsed) => {
      if (err) return done(err, undefined);
      const field = findUnsafeText(parsed);
      if (field !== undefined) return done(unsafeTextError(field), undefined);
      done(null, parsed);
    });
  };
}

/**
 * Replaces Fastify's JSON body parser (same limits, same protection against
 * prototype poisoning) with one that refuses invalid UTF-8 instead of turning it
 * into U+FFFD, and unsafe text anywhere in the document. Register on the root
 * instance, before the routes.
 */
export function registerJsonTextBoundary(app: FastifyInstance): void {
  const parser = safeJsonParser(app);
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, parser);
}

/**
 * JSON sent as `text/plain` (what `navigator.sendBeacon` sends for a string, the one
 * body a browser posts without asking first), read by the same boundary: register in
 * the plugin of the routes that take it (the visit beacons) and nowhere else.
 */
export function acceptJsonAsPlainText(api: FastifyInstance): void {
  api.addContentTypeParser("text/plain", { parseAs: "buffer" }, safeJsonParser(api));
}

/**
 * Checks the path parameters of every route in `api`, and the query of every route
 * that reads one (declares a `querystring` schema), after routing, before validation.
 */
export function registerParameterTextBoundary(api: FastifyInstance): void {
  api.addHook("preValidation", async (request) => {
    assertSafeText(request.params, "path");
    if (request.routeOptions.schema?.querystring) assertSafeText(request.query, "query");
  });
}

/**
 * True when a page URL can be handed to the pages: every path segment decodes and
 * every decoded segment and query value is safe text. `/blog/%00` is refused
 * before a loader looks the slug up.
 */
export function isSafeUrl(url: URL): boolean {
  try {
    const segments = url.pathname.split("/").map((segment) => decodeURIComponent(segment));
    return [...segments, ...url.searchParams.keys(), ...url.searchParams.values()].every(isSafeText);
  } catch {
    return false;
  }
}
