/**
 * POST /api/newsletter and the admin's subscriber list: one row per address
 * whatever its case (stored in its canonical spelling; display names and comments
 * refused, issue 40), the same answer for new and known addresses, the
 * confirmation e-mail (real SMTP server) with single-use links and RFC 8058
 * headers, validation, flooding, and the CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#common/messages/contact";
import { newsletterMessages as messages } from "#common/messages/newsletter";
import { CSV_BOM } from "../../server/csv/csv.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { readMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const subscribe = (t: TestApp, payload: Record<string, unknown>, ip = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/newsletter", payload, remoteAddress: ip });

async function subscribers(t: TestApp, query = "") {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/newsletter/subscribers${query}`,
    headers: await adminAuth(t),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    items: { id: string; email: string; confirmed: boolean }[];
    matching: number;
    counts: { confirmed: number; unconfirmed: number };
    canConfirm: boolean;
  };
}

/** The confirm and unsubscribe links of a received message (quoted-printable soft breaks undone). */
function linksIn(raw: string) {
  const body = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const token = (path: string) => body.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`))?.[1];
  return { confirm: token("/newsletter/confirm"), unsubscribe: token("/newsletter/unsubscribe") };
}

describe("without a mail server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VISITOR_SUBMIT_MAX: "4" });
  });
  afterAll(() => t.close());

  it("keeps an address once, unconfirmed, in its canonical spelling, with the same answer every time", async () => {
    const first = await subscribe(t, { email: "Asha@Example.in" });
    const again = await subscribe(t, { email: "asha@example.in" });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().message).toBe(messages.subscribed.noMail);
    const list = await subscribers(t);
    expect(list.items.map((s) => s.email)).toEqual(["asha@example.in"]);
    expect(list.counts).toEqual({ confirmed: 0, unconfirmed: 1 });
    expect(list.canConfirm).toBe(false);
  });

  it("refuses a bad address with a message, and drops what the honeypot catches", async () => {
    for (const email of ["", "not-an-address", "a@b", 42]) {
      const res = await subscribe(t, { email }, "203.0.113.20");
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toBeTruthy();
    }
    const bot = await subscribe(t, { email: "bot@example.in", website: "http://spam" }, "203.0.113.21");
    expect(bot.statusCode).toBe(200);
    expect((await subscribers(t, "?q=bot@")).matching).toBe(0);
  });

  it.each(["n1<victim@x.com>", "victim@x.com(c1)", "Victim <victim@x.com>", "victim@x.com, other@y.com"])(
    "refuses %j with 400: one plain address only (issue 40)",
    async (email) => {
      const res = await subscribe(t, { email }, "203.0.113.22");
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toBe(contactMessages.validation.emailInvalid);
      expect((await subscribers(t, "?q=victim")).matching).toBe(0);
    },
  );

  it("answers 429 with Retry-After when one client floods it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await subscribe(t, { email: `f${i}@example.in` }, "198.51.100.9")).statusCode);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const res = await subscribe(t, { email: "x@example.in" }, "198.51.100.9");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("is admin-only for the list, the export and deleting", async () => {
    for (const [method, url] of [
      ["GET", "/api/newsletter/subscribers"],
      ["GET", "/api/newsletter/subscribers/export.csv"],
      ["DELETE", "/api/newsletter/subscribers/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it("searches, exports a CSV Excel reads (BOM, non-Latin intact, formulas neutralised) and deletes", async () => {
    await subscribe(t, { email: "सीता@उदाहरण.भारत" }, "192.0.2.1");
    await subscribe(t, { email: "=cmd@example.in" }, "192.0.2.1");
    const found = await subscribers(t, `?q=${encodeURIComponent("सीता")}`);
    expect(found.items.map((s) => s.email)).toEqual(["सीता@उदाहरण.भारत"]);

    const csv = await t.app.inject({
      method: "GET",
      url: "/api/newsletter/subscribers/export.csv",
      headers: await adminAuth(t),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="subscribers-/);
    expect(csv.body.startsWith(CSV_BOM)).toBe(true);
    expect(csv.body.split("\r\n")[0]).toBe(`${CSV_BOM}E-mail,Status,Subscribed,Confirmed on,Language`);
    expect(csv.body).toMatch(/सीता@उदाहरण\.भारत,Unconfirmed,[^,]+,,English/);
    expect(csv.body).toContain("'=cmd@example.in");

    const auth = await adminAuth(t);
    const id = found.items[0]?.id;
    const del = await t.app.inject({ method: "DELETE", url: `/api/newsletter/subscribers/${id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({ method: "DELETE", url: `/api/newsletter/subscribers/${id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect((await subscribers(t, `?q=${encodeURIComponent("सीता")}`)).matching).toBe(0);
  });
});

describe("one address, however it is written (issue 40)", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, VISITOR_SUBMIT_PER_EMAIL_MAX: "3" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("keeps Victim@Example.COM and victim@example.com as one subscriber, counted against one limit", async () => {
    expect((await subscribe(t, { email: "Victim@Example.COM" }, "192.0.2.10")).statusCode).toBe(200);
    expect((await subscribe(t, { email: "victim@example.com" }, "192.0.2.11")).statusCode).toBe(200);
    const list = await subscribers(t, "?q=victim");
    expect(list.items.map((s) => s.email)).toEqual(["victim@example.com"]);
    expect(list.matching).toBe(1);
    // The third spelling is the third sign-up of that address: the limit of 3 is reached.
    expect((await subscribe(t, { email: " VICTIM@example.com " }, "192.0.2.12")).statusCode).toBe(200);
    const refused = await subscribe(t, { email: "victim@EXAMPLE.com" }, "192.0.2.13");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("mails one inbox no more confirmations than the per-address limit, whatever spellings are sent", async () => {
    await t.services.mail.idle();
    const before = smtp.received.length;
    const spellings = (i: number) => [
      `n${i}<target@example.org>`,
      `target@example.org(c${i})`,
      `"target"@example.org`,
      `Target@Example.org`,
      `target@example.org`,
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      for (const [j, email] of spellings(i).entries()) {
        statuses.push((await subscribe(t, { email }, `198.51.100.${10 + i * 5 + j}`)).statusCode);
      }
    }
    await t.services.mail.idle();
    const delivered = smtp.received.slice(before);
    expect(delivered).toHaveLength(3);
    expect(delivered.flatMap((mail) => mail.to)).toEqual(Array(3).fill("target@example.org"));
    expect(statuses.filter((status) => status === 400)).toHaveLength(12);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await subscribers(t, "?q=target")).items.map((s) => s.email)).toEqual(["target@example.org"]);
  });
});

describe("with a mail server: double opt-in", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("e-mails a confirmation with one-click unsubscribe; each link works once", async () => {
    const res = await subscribe(t, { email: "ravi@example.in" });
    expect(res.json().message).toBe(messages.subscribed.confirmByMail);
    await t.services.mail.idle();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["ravi@example.in"]);
    // Long headers arrive folded onto several lines.
    const headers = (mail?.raw ?? "").replace(/\r\n[ \t]+/g, " ");
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const links = linksIn(mail?.raw ?? "");
    expect(links.confirm).toBeTruthy();
    expect(links.unsubscribe).toBeTruthy();

    expect((await subscribers(t)).counts).toEqual({ confirmed: 0, unconfirmed: 1 });
    // An unsubscribe token cannot confirm, nor a confirm token unsubscribe.
    expect(await t.services.newsletter.confirm(links.unsubscribe ?? "")).toBe(false);
    expect(await t.services.newsletter.confirm(links.confirm ?? "")).toBe(true);
    expect(await t.services.newsletter.confirm(links.confirm ?? "")).toBe(false);
    expect((await subscribers(t)).counts).toEqual({ confirmed: 1, unconfirmed: 0 });

    // A confirmed address subscribing again gets no new mail, and the same answer.
    const again = await subscribe(t, { email: "RAVI@example.in" });
    expect(again.json()).toEqual(res.json());
    await t.services.mail.idle();
    expect(smtp.received).toHaveLength(1);

    expect(await t.services.newsletter.unsubscribe(links.unsubscribe ?? "")).toBe(true);
    expect(await t.services.newsletter.unsubscribe(links.unsubscribe ?? "")).toBe(false);
    expect((await subscribers(t)).counts).toEqual({ confirmed: 0, unconfirmed: 0 });
    expect(await t.services.newsletter.unsubscribe("not a token")).toBe(false);
  });

  it("writes to an address given on a Hindi page in Hindi, its links to the Hindi pages", async () => {
    await subscribe(t, { email: "sita@example.in", language: "hi" });
    await t.services.mail.idle();
    const { headers, parts } = readMail(smtp.received.at(-1)?.raw ?? "");
    expect(headers.subject).toMatch(/^कृपया .+ के न्यूज़लेटर की सदस्यता की पुष्टि करें$/);
    expect(parts["text/plain"]).toContain("पुष्टि करने के लिए यह लिंक खोलें:");
    expect(parts["text/plain"]).toMatch(/\/hi\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/);
    expect(headers["list-unsubscribe"]).toMatch(/\/hi\/newsletter\/unsubscribe\?token=/);
  });

  it("refuses confirmation links past their time", async () => {
    await subscribe(t, { email: "late@example.in" });
    await t.services.mail.idle();
    const links = linksIn(smtp.received.at(-1)?.raw ?? "");
    await t.database.db.execute(
      (await import("drizzle-orm")).sql`UPDATE newsletter_tokens SET expires_at = now() - interval '1 minute'`,
    );
    expect(await t.services.newsletter.confirm(links.confirm ?? "")).toBe(false);
    expect(await t.services.newsletter.unsubscribe(links.unsubscribe ?? "")).toBe(false);
  });
});
