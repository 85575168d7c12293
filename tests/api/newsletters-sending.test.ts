/**
 * Newsletter issues (issue 42; decision 072), on the embedded database and (the
 * postgres project) on PostgreSQL, with a real SMTP server: writing an issue and
 * its validation, a test to the admin, sending to subscribers in two languages
 * (each gets one message in their language, plain text and HTML, with one-click
 * unsubscribe), the hourly limit, someone unsubscribing mid-send, a refused
 * address tried again and then shown failed, deleting a subscriber, and two
 * workers (two instances on PostgreSQL) sending one issue once.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newsletterIssueMessages as m } from "#common/messages/newsletter-issues";
import { loadConfig } from "../../server/config.ts";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";
import { createServices } from "../../server/services/index.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { type ReceivedMail, readMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createScratchDatabase } from "../support/test-database.ts";

const silent = { child: () => silent, error() {}, info() {}, warn() {} } as unknown as FastifyBaseLogger;
const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const ADMIN_EMAIL = "office@example.org";

const ISSUE = {
  subjectEn: "News from Jaipur",
  bodyEn: "Our **library** opened.\n\n[Read more](/blog/library)",
  subjectHi: "जयपुर से खबर",
  bodyHi: "हमारा **पुस्तकालय** खुल गया।",
};

type Json = { success: boolean; message: string; data: Record<string, unknown>; errors?: Record<string, string> };

async function call(t: TestApp, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/newsletter/issues${url}`,
    headers: await adminAuth(t),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** Confirmed subscribers, straight into the table: `count` of them in each language. */
async function addSubscribers(database: DatabaseHandle, prefix: string, count: number, language: "en" | "hi") {
  await database.db.execute(sql`
    INSERT INTO newsletter_subscribers (email, confirmed, confirmed_at, language)
    SELECT ${prefix} || '-' || n || '@example.in', true, now(), ${language}
    FROM generate_series(1, ${count}) AS n`);
}

/** A received message's subject, list headers, parts and unsubscribe token. */
function read(mail: ReceivedMail) {
  const { headers, parts } = readMail(mail.raw);
  const unsubscribe = /^<([^>]+)>$/.exec(headers["list-unsubscribe"] ?? "")?.[1];
  return {
    subject: headers.subject ?? "",
    headers,
    text: parts["text/plain"] ?? "",
    html: parts["text/html"] ?? "",
    unsubscribe,
    token: unsubscribe ? new URL(unsubscribe).searchParams.get("token") : null,
  };
}

const received = (smtp: SmtpSink, to: string) => smtp.received.filter((mail) => mail.to.includes(to));

describe("without a mail server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("says so, keeps drafts, and refuses to send or test with 400 (nothing queued)", async () => {
    const list = await call(t, "GET", "");
    expect(list.status).toBe(200);
    expect(list.body.data.canSend).toBe(false);
    const created = await call(t, "POST", "", ISSUE);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    await addSubscribers(t.database, "nomail", 2, "en");
    for (const [url, payload] of [
      [`/${id}/send`, {}],
      [`/${id}/test`, { to: "me@example.org" }],
    ] as const) {
      const res = await call(t, "POST", url, payload);
      expect(res.status).toBe(400);
      expect(res.body.errors?.smtp).toBe(m.validation.noMail);
    }
    expect((await call(t, "GET", `/${id}`)).body.data.state).toBe("draft");
    const { rows } = await t.database.executeSql("SELECT count(*)::int AS n FROM newsletter_deliveries", []);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe("with a mail server", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink({
      refuse: (address) =>
        address.startsWith("gone@")
          ? { code: 550, message: "No such mailbox" }
          : address.startsWith("busy@")
            ? { code: 451, message: "Try again later" }
            : undefined,
    });
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_EMAIL: ADMIN_EMAIL });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(async () => {
    await t.database.db.execute(sql`DELETE FROM newsletter_issues`);
    await t.database.db.execute(sql`DELETE FROM newsletter_subscribers`);
    smtp.received.length = 0;
  });

  it("refuses bad input with 400 naming the field, unknown ids with 404, and anyone not signed in with 401", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ISSUE, subjectEn: "  " }, "subjectEn"],
      [{ ...ISSUE, bodyEn: "" }, "bodyEn"],
      [{ ...ISSUE, bodyEn: "x".repeat(200 * 1024) }, "bodyEn"],
      [{ ...ISSUE, subjectEn: "s".repeat(201) }, "subjectEn"],
      [{ ...ISSUE, bodyHi: "" }, "bodyHi"],
      [{ ...ISSUE, subjectHi: "" }, "subjectHi"],
    ];
    for (const [payload, field] of cases) {
      const res = await call(t, "POST", "", payload);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    const id = (await call(t, "POST", "", ISSUE)).body.data.id as string;
    const past = await call(t, "POST", `/${id}/send`, { sendAt: "2020-01-01T09:00:00+05:30" });
    expect(past.status).toBe(400);
    expect(past.body.errors?.sendAt).toBe(m.validation.sendAtPast);
    expect((await call(t, "POST", `/${id}/send`, { sendAt: "tomorrow" })).status).toBe(400);
    const nobody = await call(t, "POST", `/${id}/send`, {});
    expect(nobody.status).toBe(400);
    expect(nobody.body.errors?.recipients).toBe(m.validation.noSubscribers);
    expect((await call(t, "POST", `/${id}/test`, { to: "not an address" })).status).toBe(400);
    expect((await call(t, "GET", "/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await call(t, "GET", "/not-an-id")).status).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/newsletter/issues" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/newsletter/issues/${id}/send`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it("sends a test of both versions to the admin's address, marked as a test, without list headers", async () => {
    const id = (await call(t, "POST", "", ISSUE)).body.data.id as string;
    const res = await call(t, "POST", `/${id}/test`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(m.test.sent(ADMIN_EMAIL));
    const tests = received(smtp, ADMIN_EMAIL).map(read);
    expect(tests.map((mail) => mail.subject).sort()).toEqual(["[Test] News from Jaipur", "[टेस्ट] जयपुर से खबर"]);
    expect(tests.every((mail) => mail.unsubscribe === undefined)).toBe(true);
    expect((await call(t, "POST", `/${id}/test`, { to: "asha@example.in" })).status).toBe(200);
    expect(received(smtp, "asha@example.in")).toHaveLength(2);
    // A test changes nothing: the issue is still a draft.
    expect((await call(t, "GET", `/${id}`)).body.data.state).toBe("draft");
  });

  it("sends each confirmed subscriber one message in their language, text and HTML, with one-click unsubscribe", async () => {
    // Two subscribe through the footer's box, on an English and on a Hindi page.
    for (const [email, language] of [
      ["ravi@example.in", "en"],
      ["sita@example.in", "hi"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/newsletter",
        payload: { email, language },
        remoteAddress: "203.0.113.40",
      });
      expect(res.statusCode).toBe(200);
    }
    await t.services.mail.idle();
    for (const mail of smtp.received) {
      const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
        mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
      )?.[1];
      expect(await t.services.newsletter.confirm(token ?? "")).toBe(true);
    }
    smtp.received.length = 0;
    await addSubscribers(t.database, "en", 3, "en");
    await addSubscribers(t.database, "hi", 3, "hi");
    // An unconfirmed address gets nothing.
    await t.database.db.execute(sql`INSERT INTO newsletter_subscribers (email) VALUES ('waiting@example.in')`);

    const id = (await call(t, "POST", "", ISSUE)).body.data.id as string;
    const sent = await call(t, "POST", `/${id}/send`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ state: "sending", recipients: 8 });
    expect(sent.body.message).toBe(m.send.started(8));
    const twice = await call(t, "POST", `/${id}/send`, {});
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.issue).toBe(m.validation.alreadySent);
    expect((await call(t, "PUT", `/${id}`, ISSUE)).status).toBe(400);

    await t.services.sendNewsletters(silent);
    const issue = (await call(t, "GET", `/${id}`)).body.data;
    expect(issue).toMatchObject({ state: "sent", progress: { sent: 8, pending: 0, failed: 0 } });

    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(recipients.sort()).toEqual(
      [
        "ravi@example.in",
        "sita@example.in",
        ...[1, 2, 3].map((n) => `en-${n}@example.in`),
        ...[1, 2, 3].map((n) => `hi-${n}@example.in`),
      ].sort(),
    );
    for (const mail of smtp.received) {
      const message = read(mail);
      const hindi = mail.to[0]?.startsWith("hi-") || mail.to[0] === "sita@example.in";
      expect(message.subject, mail.to[0]).toBe(hindi ? ISSUE.subjectHi : ISSUE.subjectEn);
      expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      // To the unsubscribe page in the subscriber's language.
      expect(message.unsubscribe).toMatch(
        hindi ? /\/hi\/newsletter\/unsubscribe\?token=/ : /:\d+\/newsletter\/unsubscribe\?token=/,
      );
      expect(message.text).toContain(hindi ? ISSUE.bodyHi : ISSUE.bodyEn);
      expect(message.html).toContain(hindi ? "<strong>पुस्तकालय</strong>" : "<strong>library</strong>");
      // No picture in the issue, so none in the message: nothing to track a reader with.
      expect(message.html).not.toMatch(/<img/i);
      // The visible unsubscribe link in both parts, and links made absolute for a mail client.
      expect(message.text).toContain(message.unsubscribe);
      expect(message.html).toContain(message.unsubscribe);
      if (!hindi) expect(message.html).toMatch(/href="http:\/\/localhost:\d+\/blog\/library"/);
    }
    // The one-click link unsubscribes (the route action calls this with the link's token).
    const ravi = read(received(smtp, "ravi@example.in")[0] as ReceivedMail);
    expect(await t.services.newsletter.unsubscribe(ravi.token ?? "")).toBe(true);
    const subscribers = await t.app.inject({
      method: "GET",
      url: "/api/newsletter/subscribers?q=ravi",
      headers: await adminAuth(t),
    });
    expect(subscribers.json().data.matching).toBe(0);

    // The archive lists it, in Hindi where there is a Hindi version.
    expect((await t.services.newsletterIssues.archive("hi")).map((a) => a.subject)).toEqual([ISSUE.subjectHi]);
    expect((await t.services.newsletterIssues.archived(id, "en"))?.html).toContain("<strong>library</strong>");
  });

  it("keeps to the hourly limit across runs; someone who unsubscribes meanwhile gets nothing", async () => {
    // An instance of its own on the same database, configured with a limit of 5 an hour.
    const limited = createServices({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SMTP_URL: smtp.url, NEWSLETTER_MAX_PER_HOUR: "5" }),
      database: t.database,
    });
    try {
      await hourlyLimit(limited.sendNewsletters);
    } finally {
      await limited.close();
    }
  });

  async function hourlyLimit(sendNewsletters: (log: FastifyBaseLogger) => Promise<void>) {
    await addSubscribers(t.database, "r", 8, "en");
    const id = (await call(t, "POST", "", ISSUE)).body.data.id as string;
    expect((await call(t, "POST", `/${id}/send`, {})).status).toBe(200);
    await sendNewsletters(silent);
    await sendNewsletters(silent);
    let issue = (await call(t, "GET", `/${id}`)).body.data;
    expect(issue.progress).toEqual({ sent: 5, pending: 3, failed: 0 });
    expect(smtp.received).toHaveLength(5);
    // The next messages wait for the hour to pass.
    const next = new Date(issue.nextSendAt as string).getTime();
    expect(next).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect(next).toBeLessThan(Date.now() + 61 * 60_000);

    // One of those still waiting unsubscribes (their delivery goes with them).
    const sentTo = new Set(smtp.received.flatMap((mail) => mail.to));
    const waiting = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `r-${n}@example.in`).filter((a) => !sentTo.has(a));
    await t.database.db.execute(sql`DELETE FROM newsletter_subscribers WHERE email = ${waiting[0]}`);
    // An hour later.
    await t.database.db.execute(
      sql`UPDATE newsletter_deliveries SET attempted_at = attempted_at - interval '61 minutes'`,
    );
    await sendNewsletters(silent);
    issue = (await call(t, "GET", `/${id}`)).body.data;
    expect(issue).toMatchObject({ state: "sent", progress: { sent: 7, pending: 0, failed: 0 }, nextSendAt: null });
    const all = smtp.received.flatMap((mail) => mail.to);
    expect(all).toHaveLength(7);
    expect(new Set(all).size).toBe(7);
    expect(all).not.toContain(waiting[0]);
  }

  it("fails a refused address at once, tries one the server defers again, and shows why", async () => {
    await t.database.db.execute(sql`
      INSERT INTO newsletter_subscribers (email, confirmed, language)
      VALUES ('gone@example.in', true, 'en'), ('busy@example.in', true, 'en'), ('fine@example.in', true, 'hi')`);
    const id = (await call(t, "POST", "", ISSUE)).body.data.id as string;
    await call(t, "POST", `/${id}/send`, {});
    await t.services.sendNewsletters(silent);
    let issue = (await call(t, "GET", `/${id}`)).body.data;
    expect(issue.progress).toEqual({ sent: 1, pending: 1, failed: 1 });
    expect(issue.failures).toEqual([
      { email: "gone@example.in", error: expect.stringMatching(/No such mailbox/), attempts: 1 },
    ]);
    // The deferred one is tried again at its time, twice more, then given up.
    for (let i = 0; i < 2; i++) {
      await t.database.db.execute(
        sql`UPDATE newsletter_deliveries SET next_attempt_at = now() WHERE state = 'pending'`,
      );
      await t.services.sendNewsletters(silent);
    }
    issue = (await call(t, "GET", `/${id}`)).body.data;
    expect(issue).toMatchObject({ state: "sent", progress: { sent: 1, pending: 0, failed: 2 } });
    expect(issue.failures).toContainEqual({
      email: "busy@example.in",
      error: expect.stringMatching(/Try again later/),
      attempts: 3,
    });
    // Tried again on request; deleting a subscriber deletes their deliveries.
    expect((await call(t, "POST", `/${id}/retry`, {})).body.data).toMatchObject({ state: "sending" });
    const list = await t.app.inject({
      method: "GET",
      url: "/api/newsletter/subscribers?q=gone",
      headers: await adminAuth(t),
    });
    const gone = list.json().data.items[0].id as string;
    await t.app.inject({ method: "DELETE", url: `/api/newsletter/subscribers/${gone}`, headers: await adminAuth(t) });
    issue = (await call(t, "GET", `/${id}`)).body.data;
    expect(issue.progress).toEqual({ sent: 1, pending: 1, failed: 0 });
  });

  it("leaves nothing waiting for ever when the mail server is taken away: a due schedule is a draft, the rest fails with why", async () => {
    await addSubscribers(t.database, "w", 2, "en");
    const sending = (await call(t, "POST", "", ISSUE)).body.data.id as string;
    const scheduled = (await call(t, "POST", "", ISSUE)).body.data.id as string;
    expect((await call(t, "POST", `/${sending}/send`, {})).status).toBe(200);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call(t, "POST", `/${scheduled}/send`, { sendAt: later })).status).toBe(200);
    await t.database.db.execute(sql`UPDATE newsletter_issues SET send_at = now() WHERE id = ${scheduled}`);
    // The same database, restarted without SMTP_URL.
    const bare = createServices({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      database: t.database,
    });
    try {
      await bare.sendNewsletters(silent);
    } finally {
      await bare.close();
    }
    expect(smtp.received).toHaveLength(0);
    const failed = (await call(t, "GET", `/${sending}`)).body.data;
    expect(failed).toMatchObject({ state: "sent", progress: { sent: 0, pending: 0, failed: 2 } });
    expect((failed.failures as { error: string }[]).map((f) => f.error)).toEqual(
      Array(2).fill("No mail server is set up (SMTP_URL)"),
    );
    expect((await call(t, "GET", `/${scheduled}`)).body.data).toMatchObject({ state: "draft", sendAt: null });
  });

  it("schedules an issue, starts it when its time comes, and two workers at once send each message once", async () => {
    await addSubscribers(t.database, "s", 30, "en");
    const id = (await call(t, "POST", "", ISSUE)).body.data.id as string;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call(t, "POST", `/${id}/send`, { sendAt: at });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.data).toMatchObject({ state: "scheduled" });
    await t.services.sendNewsletters(silent);
    expect(smtp.received).toHaveLength(0);
    // Its time comes.
    await t.database.db.execute(sql`UPDATE newsletter_issues SET send_at = now() - interval '1 second'`);
    await Promise.all([t.services.sendNewsletters(silent), t.services.sendNewsletters(silent)]);
    const all = smtp.received.flatMap((mail) => mail.to);
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    expect((await call(t, "GET", `/${id}`)).body.data).toMatchObject({ state: "sent", recipients: 30 });
  });
});

describe.runIf(onPostgres)("two instances on one PostgreSQL", () => {
  it("deliver each message of one issue once between them", async () => {
    const smtp = await startSmtpSink();
    const scratch = await createScratchDatabase();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SMTP_URL: smtp.url, DATABASE_URL: scratch.url });
    const databases = [
      await openDatabase({ driver: "postgres", url: scratch.url }),
      await openDatabase({ driver: "postgres", url: scratch.url }),
    ];
    const [a, b] = databases.map((database) => createServices({ config, database }));
    try {
      if (!a || !b || !databases[0]) throw new Error("two instances");
      await addSubscribers(databases[0], "two", 60, "en");
      const issue = await a.newsletterIssues.create(ISSUE, "test");
      await a.newsletterIssues.send(issue.id, null, "test");
      await Promise.all([a.sendNewsletters(silent), b.sendNewsletters(silent), a.sendNewsletters(silent)]);
      const all = smtp.received.flatMap((mail) => mail.to);
      expect(all).toHaveLength(60);
      expect(new Set(all).size).toBe(60);
      expect((await b.newsletterIssues.get(issue.id)).state).toBe("sent");
    } finally {
      await a?.close();
      await b?.close();
      for (const database of databases) await database.close();
      await scratch.drop();
      await smtp.close();
    }
  });
});
