/**
 * Limits that fit the visitors (issue 15): many phones behind one address are
 * not refused, one e-mail address is (however it is written, issue 40), and forms
 * sent within FORM_MIN_FILL_SECONDS of appearing (the signed form ticket) are
 * answered as accepted and dropped.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../support/multipart-body.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TOO_MANY = /^You have sent several messages in a short time\. Please wait \d+ minutes? and try again\.$/;

const message = (email: string, text: string, extra: Record<string, unknown> = {}) => ({
  firstName: "Priya",
  lastName: "Sharma",
  email,
  interest: "volunteer",
  message: text,
  updates: false,
  ...extra,
});

describe("visitor limits and the minimum-time check", () => {
  let t: TestApp;
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp({ FORM_MIN_FILL_SECONDS: "1", VISITOR_SUBMIT_PER_EMAIL_MAX: "3" });
    const auth = await signIn(t);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/custom-forms",
      headers: auth,
      payload: { title: "Feedback", fields: [{ id: "name", label: "Name", type: "text", required: true }] },
    });
    formId = form.json().data.id;
  });
  afterAll(() => t.close());

  const ticket = async () => {
    const res = await t.app.inject({ url: "/api/form-ticket" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return res.json().data.ticket as string;
  };
  const send = (payload: object, remoteAddress = "100.64.0.1") =>
    t.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress });
  const stored = async (text: string) => {
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from contact_messages where message = ${text}`,
    );
    return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it("accepts many messages from one address (carrier-grade NAT) with the default limit", async () => {
    for (let i = 0; i < 60; i++) {
      const res = await send(message(`phone${i}@example.in`, `From phone ${i}`));
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await stored("From phone 59")).toBe(1);
  });

  it("limits messages per e-mail address, whatever the client address and the letter case", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await send(message("Repeat@Example.in", `repeat ${i}`), `100.64.1.${i}`)).statusCode).toBe(200);
    }
    const refused = await send(message("repeat@example.in", "repeat 3"), "100.64.1.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_MANY);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await stored("repeat 3")).toBe(0);
    expect((await send(message("other@example.in", "another sender"), "100.64.1.9")).statusCode).toBe(200);
  });

  it("holds the per-address limit for messages sent at the same moment (counted before they are stored)", async () => {
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(message("together@example.in", `together ${i}`), `100.64.3.${i}`)),
    );
    const statuses = sent.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from contact_messages where email = ${"together@example.in"}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
  });

  it("refuses an address with a display name or a comment, so the per-address limit cannot be dodged (issue 40)", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await send(message(" Inbox@Example.IN ", `inbox ${i}`), `100.64.2.${i}`);
      expect(res.statusCode).toBe(200);
    }
    expect((await send(message("inbox@example.in", "inbox 3"), "100.64.2.3")).statusCode).toBe(429);
    for (const [i, email] of ["n1<inbox@example.in>", "inbox@example.in(c1)", '"inbox"@example.in'].entries()) {
      const res = await send(message(email, `dodge ${i}`), `100.64.2.${10 + i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ email: "Invalid email address" });
      expect(await stored(`dodge ${i}`)).toBe(0);
    }
    const rows = await t.database.db.execute(
      sql`select distinct email from contact_messages where message like ${"inbox %"}`,
    );
    expect((rows as unknown as { rows: { email: string }[] }).rows).toEqual([{ email: "inbox@example.in" }]);
  });

  it("drops a message sent sooner than FORM_MIN_FILL_SECONDS after its form appeared, answering success", async () => {
    const fresh = await ticket();
    const quick = await send(message("bot@example.in", "too quick", { formTicket: fresh }));
    expect(quick.statusCode).toBe(200);
    expect(quick.json().message).toBe((await send(message("ok@example.in", "reference"))).json().message);
    expect(await stored("too quick")).toBe(0);

    await sleep(1100);
    expect((await send(message("person@example.in", "took my time", { formTicket: fresh }))).statusCode).toBe(200);
    expect(await stored("took my time")).toBe(1);
  });

  it("drops a message whose ticket is forged; accepts one without a ticket", async () => {
    const [issued = "", signature = ""] = (await ticket()).split(".");
    const backdated = `${Number(issued) - 60_000}.${signature}`;
    expect((await send(message("forger@example.in", "forged", { formTicket: backdated }))).statusCode).toBe(200);
    expect((await send(message("forger@example.in", "junk", { formTicket: "junk" }))).statusCode).toBe(200);
    expect(await stored("forged")).toBe(0);
    expect(await stored("junk")).toBe(0);
    expect((await send(message("api@example.in", "no ticket"))).statusCode).toBe(200);
    expect(await stored("no ticket")).toBe(1);
  });

  it("applies the check to applications and custom-form responses", async () => {
    const fresh = await ticket();
    const { payload, headers } = multipartBody({
      type: "volunteer",
      firstName: "Quick",
      lastName: "Bot",
      email: "quick@example.in",
      phone: "+91 98765 00000",
      age: "21",
      address: "Jaipur",
      education: "undergraduate",
      experience: "None",
      availability: "weekends",
      interests: ["Education & Teaching"],
      motivation: "Spam",
      formTicket: fresh,
    });
    const application = await t.app.inject({ method: "POST", url: "/api/applications", payload, headers });
    expect(application.statusCode, application.body).toBe(200);
    const applications = await t.database.db.execute(sql`select count(*)::int as n from applications`);
    expect((applications as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    const respond = (clientId: string, formTicket?: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/custom-forms/${formId}/responses`,
        payload: { clientId, values: { name: "Asha" }, formTicket },
      });
    const quick = await respond("quick-response-1", fresh);
    expect(quick.statusCode).toBe(201);
    expect(quick.json().data.clientId).toBe("quick-response-1");
    // Sent from the offline queue: no ticket, accepted.
    expect((await respond("queued-response-1")).statusCode).toBe(201);
    const responses = await t.database.db.execute(sql`select client_id from form_responses order by client_id`);
    expect((responses as unknown as { rows: { client_id: string }[] }).rows.map((r) => r.client_id)).toEqual([
      "queued-response-1",
    ]);
  });
});
