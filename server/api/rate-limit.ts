/**
 * A per-client request limit for public write routes (form responses, click
 * counting): `onRequest: limitPerClient(services, "form-response", 120, 600)`.
 * Keyed on the client address (from X-Forwarded-For only when TRUST_PROXY is set),
 * never on anything the client chooses; beyond the limit, 429 with Retry-After.
 */
import type { Message } from "#common/messages/keyed";
import type { AppServices } from "../services/index.ts";
import { HttpError } from "./http-error.ts";

export const TOO_MANY_REQUESTS = "Too many requests. Please wait a few minutes and try again.";

export function limitPerClient(
  services: Pick<AppServices, "rateLimiter">,
  name: string,
  max: number,
  windowSeconds: number,
  message: Message = TOO_MANY_REQUESTS,
): (request: { ip: string }) => Promise<void> {
  return async (request) => {
    const { count, resetInSeconds } = await services.rateLimiter.hit(`${name}:${request.ip}`, windowSeconds);
    if (count > max) {
      throw new HttpError(429, message, undefined, { "retry-after": String(Math.max(1, resetInSeconds)) });
    }
  };
}
