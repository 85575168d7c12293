import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createFormTickets, FORM_TICKET_MAX_AGE_MS } from "./form-tickets.ts";
import type { createMetaService } from "./meta-service.ts";
import { createMemoryRateLimiter } from "./rate-limiter.ts";

const HOUR = 60 * 60 * 1000;
const MIN_FILL_MS = 2000;

/** The one fact the tickets keep in the database: their secret, made once and shared. */
function memoryMeta(): Pick<ReturnType<typeof createMetaService>, "secret"> {
  const values = new Map<string, Buffer>();
  return {
    async secret(key: string) {
      if (!values.has(key)) values.set(key, randomBytes(32));
      return values.get(key) as Buffer;
    },
  };
}

/** Two instances of the server: one database (the secret), one shared limiter, one clock. */
function setUp() {
  const clock = { now: Date.UTC(2026, 0, 10, 9, 0, 0) };
  const now = () => clock.now;
  const meta = memoryMeta();
  const usedTickets = createMemoryRateLimiter(now);
  const options = { minFillMs: MIN_FILL_MS, usedTickets, now };
  return {
    clock,
    tickets: createFormTickets(meta, options),
    otherInstance: createFormTickets(meta, options),
  };
}

describe("form tickets", () => {
  it("accept a ticket from a form filled at a person's pace, once", async () => {
    const { clock, tickets, otherInstance } = setUp();
    const ticket = await tickets.issue();
    clock.now += 30_000;
    expect(await tickets.check(ticket)).toBe("ok");
    expect(await tickets.check(ticket)).toBe("reused");
    // Another instance knows it is used: the limiter is shared (Redis when there are several).
    expect(await otherInstance.check(ticket)).toBe("reused");
    clock.now += 20 * HOUR;
    expect(await tickets.check(ticket)).toBe("reused");
  });

  it("do not use up a ticket sent too soon: too soon stays too soon, and it counts once it is old enough", async () => {
    const { clock, tickets } = setUp();
    const ticket = await tickets.issue();
    clock.now += 500;
    expect(await tickets.check(ticket)).toBe("too-soon");
    expect(await tickets.check(ticket)).toBe("too-soon");
    clock.now += MIN_FILL_MS;
    expect(await tickets.check(ticket)).toBe("ok");
  });

  it("expire after a day, and an expired ticket is never used up", async () => {
    const { clock, tickets } = setUp();
    const ticket = await tickets.issue();
    clock.now += FORM_TICKET_MAX_AGE_MS;
    const lastMoment = await tickets.issue();
    expect(await tickets.check(ticket)).toBe("ok");
    const twoDaysOld = await tickets.issue();
    clock.now += 1;
    expect(await tickets.check(ticket)).toBe("expired");
    clock.now += 2 * FORM_TICKET_MAX_AGE_MS;
    expect(await tickets.check(twoDaysOld)).toBe("expired");
    expect(await tickets.check(twoDaysOld)).toBe("expired");
    expect(await tickets.check(lastMoment)).toBe("expired");
  });

  it("remember a used ticket for as long as it could count, and no longer", async () => {
    const { clock, tickets } = setUp();
    const ticket = await tickets.issue();
    clock.now += MIN_FILL_MS;
    expect(await tickets.check(ticket)).toBe("ok");
    // Past the maximum age the ticket is expired whether it was used or not.
    clock.now += FORM_TICKET_MAX_AGE_MS;
    expect(await tickets.check(ticket)).toBe("expired");
  });

  it("tell a forged, altered or future ticket from none", async () => {
    const { clock, tickets } = setUp();
    const ticket = await tickets.issue();
    clock.now += 30_000;
    const [issuedAt = "", signature = ""] = ticket.split(".");
    expect(await tickets.check(`${Number(issuedAt) - 60_000}.${signature}`)).toBe("forged");
    expect(await tickets.check(`${issuedAt}.${"A".repeat(43)}`)).toBe("forged");
    expect(await tickets.check("junk")).toBe("forged");
    expect(await tickets.check(42)).toBe("forged");
    const future = await tickets.issue();
    clock.now -= 2 * 60_000;
    expect(await tickets.check(future)).toBe("forged");
    for (const none of [undefined, null, ""]) expect(await tickets.check(none)).toBe("none");
    // None of these used the real ticket up.
    clock.now += 2 * 60_000;
    expect(await tickets.check(ticket)).toBe("ok");
  });
});
