/**
 * A form ticket counts once and for a day (issue 40), but a person's message is
 * never dropped for it: a ticket sent again (a form refused and corrected, a
 * custom form's second response from the same page) or one older than a day (a
 * form left open, a response from the offline queue) is taken as no ticket, and
 * the message is stored.
 */
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const message = (email: string, text: string, formTicket: string) => ({
  firstName: "Priya",
  lastName: "Sharma",
  email,
  interest: "volunteer",
  message: text,
  updates: false,
  formTicket,
});

describe("a used or expired form ticket", () => {
  let t: TestApp;
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp({ FORM_MIN_FILL_SECONDS: "0" });
    const form = await t.app.inject({
      method: "POST",
      url: "/api/custom-forms",
      headers: await signIn(t),
      payload: { title: "Attendance", fields: [{ id: "name", label: "Name", type: "text", required: true }] },
    });
    formId = form.json().data.id;
  });
  afterAll(() => t.close());

  const ticket = async () => (await t.app.inject({ url: "/api/form-ticket" })).json().data.ticket as string;
  const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/contact", payload });
  const count = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  const stored = (text: string) => count(sql`select count(*)::int as n from contact_messages where message = ${text}`);

  it("is spent by a refused message, and the corrected one sent with it is stored", async () => {
    const formTicket = await ticket();
    const refused = await send(message("priya@example", "Corrected address", formTicket));
    expect(refused.statusCode).toBe(400);
    expect(await t.services.formTickets.check(formTicket)).toBe("reused");
    const corrected = await send(message("priya@example.in", "Corrected address", formTicket));
    expect(corrected.statusCode).toBe(200);
    expect(await stored("Corrected address")).toBe(1);
  });

  it("sent with a second message from the same form, still stores it", async () => {
    const formTicket = await ticket();
    expect((await send(message("asha@example.in", "First of two", formTicket))).statusCode).toBe(200);
    expect((await send(message("asha@example.in", "Second of two", formTicket))).statusCode).toBe(200);
    expect(await stored("First of two")).toBe(1);
    expect(await stored("Second of two")).toBe(1);
  });

  it("two days old, is taken as none and the message stored", async () => {
    const secret = Buffer.from((await t.services.meta.get("form_ticket_secret")) as string, "base64url");
    const issuedAt = String(Date.now() - 2 * DAY_MS);
    const old = `${issuedAt}.${createHmac("sha256", secret).update(issuedAt).digest("base64url")}`;
    expect(await t.services.formTickets.check(old)).toBe("expired");
    expect((await send(message("left-open@example.in", "Left open all weekend", old))).statusCode).toBe(200);
    expect(await stored("Left open all weekend")).toBe(1);
  });

  it("shared by custom-form responses sent from one page (and the offline queue), stores each", async () => {
    const formTicket = await ticket();
    for (const clientId of ["same-page-1", "same-page-2", "queued-later-3"]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/custom-forms/${formId}/responses`,
        payload: { clientId, values: { name: clientId }, formTicket },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await count(sql`select count(*)::int as n from form_responses where form_id = ${formId}`)).toBe(3);
  });
});
