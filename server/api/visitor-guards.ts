/**
 * Flood and spam protection for what visitors send (contact messages,
 * applications, custom-form responses): a per-client-address limit in a fixed
 * window (429 with Retry-After), checked first thing in the handler (before a
 * multipart body is read); a per-e-mail limit once the e-mail is known; the
 * honeypot field that only bots fill in; and the form ticket of the minimum-time
 * check (server/services/form-tickets.ts). Limits are set in the environment
 * (docs/operations.md, Configuration).
 */
import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactMessages } from "#common/messages/contact";
import { keyed, keysOf } from "#common/messages/keyed";
import { canonicalEmail } from "#common/schemas/text";
import type { AppServices } from "../services/index.ts";
import { HttpError, ok } from "./http-error.ts";

type Guarded = Pick<AppServices, "rateLimiter" | "config">;

const tooManyKey = keysOf("contactMessages", contactMessages).tooMany;

/** "Please wait {n} minutes": the page shows it in its language (a plural, by the minutes). */
const tooMany = (resetInSeconds: number) =>
  new HttpError(429, keyed(tooManyKey, { n: Math.max(1, Math.ceil(resetInSeconds / 60)) }), undefined, {
    "retry-after": String(Math.max(1, resetInSeconds)),
  });

async function limited(services: Guarded, key: string, max: number): Promise<void> {
  const { windowSeconds } = services.config.visitorSubmissions;
  const { count, resetInSeconds } = await services.rateLimiter.hit(key, windowSeconds);
  if (count > max) throw tooMany(resetInSeconds);
}

/** `const limit = submissionLimit(services, "contact")`, then `await limit(request)`: one counter per form kind and client. */
export function submissionLimit(services: Guarded, bucket: string): (request: { ip: string }) => Promise<void> {
  return (request) => limited(services, `visitor:${bucket}:${request.ip}`, services.config.visitorSubmissions.max);
}

/**
 * `await emailLimit(services, "contact", email).around(() => store())`: one counter
 * per form kind and e-mail address, in its canonical spelling (case ignored; the
 * schemas refuse display names and comments, issue 40), so one sender cannot fill
 * the inbox from many addresses, nor one inbox be written to under many spellings,
 * while many senders behind one client address are not refused.
 * The submission is counted first and the work done only when it is within the
 * limit (429 otherwise), in one atomic step of the limiter: parallel requests for
 * one address cannot all pass a check made before any of them was counted. A
 * refused or failed submission gives its count back, so correcting a refused form
 * costs nothing. The address is hashed: the limiter holds no e-mails.
 */
export function emailLimit(services: Guarded, bucket: string, email: string) {
  const hash = createHash("sha256").update(canonicalEmail(email)).digest("base64url").slice(0, 22);
  const key = `visitor:${bucket}:email:${hash}`;
  const { perEmailMax, windowSeconds } = services.config.visitorSubmissions;
  return {
    async around<T>(work: () => Promise<T>): Promise<T> {
      const { count, resetInSeconds } = await services.rateLimiter.hit(key, windowSeconds);
      if (count > perEmailMax) {
        await services.rateLimiter.release(key);
        throw tooMany(resetInSeconds);
      }
      try {
        return await work();
      } catch (err) {
        await services.rateLimiter.release(key);
        throw err;
      }
    },
  };
}

/** True when the hidden field people are told to leave empty has something in it. */
export function honeypotFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(honeypotFilled);
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * True when a submission is to be answered as accepted and dropped: the honeypot
 * is filled, or its form ticket is too young (sent by a program) or forged. An
 * expired or already used ticket counts as none (server/services/form-tickets.ts):
 * a person's form left open for days, or sent again after a refusal, goes through.
 */
export async function sentByBot(
  services: Pick<AppServices, "formTickets">,
  fields: { honeypot?: unknown; ticket: unknown },
  log: FastifyBaseLogger,
  what: string,
): Promise<boolean> {
  if (honeypotFilled(fields.honeypot)) {
    log.info(`${what} dropped: honeypot field filled`);
    return true;
  }
  const verdict = await services.formTickets.check(Array.isArray(fields.ticket) ? fields.ticket[0] : fields.ticket);
  if (verdict === "too-soon" || verdict === "forged") {
    log.info({ verdict }, `${what} dropped: form ticket ${verdict === "forged" ? "forged" : "too young"}`);
    return true;
  }
  if (verdict === "expired" || verdict === "reused") {
    log.info({ verdict }, `${what}: form ticket ${verdict}, taken as none`);
  }
  return false;
}

/** GET /api/form-ticket: what a visitor form fetches when it appears (never cached). */
export const formTicketRoutes =
  (services: AppServices): FastifyPluginAsyncZod =>
  async (api) => {
    api.get(
      "/form-ticket",
      {
        config: { public: true },
        schema: {
          summary: "A signed timestamp for a visitor form that has just appeared; send it back with the form",
          tags: ["contact"],
          response: { 200: z.object({ success: z.literal(true), data: z.object({ ticket: z.string() }) }) },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return ok({ ticket: await services.formTickets.issue() });
      },
    );
  };
