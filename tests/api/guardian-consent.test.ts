/**
 * An applicant aged 16 or 17 (issue 42; India's DPDP Act counts them children):
 * the application names a parent or guardian and their own e-mail address; it is
 * stored but nobody on the staff sees it until the parent confirms from the e-mailed
 * link (in the language of the page it came from); unconfirmed, the nightly
 * deletion removes it with its resume once the link expires. Without a mail server
 * the visitor is told no parent can be asked, and nothing is stored. Adults (18 and
 * over, no upper limit) apply as before. Runs on PGlite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fill } from "#common/fill";
import { applicationMessages as messages } from "#common/messages/contact";
import { guardianMail } from "#common/messages/guardian-mail";
import { GUARDIAN_CONFIRM_DAYS } from "#common/visitor-form-fields";
import { adminAuth } from "../support/admin-auth.ts";
import { type MultipartFile, multipartBody } from "../support/multipart-body.ts";
import { samplePdf } from "../support/sample-files.ts";
import { readMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { minorApplicant } from "../support/visitors.ts";

const minor = minorApplicant;
const resume: MultipartFile = {
  field: "resume",
  filename: "Anjali CV.pdf",
  contentType: "application/pdf",
  data: samplePdf("anjali"),
};

function apply(t: TestApp, fields: Record<string, string | string[]>, files: MultipartFile[] = []) {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({ method: "POST", url: "/api/applications", payload, headers });
}

const tokenIn = (text: string, prefix = "") =>
  text.match(new RegExp(`${prefix}/guardian/confirm\\?token=([A-Za-z0-9_-]{43})`))?.[1] ?? "";

describe("an applicant under 18", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let auth: { authorization: string };
  const listed = async () =>
    (await t.app.inject({ method: "GET", url: "/api/applications", headers: auth })).json().data as {
      items: { firstName: string; guardian: unknown }[];
      total: number;
    };
  const resumes = async () => readdir(path.join(t.dataDir, "uploads", "resumes")).catch(() => []);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@example.org" });
    auth = await adminAuth(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it.each([
    [{ guardianName: "", guardianEmail: "" }, { guardianName: messages.validation.guardianNameRequired }],
    [{ guardianEmail: "" }, { guardianEmail: messages.validation.guardianEmailRequired }],
    [{ guardianEmail: "sunita at home" }, { guardianEmail: messages.validation.guardianEmailInvalid }],
    [{ guardianEmail: "ANJALI@example.in" }, { guardianEmail: messages.validation.guardianEmailSame }],
  ])("refuses %j with a 400 naming the field, and stores nothing", async (change, errors) => {
    const res = await apply(t, { ...minor, ...change }, [resume]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject(errors);
    expect((await listed()).total).toBe(0);
  });

  it("waits for the parent: nobody on the staff sees it, the parent is e-mailed, not the office", async () => {
    const res = await apply(t, minor, [resume]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(fill(messages.guardianAsked, { days: GUARDIAN_CONFIRM_DAYS }));
    await t.services.mail.idle();
    expect(smtp.received.map((mail) => mail.to)).toEqual([["sunita.rawat@example.in"]]);
    const { headers, parts } = readMail(smtp.received[0]?.raw ?? "");
    expect(headers.subject).toBe(guardianMail.subject({ site: "Pragati Education Foundation", child: "Anjali Rawat" }));
    expect(parts["text/plain"]).toContain("Hello Sunita Rawat,");
    expect(parts["text/plain"]).toContain(`deleted in ${GUARDIAN_CONFIRM_DAYS} days`);
    expect((await listed()).total).toBe(0);
    const counts = (await t.app.inject({ method: "GET", url: "/api/inbox/counts", headers: auth })).json().data;
    expect(counts.applications).toMatchObject({ total: 0, unread: 0 });
    expect(await resumes()).toHaveLength(1);

    // The parent's consent, from the link (the page's button posts it): the application reaches the staff.
    const token = tokenIn(parts["text/plain"] ?? "");
    expect(await t.services.applications.confirmGuardian(token)).toMatchObject({ firstName: "Anjali" });
    const { items } = await listed();
    expect(items).toEqual([
      expect.objectContaining({
        firstName: "Anjali",
        guardian: expect.objectContaining({ name: "Sunita Rawat", email: "sunita.rawat@example.in" }),
      }),
    ]);
    // The link works once.
    expect(await t.services.applications.confirmGuardian(token)).toBeUndefined();
  });

  it("from a Hindi page, the parent's e-mail is in Hindi and links the Hindi page", async () => {
    const before = smtp.received.length;
    const volunteer = await apply(t, { ...minor, type: "volunteer", email: "meera@example.in", language: "hi" });
    expect(volunteer.statusCode, volunteer.body).toBe(200);
    await t.services.mail.idle();
    const { parts } = readMail(smtp.received.at(-1)?.raw ?? "");
    expect(smtp.received.length).toBeGreaterThan(before);
    expect(parts["text/plain"]).toContain("नमस्ते Sunita Rawat,");
    expect(tokenIn(parts["text/plain"] ?? "", "/hi")).not.toBe("");
  });

  it("unconfirmed, goes with its resume when the link expires; a confirmed one stays", async () => {
    const before = (await listed()).total;
    expect(
      (await apply(t, { ...minor, email: "late@example.in" }, [{ ...resume, data: samplePdf("late") }])).statusCode,
    ).toBe(200);
    const filesBefore = await resumes();
    await t.database.db.execute(
      sql`UPDATE applications SET guardian_expires_at = now() - interval '1 minute' WHERE email = 'late@example.in'`,
    );
    const deleted = await t.services.retention.run();
    expect(deleted.applications).toBe(1);
    expect(deleted.files).toBe(1);
    expect(await resumes()).toHaveLength(filesBefore.length - 1);
    expect((await listed()).total).toBe(before);
  });

  it("an adult applies as before, with any age from 16 up: 18 needs no parent, 85 is welcome", async () => {
    for (const age of ["18", "85"]) {
      const res = await apply(t, {
        ...minor,
        type: "volunteer",
        age,
        email: `adult${age}@example.in`,
        guardianName: "",
        guardianEmail: "",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(messages.success);
    }
    expect((await apply(t, { ...minor, type: "volunteer", age: "15" })).json().errors).toMatchObject({
      age: messages.validation.ageRange,
    });
  });
});

describe("an applicant under 18 without a mail server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is told no parent can be asked and whom to write to, and nothing is stored", async () => {
    const res = await apply(t, { ...minor, type: "volunteer" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.guardianEmail).toContain("which this website cannot send at the moment");
    expect(res.json().errors.guardianEmail).toContain("@");
    const auth = await adminAuth(t);
    expect((await t.app.inject({ method: "GET", url: "/api/applications", headers: auth })).json().data.total).toBe(0);
  });
});
