/**
 * The minimum-time check for visitor forms: a form sent within a second or two of
 * appearing was filled in by a program, not a person. When a form appears, the
 * browser fetches a ticket (GET /api/form-ticket, never cached, so a page served
 * from a cache still gets a fresh one): the issue time signed with HMAC-SHA256 by
 * a secret kept in the database (shared by every instance, kept across restarts).
 * The submission carries it back; the server answers as if it accepted one that
 * is too young or forged, and drops it (as with the honeypot).
 * A submission without a ticket is accepted: API clients, a custom-form response
 * filled in offline and sent from the queue much later, a page whose ticket
 * request failed. The per-address and per-e-mail limits still apply to those.
 *
 * A ticket counts once, and for a day (issue 40):
 * - Older than `FORM_TICKET_MAX_AGE_MS` it is "expired", and the submission is
 *   taken as one without a ticket (accepted, under the limits): a person who left
 *   the form open over a weekend, or whose response waited in the offline queue,
 *   loses nothing.
 * - Accepted once ("ok"), it is "reused" ever after, and that submission too is
 *   taken as one without a ticket. Not dropped: a browser does send one ticket
 *   more than once for a person's messages. A contact form refused (a mistyped
 *   address, the limit) is corrected and sent again with the ticket it had; a
 *   custom form keeps its ticket for every response sent from the same page ("send
 *   another", several responses queued offline). A replayed ticket so gains a bot
 *   nothing a missing one would not; what it no longer buys is "ok" for ever.
 * The signatures of used tickets are kept by the rate limiter (in Redis when
 * several instances run, so a ticket used on one is used on all), each for the
 * maximum age, after which the ticket is expired anyway.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { FORM_TICKET_PATTERN } from "#common/form-kit/form-ticket";
import type { createMetaService } from "./meta-service.ts";
import type { RateLimiter } from "./rate-limiter.ts";

const SECRET_KEY = "form_ticket_secret";
const USED_KEY = "form-ticket:used:";

/**
 * How long a ticket counts: a day. Long enough for a form left open through a
 * working day or overnight to still show a person's pace; an older one costs its
 * sender nothing (it is taken as no ticket), so the limit is not set to what a
 * person might need but to how long a used ticket's signature must be kept.
 */
export const FORM_TICKET_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Clocks of instances agree within seconds: a ticket from further ahead is forged. */
const FUTURE_SKEW_MS = 60_000;

export type TicketVerdict = "none" | "ok" | "too-soon" | "forged" | "expired" | "reused";

export interface FormTicketOptions {
  /** A form sent sooner than this after it appeared is a program's. */
  minFillMs: number;
  maxAgeMs?: number;
  /** Where used tickets are remembered: the shared rate limiter. */
  usedTickets: Pick<RateLimiter, "hit">;
  now?: () => number;
}

export function createFormTickets(
  meta: Pick<ReturnType<typeof createMetaService>, "secret">,
  { minFillMs, maxAgeMs = FORM_TICKET_MAX_AGE_MS, usedTickets, now = Date.now }: FormTicketOptions,
) {
  const sign = async (issuedAt: string) =>
    createHmac("sha256", await meta.secret(SECRET_KEY))
      .update(issuedAt)
      .digest("base64url");

  /** Marks a ticket used; true when it was not used before. Kept until it would have expired anyway. */
  const firstUse = async (signature: string): Promise<boolean> => {
    const { count } = await usedTickets.hit(USED_KEY + signature, Math.ceil((maxAgeMs + FUTURE_SKEW_MS) / 1000));
    return count === 1;
  };

  return {
    /** A fresh ticket for a form that has just appeared. */
    async issue(): Promise<string> {
      const issuedAt = String(now());
      return `${issuedAt}.${await sign(issuedAt)}`;
    },

    /**
     * What a submitted ticket says about the sender (anything not a string counts as
     * no ticket). An "ok" ticket is used up by this call: asked again, it is "reused".
     */
    async check(ticket: unknown): Promise<TicketVerdict> {
      if (ticket === undefined || ticket === null || ticket === "") return "none";
      if (typeof ticket !== "string" || !FORM_TICKET_PATTERN.test(ticket)) return "forged";
      const [issuedAt = "", signature = ""] = ticket.split(".");
      const expected = Buffer.from(await sign(issuedAt));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "forged";
      const age = now() - Number(issuedAt);
      if (age < -FUTURE_SKEW_MS) return "forged";
      // Too young stays too young however often it is sent: checked before it can be used up.
      if (age < minFillMs) return "too-soon";
      if (age > maxAgeMs) return "expired";
      return (await firstUse(signature)) ? "ok" : "reused";
    },
  };
}

export type FormTickets = ReturnType<typeof createFormTickets>;
