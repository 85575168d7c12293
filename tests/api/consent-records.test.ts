/**
 * A consent record with every submission (issue 42): which privacy notice the visitor
 * was offered (the version of /privacy published when it arrived), in the language of
 * the page they sent it from, and what they ticked. Each way in is tried: Contact Us,
 * Get In Touch, an application, the newsletter and a custom form; a new version of the
 * notice is recorded from then on; the Inbox and a person's copy say it in words. Runs
 * on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsentRecord } from "#common/consent-record";
import type { PageDocument } from "#common/content-model/page";
import { consentRecordText } from "#common/messages/visitor-labels";
import { adminAuth } from "../support/admin-auth.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { contentDocumentApi, createTestApp, type TestApp } from "../support/test-app.ts";

const person = { firstName: "Meera", lastName: "Joshi", email: "meera.joshi@example.in", phone: "+91 98290 55555" };

describe("the consent record kept with every submission", () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const privacy = contentDocumentApi<PageDocument>(
    () => t,
    "page-privacy",
    () => auth,
  );
  const recordsOf = async (table: string): Promise<(ConsentRecord | null)[]> =>
    (
      (await t.database.db.execute(sql.raw(`SELECT consent_record FROM ${table} ORDER BY created_at`))) as unknown as {
        rows: { consent_record: ConsentRecord | null }[];
      }
    ).rows.map((row) => row.consent_record);
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

  beforeAll(async () => {
    t = await createTestApp();
    auth = await adminAuth(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("names the notice's version and language and the ticked box on Contact Us and Get In Touch", async () => {
    const { version } = await privacy.read();
    const contactUs = await post("/api/contact", {
      ...person,
      subject: "general",
      message: "नमस्ते, I would like to visit a centre.",
      consent: true,
      language: "hi",
    });
    expect(contactUs.statusCode, contactUs.body).toBe(200);
    const getInTouch = await post("/api/contact", {
      ...person,
      interest: "volunteer",
      message: "I can teach on Saturdays.",
      updates: true,
    });
    expect(getInTouch.statusCode, getInTouch.body).toBe(200);
    expect(await recordsOf("contact_messages")).toEqual([
      { notice: version, language: "hi", ticked: ["consent"] },
      // No language sent (an API client): English.
      { notice: version, language: "en", ticked: ["updates"] },
    ]);

    const listed = await t.app.inject({ method: "GET", url: "/api/contact", headers: auth });
    const views = (listed.json().data.items as { source: string; consentRecord: ConsentRecord | null }[]).map(
      (item) => [item.source, item.consentRecord],
    );
    expect(views).toContainEqual(["contact-us", { notice: version, language: "hi", ticked: ["consent"] }]);
    expect(consentRecordText({ notice: version, language: "hi", ticked: ["consent"] })).toBe(
      `version ${version}, in Hindi; ticked: Accepted privacy policy`,
    );
  });

  it("records the new version once the staff publish a change to the notice", async () => {
    const before = await privacy.read();
    const document = structuredClone(before.document);
    document.description.en = `${document.description.en} (updated)`;
    const saved = await privacy.save(document, before.version);
    expect(saved.statusCode, saved.body).toBe(200);

    const sent = await post("/api/contact", {
      ...person,
      interest: "general",
      message: "A question after the change.",
      updates: "false",
      language: "en",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await recordsOf("contact_messages")).at(-1)).toEqual({
      notice: before.version + 1,
      language: "en",
      ticked: [],
    });
  });

  it("keeps one with an application, a subscription and a custom form's answer, and a person's copy says it", async () => {
    const { version } = await privacy.read();
    const { payload, headers } = multipartBody(
      {
        type: "volunteer",
        ...person,
        age: "34",
        availability: "weekends",
        interests: ["Education & Teaching"],
        motivation: "To give back to my village.",
        language: "hi",
      },
      [],
    );
    const applied = await t.app.inject({ method: "POST", url: "/api/applications", payload, headers });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await recordsOf("applications")).toEqual([{ notice: version, language: "hi", ticked: [] }]);

    const subscribed = await post("/api/newsletter", { email: person.email, language: "hi" });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    // The same address again keeps its first record.
    await post("/api/newsletter", { email: person.email.toUpperCase(), language: "en" });
    expect(await recordsOf("newsletter_subscribers")).toEqual([{ notice: version, language: "hi", ticked: [] }]);

    const form = await t.app.inject({
      method: "POST",
      url: "/api/custom-forms",
      headers: auth,
      payload: {
        title: "Tree planting day",
        description: "Join us.",
        category: "Volunteer",
        fields: [{ id: "email", label: "Email", type: "email", required: true }],
      },
    });
    expect(form.statusCode, form.body).toBe(201);
    const formId = form.json().data.id as string;
    const answered = await post(`/api/custom-forms/${formId}/responses`, {
      clientId: "consent-record-1",
      values: { email: person.email },
      language: "hi",
    });
    expect(answered.statusCode, answered.body).toBe(201);
    // An answer queued offline by an older page has no language: English.
    await post(`/api/custom-forms/${formId}/responses`, {
      clientId: "consent-record-2",
      values: { email: person.email },
    });
    expect(await recordsOf("form_responses")).toEqual([
      { notice: version, language: "hi", ticked: [] },
      { notice: version, language: "en", ticked: [] },
    ]);

    const copy = await t.app.inject({
      method: "POST",
      url: "/api/personal-data/copy",
      headers: auth,
      payload: { email: person.email },
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const html = new TextDecoder().decode(unzipSync(new Uint8Array(copy.rawPayload))["your-details.html"]);
    expect(html).toContain("<dt>Privacy notice</dt><dd>version");
    expect(html).toContain(`version ${version}, in Hindi; nothing to tick`);
    expect(html).toContain("ticked: Accepted privacy policy");
  });

  it("says so for a submission from before the record was kept", () => {
    expect(consentRecordText(null)).toBe("not recorded (sent before the site kept it)");
  });
});
