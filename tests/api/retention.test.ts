/**
 * The nightly deletion (issue 42), on PGlite and (the postgres project) PostgreSQL,
 * with the clock moved by making what visitors sent older: it deletes exactly what
 * the privacy notice says (messages and applications two years after they arrived,
 * a form's answers a year after the form closed, subscriptions never confirmed after
 * a week), with their files, and nothing on hold; the run goes through the job
 * queue, is recorded, and the admin sees what went and what goes next.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RetentionView } from "#common/schemas/retention";
import { applications, contactMessages, customForms, newsletterSubscribers } from "../../server/db/schema.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { samplePdf } from "../support/sample-files.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const silent = { child: () => silent, error() {}, info() {}, warn() {} } as unknown as FastifyBaseLogger;
const DAY_MS = 86_400_000;

let t: TestApp;
let auth: { authorization: string };
const post = (url: string, payload: unknown, headers: Record<string, string> = auth) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

/** A Get In Touch message from `firstName`, `daysAgo` days old. */
async function message(firstName: string, daysAgo: number): Promise<string> {
  const res = await post(
    "/api/contact",
    {
      firstName,
      lastName: "K",
      email: `${firstName.toLowerCase()}@example.in`,
      phone: "",
      interest: "volunteer",
      message: "Hello",
      updates: false,
    },
    {},
  );
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db
    .update(contactMessages)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(sql`${contactMessages.firstName} = ${firstName}`)
    .returning({ id: contactMessages.id });
  return row?.id ?? "";
}

async function application(firstName: string, daysAgo: number, resumeText: string) {
  const { payload, headers } = multipartBody(
    {
      type: "internship",
      firstName,
      lastName: "K",
      email: `${firstName.toLowerCase()}@example.in`,
      phone: "+91 98290 33333",
      age: "22",
      availability: "weekends",
      interests: ["Education & Teaching"],
      motivation: "To teach.",
    },
    [{ field: "resume", filename: "cv.pdf", contentType: "application/pdf", data: samplePdf(resumeText) }],
  );
  const res = await t.app.inject({ method: "POST", url: "/api/applications", payload, headers });
  expect(res.statusCode, res.body).toBe(200);
  await t.database.db
    .update(applications)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(sql`${applications.firstName} = ${firstName}`);
}

/** A custom form with a file question and one answer with a file; closed `closedDaysAgo` days ago (undefined: open). */
async function formWithAnswer(title: string, closedDaysAgo: number | undefined): Promise<string> {
  const created = await post("/api/custom-forms", {
    title,
    description: "",
    category: "Volunteer",
    fields: [
      { id: "name", label: "Full name", type: "text", required: true },
      { id: "cv", label: "CV", type: "file", required: false },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const formId = created.json().data.id as string;
  const response = {
    clientId: `client-${title}`,
    values: { name: title, cv: { name: "cv.pdf", size: 1, type: "application/pdf", lastModified: 1_700_000_000_000 } },
  };
  const { payload, headers } = multipartBody({ response: JSON.stringify(response) }, [
    { field: "cv", filename: "cv.pdf", contentType: "application/pdf", data: samplePdf(`${title} file`) },
  ]);
  const sent = await t.app.inject({ method: "POST", url: `/api/custom-forms/${formId}/responses`, payload, headers });
  expect(sent.statusCode, sent.body).toBe(201);
  if (closedDaysAgo !== undefined) {
    await t.database.db
      .update(customForms)
      .set({ disabled: true, closedAt: new Date(Date.now() - closedDaysAgo * DAY_MS) })
      .where(sql`${customForms.id} = ${formId}`);
  }
  return formId;
}

const files = async (folder: string) => (await readdir(path.join(t.dataDir, "uploads", folder)).catch(() => [])).length;
const names = async () => ({
  messages: (await t.database.db.select({ name: contactMessages.firstName }).from(contactMessages))
    .map((r) => r.name)
    .sort(),
  applications: (await t.database.db.select({ name: applications.firstName }).from(applications))
    .map((r) => r.name)
    .sort(),
  subscribers: (await t.database.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers))
    .map((r) => r.email)
    .sort(),
});
const retention = async (): Promise<RetentionView> => {
  const res = await t.app.inject({ method: "GET", url: "/api/retention", headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("the nightly deletion", () => {
  let heldId: string;
  let oldForm: string;
  let recentForm: string;
  let openForm: string;

  beforeAll(async () => {
    t = await createTestApp({ VISITOR_SUBMIT_PER_EMAIL_MAX: "100" });
    auth = await adminAuth(t);
    await message("Oldest", 800);
    await message("Recent", 700);
    heldId = await message("Held", 800);
    await application("Aged", 731, "aged resume");
    await application("Young", 30, "young resume");
    oldForm = await formWithAnswer("closed-long-ago", 366);
    recentForm = await formWithAnswer("closed-lately", 100);
    openForm = await formWithAnswer("still-open", undefined);
    for (const email of ["never@example.in", "fresh@example.in"]) {
      expect((await post("/api/newsletter", { email }, {})).statusCode).toBeLessThan(300);
    }
    await t.database.db
      .update(newsletterSubscribers)
      .set({ createdAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(sql`${newsletterSubscribers.email} = 'never@example.in'`);
  });
  afterAll(() => t.close());

  it("shows what goes in the next 30 days; a hold keeps a record out of it", async () => {
    const hold = await t.app.inject({
      method: "PUT",
      url: "/api/retention/hold",
      headers: auth,
      payload: { kind: "message", id: heldId, held: true },
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const view = await retention();
    expect(view.periods).toEqual({ messageDays: 730, formAnswerDays: 365, unconfirmedDays: 7 });
    // Recent (700 days) is due within 30 days; Held is not, being held.
    expect(view.dueWithin30Days).toEqual({ messages: 2, applications: 1, formAnswers: 1, unconfirmedSubscriptions: 2 });
    expect(view.runs).toEqual([]);
  });

  it("refuses a hold on nothing (404) or of an unknown kind (400)", async () => {
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/retention/hold", headers: auth, payload });
    expect((await put({ kind: "message", id: "00000000-0000-4000-8000-000000000000", held: true })).statusCode).toBe(
      404,
    );
    expect((await put({ kind: "photo", id: heldId, held: true })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/retention" })).statusCode).toBe(401);
  });

  it("deletes exactly what is past its time, with its files, and nothing on hold", async () => {
    const [resumesBefore, answerFilesBefore] = [await files("resumes"), await files("form-answers")];
    expect([resumesBefore, answerFilesBefore]).toEqual([2, 3]);
    await t.services.jobs.start(silent);
    try {
      await t.services.jobs.send("retention", {});
      const deadline = Date.now() + 20_000;
      while ((await retention()).runs.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await t.services.jobs.stop();
    }
    expect(await names()).toEqual({
      messages: ["Held", "Recent"],
      applications: ["Young"],
      subscribers: ["fresh@example.in"],
    });
    expect(await files("resumes")).toBe(1);
    const answers = async (formId: string) =>
      (await t.app.inject({ url: `/api/custom-forms/${formId}/responses`, headers: auth })).json().data.responses
        .length;
    expect([await answers(oldForm), await answers(recentForm), await answers(openForm)]).toEqual([0, 1, 1]);
    expect(await files("form-answers")).toBe(answerFilesBefore - 1);

    const [run] = (await retention()).runs;
    expect(run?.deleted).toEqual({
      messages: 1,
      applications: 1,
      formAnswers: 1,
      unconfirmedSubscriptions: 1,
      files: 2,
    });
    expect((await retention()).failedJobs).toEqual([]);
  });
});
