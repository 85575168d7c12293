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
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { FORM_TICKET_PATTERN } from "#common/schemas/form-ticket";
import type { createMetaService } from "./meta-service.ts";

const SECRET_KEY = "form_ticket_secret";

export type TicketVerdict = "none" | "ok" | "too-soon" | "forged";

export function createFormTickets(
  meta: ReturnType<typeof createMetaService>,
  minFillMs: number,
  now: () => number = Date.now,
) {
  let secret: Promise<Buffer> | undefined;
  const key = () => {
    secret ??= meta.setOnce(SECRET_KEY, randomBytes(32).toString("base64url")).then(
      (value) => Buffer.from(value, "base64url"),
      (err: unknown) => {
        secret = undefined;
        throw err;
      },
    );
    return secret;
  };
  const sign = async (issuedAt: string) =>
    createHmac("sha256", await key())
      .update(issuedAt)
      .digest("base64url");

  return {
    /** A fresh ticket for a form that has just appeared. */
    async issue(): Promise<string> {
      const issuedAt = String(now());
      return `${issuedAt}.${await sign(issuedAt)}`;
    },

    /** What a submitted ticket says about the sender (anything not a string counts as no ticket). */
    async check(ticket: unknown): Promise<TicketVerdict> {
      if (ticket === undefined || ticket === null || ticket === "") return "none";
      if (typeof ticket !== "string" || !FORM_TICKET_PATTERN.test(ticket)) return "forged";
      const [issuedAt = "", signature = ""] = ticket.split(".");
      const expected = Buffer.from(await sign(issuedAt));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "forged";
      const age = now() - Number(issuedAt);
      // A ticket from the future is as wrong as a forged one (clocks of instances agree within seconds).
      if (age < -60_000) return "forged";
      return age < minFillMs ? "too-soon" : "ok";
    },
  };
}

export type FormTickets = ReturnType<typeof createFormTickets>;
