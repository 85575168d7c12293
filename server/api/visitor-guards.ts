/**
 * Flood protection for what visitors send (contact messages, applications): a
 * per-client limit in a fixed window (429 with Retry-After), checked first thing
 * in the handler (before a multipart body is read), and the honeypot field that
 * only bots fill in.
 */
import type { FastifyRequest } from "fastify";
import { contactMessages as messages } from "../../common/messages/contact.ts";
import type { AppServices } from "../services/index.ts";
import { HttpError } from "./http-error.ts";

/** `const limit = submissionLimit(services, "contact")`, then `await limit(request)`: one counter per form kind and client. */
export function submissionLimit(
  services: Pick<AppServices, "rateLimiter" | "config">,
  bucket: string,
): (request: FastifyRequest) => Promise<void> {
  const { max, windowSeconds } = services.config.visitorSubmissions;
  return async (request) => {
    const { count, resetInSeconds } = await services.rateLimiter.hit(`visitor:${bucket}:${request.ip}`, windowSeconds);
    if (count > max) {
      throw new HttpError(429, messages.tooMany(Math.max(1, Math.ceil(resetInSeconds / 60))), undefined, {
        "retry-after": String(resetInSeconds),
      });
    }
  };
}

/** True when the hidden field people are told to leave empty has something in it. */
export function honeypotFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(honeypotFilled);
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}
