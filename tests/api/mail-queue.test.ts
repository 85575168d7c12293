/**
 * A visitor's e-mails go through the job queue (issue 42): a mail server that
 * refuses for a while delays the office's copy, a parent's consent request or a
 * newsletter confirmation, and does not lose it; one that never takes it leaves the
 * staff a failure with its reason; a job holds ids only, and what was deleted before
 * its turn is not mailed. Time is moved on by making the waiting try due at once.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { applicationRequest } from "#common/schemas/applications";
import { MAIL_JOB } from "../../server/services/mail-queue.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { readMail, type SmtpSink, startSmtpSink, unreachableSmtpUrl } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { getInTouchMessage, minorApplicant } from "../support/visitors.ts";

const silent = { child: () => silent, error() {}, info() {}, warn() {} } as unknown as FastifyBaseLogger;
async function siteWithQueue(smtpUrl: string): Promise<TestApp> {
  const t = await createTestApp({ SMTP_URL: smtpUrl, NOTIFY_EMAIL: "office@example.org" });
  await t.services.jobs.start(silent);
  return t;
}

type MailJobRow = { state: string; data: unknown; retry_count: number };
const mailJobs = async (t: TestApp) =>
  (await t.database.executeSql("SELECT state, data, retry_count FROM pgboss.job WHERE name = $1", [MAIL_JOB]))
    .rows as MailJobRow[];

/** The try waiting for its time is made due now (and, with `last`, the last one allowed). */
async function makeRetryDue(t: TestApp, { last = false } = {}) {
  await vi.waitFor(async () => expect((await mailJobs(t)).map((job) => job.state)).toContain("retry"), {
    timeout: 15_000,
  });
  const lastTry = last ? ", retry_limit = retry_count" : "";
  await t.database.executeSql(
    `UPDATE pgboss.job SET start_after = now()${lastTry} WHERE name = $1 AND state = 'retry'`,
    [MAIL_JOB],
  );
}

const sendMessage = (t: TestApp, body: object = getInTouchMessage) =>
  t.app.inject({ method: "POST", url: "/api/contact", payload: body });

describe("a visitor's e-mail on the job queue", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  /** How many of the next recipients the mail server refuses, and with what. */
  let refusals = 0;
  let refusal = { code: 451, message: "Try again later" };
  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: () => (refusals-- > 0 ? refusal : undefined) });
    t = await siteWithQueue(smtp.url);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await t.database.executeSql("DELETE FROM pgboss.job WHERE name = $1", [MAIL_JOB]);
  });

  it("is tried again when the mail server refuses for a while, and arrives once", async () => {
    refusals = 1;
    expect((await sendMessage(t)).statusCode).toBe(200);

    await makeRetryDue(t);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000 });
    expect(smtp.received[0]?.to).toEqual(["office@example.org"]);
    expect(smtp.received[0]?.raw).toContain("I would like to teach on weekends.");
    // The job holds what the mail is about, not the visitor's words.
    const [job] = await mailJobs(t);
    expect(job?.data).toEqual({ kind: "contact-copy", id: expect.any(String) });
    expect(JSON.stringify(job?.data)).not.toContain("Priya");
  });

  it("is not sent about a message deleted before its turn", async () => {
    refusals = 1;
    expect((await sendMessage(t)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await mailJobs(t)).map((job) => job.state)).toEqual(["retry"]), {
      timeout: 15_000,
    });
    const auth = await adminAuth(t);
    const [item] = (await t.app.inject({ method: "GET", url: "/api/contact", headers: auth })).json().data.items;
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/contact/${item.id}`, headers: auth });
    expect(deleted.statusCode).toBe(200);

    await makeRetryDue(t);
    await vi.waitFor(async () => expect((await mailJobs(t)).map((job) => job.state)).toEqual(["completed"]), {
      timeout: 15_000,
    });
    expect(smtp.received).toEqual([]);
  });

  it("asks a parent again with a new link when the first try failed, and the new link works", async () => {
    refusals = 1;
    refusal = { code: 421, message: "Service not available" };
    const stored = await t.services.applications.submit(
      applicationRequest.parse(minorApplicant),
      undefined,
      await t.services.consentRecord("en"),
    );
    expect(stored.waitsForGuardian).toBe(true);
    await t.services.mailQueue.queue({ kind: "guardian-request", id: stored.application.id }, silent);

    await makeRetryDue(t);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000 });
    const text = readMail(smtp.received[0]?.raw ?? "").parts["text/plain"] ?? "";
    const token = text.match(/guardian\/confirm\?token=([A-Za-z0-9_-]{43})/)?.[1] ?? "";
    expect(await t.services.applications.confirmGuardian(token)).toMatchObject({ firstName: "Anjali" });
  });
});

describe("a visitor's e-mail the mail server never takes", () => {
  it("is shown to the staff with the reason, the message kept", async () => {
    const t = await siteWithQueue(await unreachableSmtpUrl());
    try {
      expect((await sendMessage(t)).statusCode).toBe(200);
      await makeRetryDue(t, { last: true });
      await vi.waitFor(async () => expect(await t.services.jobs.failures()).toHaveLength(1), { timeout: 15_000 });
      const [failure] = await t.services.jobs.failures();
      expect(failure?.name).toBe(MAIL_JOB);
      expect(failure?.error).toMatch(/^The office's copy of a message \(it is in the Inbox\) could not be sent: .+/);
      const auth = await adminAuth(t);
      const settings = await t.app.inject({ method: "GET", url: "/api/retention", headers: auth });
      expect(settings.json().data.failedJobs).toEqual([expect.objectContaining({ name: MAIL_JOB })]);
      const inbox = await t.app.inject({ method: "GET", url: "/api/contact", headers: auth });
      expect(inbox.json().data.items).toEqual([expect.objectContaining({ firstName: "Priya" })]);
    } finally {
      await t.close();
    }
  });
});
