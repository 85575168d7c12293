/**
 * POST /api/personal-data/find and /erase: everything one person sent, found by
 * e-mail address or phone number (any number a form accepted, by the one phone
 * rule), each item saying which detail matched and whose name it carries; the
 * ticked items deleted in one go, with the files (a resume, a form answer's file)
 * gone from storage, and nobody else's data touched: a phone match alone carrying
 * another name (a family's shared phone) is not ticked (issue 42). /copy makes the
 * ZIP the staff send a person who asks what is held about them. Runs on PGlite,
 * and on PostgreSQL too when TEST_DATABASE_URL is set (vitest.config.ts).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalDataMessages } from "#common/messages/personal-data";
import { adminAuth } from "../support/admin-auth.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { samplePdf } from "../support/sample-files.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const ASHA = { email: "Asha.Meena@Example.in", phone: "+91 98290 11111" };
const RAVI = { email: "ravi@example.in", phone: "98290 22222" };

const form = {
  title: "Workshop sign-up",
  description: "Saturday workshop.",
  category: "Volunteer",
  fields: [
    { id: "name", label: "Full name", type: "text", required: true },
    { id: "mail", label: "Your e-mail", type: "email", required: true },
    { id: "mobile", label: "Mobile", type: "phone", required: false },
    { id: "note", label: "Anything else", type: "textarea", required: false },
    { id: "cv", label: "CV", type: "file", required: false },
  ],
};

let counter = 0;
const clientId = () => `client-${Date.now()}-${++counter}`;
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("/api/personal-data", () => {
  let t: TestApp;
  let auth: { authorization: string };
  let formId: string;

  const post = (url: string, payload: unknown, headers: Record<string, string> = auth) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers });
  const find = (who: object) => post("/api/personal-data/find", who);
  const erase = (who: object) => post("/api/personal-data/erase", who);

  const sendMessage = (who: { email: string; phone: string }, firstName: string, contactUs = false) =>
    post(
      "/api/contact",
      contactUs
        ? { firstName, lastName: "K", ...who, subject: "general", message: "Hello", consent: "true" }
        : { firstName, lastName: "K", ...who, interest: "volunteer", message: "Hello", updates: false },
      {},
    );

  const apply = (who: { email: string; phone: string }, firstName: string, resumeText: string) => {
    const fields = {
      type: "internship",
      firstName,
      lastName: "K",
      ...who,
      age: "22",
      availability: "weekends",
      interests: ["Education & Teaching"],
      motivation: "To teach.",
    };
    const { payload, headers } = multipartBody(fields, [
      { field: "resume", filename: "cv.pdf", contentType: "application/pdf", data: samplePdf(resumeText) },
    ]);
    return t.app.inject({ method: "POST", url: "/api/applications", payload, headers });
  };

  const respond = (values: Record<string, unknown>, fileText?: string) => {
    const response = {
      clientId: clientId(),
      values: {
        ...values,
        cv: fileText ? { name: "cv.pdf", size: 1, type: "application/pdf", lastModified: 1_700_000_000_000 } : null,
      },
    };
    const files = fileText
      ? [{ field: "cv", filename: "cv.pdf", contentType: "application/pdf", data: samplePdf(fileText) }]
      : [];
    const { payload, headers } = multipartBody({ response: JSON.stringify(response) }, files);
    return t.app.inject({ method: "POST", url: `/api/custom-forms/${formId}/responses`, payload, headers });
  };

  const storedFiles = async (folder: string) => readdir(path.join(t.dataDir, "uploads", folder)).catch(() => []);

  beforeAll(async () => {
    t = await createTestApp({ VISITOR_SUBMIT_PER_EMAIL_MAX: "100" });
    auth = await adminAuth(t);
    formId = (await post("/api/custom-forms", form)).json().data.id;

    // Asha: a message from each contact form, an internship with a resume, the
    // newsletter, and two responses (one naming her by phone only, with a file).
    for (const res of [
      await sendMessage(ASHA, "Asha"),
      await sendMessage({ email: "asha.meena@example.in ", phone: "" }, "Asha", true),
      await apply(ASHA, "Asha", "asha's resume"),
      await post("/api/newsletter", { email: "ASHA.MEENA@example.in" }, {}),
      await respond({ name: "Asha Meena", mail: ASHA.email, mobile: "", note: "" }),
      await respond({ name: "A. Meena", mail: "other-address@example.in", mobile: "098290-11111" }, "asha's file"),
    ]) {
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    // Ravi: the same kinds, nothing of Asha's. His note mentions her number's last digits inside a sentence.
    for (const res of [
      await sendMessage(RAVI, "Ravi"),
      await apply(RAVI, "Ravi", "ravi's resume"),
      await post("/api/newsletter", { email: RAVI.email }, {}),
      await respond({ name: "Ravi", mail: RAVI.email, mobile: RAVI.phone, note: "call Asha on 9829011111 please" }),
    ]) {
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  });
  afterAll(() => t.close());

  it("finds everything one person sent by e-mail, whatever its case, named per kind", async () => {
    const res = await find({ email: "asha.meena@example.in" });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.messages.map((m: { source: string }) => m.source).sort()).toEqual(["contact-us", "get-in-touch"]);
    expect(data.applications).toEqual([
      expect.objectContaining({ type: "internship", name: "Asha K", hasResume: true }),
    ]);
    // Subscribed as ASHA.MEENA@example.in: kept in its canonical spelling (issue 40).
    expect(data.subscriptions).toEqual([expect.objectContaining({ email: "asha.meena@example.in", confirmed: false })]);
    // The response naming her by phone only is not hers by e-mail.
    expect(data.responses).toEqual([
      expect.objectContaining({ formId, formTitle: "Workshop sign-up", name: "Asha Meena", files: 0 }),
    ]);
    expect(data.files).toBe(1);
    // Found by e-mail, every item is ticked.
    for (const item of [...data.messages, ...data.applications, ...data.subscriptions, ...data.responses]) {
      expect(item).toMatchObject({ matchedBy: ["email"], ticked: true });
    }
  });

  it("finds by phone however the number was written, ticking nothing found by phone alone, and by both at once", async () => {
    const byPhone = (await find({ phone: "9829011111" })).json().data;
    // The Get In Touch message and the application carry her phone; the Contact Us one has none.
    expect(byPhone.messages).toEqual([
      expect.objectContaining({ name: "Asha K", matchedBy: ["phone"], ticked: false }),
    ]);
    expect(byPhone.applications).toEqual([
      expect.objectContaining({ name: "Asha K", matchedBy: ["phone"], ticked: false }),
    ]);
    expect(byPhone.subscriptions).toHaveLength(0);
    // Only the response with her number as an answer: a number inside a sentence is not a phone answer.
    expect(byPhone.responses).toEqual([
      expect.objectContaining({ name: "A. Meena", files: 1, matchedBy: ["phone"], ticked: false }),
    ]);

    const both = (await find({ email: ASHA.email, phone: "+91-98290-11111" })).json().data;
    expect({
      messages: both.messages.length,
      applications: both.applications.length,
      subscriptions: both.subscriptions.length,
      responses: both.responses.length,
      files: both.files,
    }).toEqual({ messages: 2, applications: 1, subscriptions: 1, responses: 2, files: 2 });
    // Her e-mail vouches for the name "Asha K": her phone-only items carrying it are ticked;
    // "A. Meena", found by the phone alone, is another name, so it is not.
    expect(both.messages.map((m: { matchedBy: string[] }) => m.matchedBy).sort()).toEqual([
      ["email"],
      ["email", "phone"],
    ]);
    // Newest first.
    expect(both.responses).toEqual([
      expect.objectContaining({ name: "A. Meena", matchedBy: ["phone"], ticked: false }),
      expect.objectContaining({ name: "Asha Meena", matchedBy: ["email"], ticked: true }),
    ]);
  });

  it.each([
    ["Get In Touch", "+91 98290 55555", "098290-55555"],
    ["Contact Us", "098290 66666", "+91 (98290) 66666"],
    ["the application", "+1 555 0100", "+1-555-0100"],
    ["a custom form's phone question", "91 98290 77777", "9829077777"],
    ["a custom form's text question", "(0141) 272 1234", "+91 141 272 1234"],
  ])("finds a number %s accepted (%s) when it is looked up as %s", async (where, typed, looked) => {
    const email = `${where.replace(/\W+/g, "-")}@example.in`.toLowerCase();
    const who = { email, phone: typed };
    const sent =
      where === "Get In Touch"
        ? await sendMessage(who, "Kiran")
        : where === "Contact Us"
          ? await sendMessage(who, "Kiran", true)
          : where === "the application"
            ? await apply(who, "Kiran", `resume of ${where}`)
            : where === "a custom form's phone question"
              ? await respond({ name: "Kiran", mail: email, mobile: typed })
              : await respond({ name: "Kiran", mail: email, note: typed });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const data = (await find({ phone: looked })).json().data;
    const found = [...data.messages, ...data.applications, ...data.responses];
    expect(found).toEqual([expect.objectContaining({ matchedBy: ["phone"] })]);
    // Gone again, so the tests below count only Asha's and Ravi's.
    const items = {
      messages: ids(data.messages),
      applications: ids(data.applications),
      responses: ids(data.responses),
    };
    expect((await erase({ phone: looked, items })).statusCode).toBe(200);
  });

  describe("a copy to send the person", () => {
    const copy = async (body: object) => {
      const res = await post("/api/personal-data/copy", body);
      expect(res.statusCode, res.body).toBe(200);
      const zip = unzipSync(new Uint8Array(res.rawPayload));
      const page = zip["your-details.html"];
      if (!page) throw new Error(`no page in ${Object.keys(zip).join(", ")}`);
      const files = Object.keys(zip).filter((name) => name.startsWith("files/"));
      return { res, zip, page: strFromU8(page), files };
    };

    it("is one ZIP: a page of everything ticked, each file they sent under its name, nobody else's", async () => {
      const found = (await find(ASHA)).json().data;
      // Everything found, the response matched by her phone alone included (ticked by the admin).
      const items = {
        messages: ids(found.messages),
        applications: ids(found.applications),
        subscriptions: ids(found.subscriptions),
        responses: ids(found.responses),
      };
      const { res, zip, page, files } = await copy({ ...ASHA, items });
      expect(res.headers["content-type"]).toBe("application/zip");
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"/,
      );
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(page).toContain("The details Pragati Education Foundation holds about you");
      for (const text of [
        "Get In Touch,",
        "Contact Us,",
        "Internship,",
        "To teach.",
        "Education &amp; Teaching",
        "asha.meena@example.in",
        "Workshop sign-up,",
        "Asha Meena",
        "A. Meena",
        "Subscribed on",
      ]) {
        expect(page).toContain(text);
      }
      expect(page).not.toMatch(/Ravi|ravi@example/);
      // The resume and the file sent with a form, byte for byte, each linked from the page.
      expect(files).toHaveLength(2);
      expect(files.map((name) => Buffer.from(zip[name] ?? []).toString())).toEqual([
        samplePdf("asha's resume").toString(),
        samplePdf("asha's file").toString(),
      ]);
      for (const name of files) expect(page).toContain(`href="${name}"`);
    });

    it("without ticks holds what /find ticks: a family member's item found by the phone alone stays out", async () => {
      const { page, files } = await copy(ASHA);
      expect(page).toContain("Asha Meena");
      expect(page).not.toContain("A. Meena");
      expect(files).toHaveLength(1);
    });

    it("shows what a visitor typed as text, never as markup", async () => {
      const mira = { email: "mira@example.in", phone: "" };
      expect((await sendMessage(mira, "<script>alert(1)</script>")).statusCode).toBeLessThan(300);
      const { page } = await copy(mira);
      expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(page).not.toContain("<script>");
      expect((await erase(mira)).statusCode).toBe(200);
    });

    it("is the admin's only: 401 without the token, 400 for a bad address", async () => {
      expect((await post("/api/personal-data/copy", ASHA, {})).statusCode).toBe(401);
      const bad = await post("/api/personal-data/copy", { email: "not-an-address" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: { email: personalDataMessages.validation.emailInvalid } });
    });
  });

  it("finds nothing for someone who sent nothing", async () => {
    const data = (await find({ email: "nobody@example.in", phone: "99999 99999" })).json().data;
    expect(data).toEqual({
      messages: [],
      applications: [],
      subscriptions: [],
      responses: [],
      receiptRequests: [],
      donations: [],
      files: 0,
    });
  });

  it.each([
    [{}, "email", personalDataMessages.validation.whoRequired],
    [{ email: "  ", phone: "" }, "email", personalDataMessages.validation.whoRequired],
    [{ email: "not-an-address" }, "email", personalDataMessages.validation.emailInvalid],
    [{ phone: "12345" }, "phone", personalDataMessages.validation.phoneInvalid],
    [{ phone: "98765 4321" }, "phone", "Enter a 10-digit mobile number"],
    [{ phone: "98290 11111; drop table" }, "phone", personalDataMessages.validation.phoneInvalid],
    [{ email: `${"a".repeat(300)}@example.in` }, "email", personalDataMessages.validation.tooLong(254)],
  ])("refuses %j with 400 and says why", async (who, field, message) => {
    for (const url of ["/api/personal-data/find", "/api/personal-data/erase"]) {
      const res = await post(url, who);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
    }
  });

  it("refuses fields it does not know, and a body that is not an object", async () => {
    expect((await find({ email: ASHA.email, name: "Asha" })).statusCode).toBe(400);
    expect((await find(["asha"])).statusCode).toBe(400);
    const text = await t.app.inject({
      method: "POST",
      url: "/api/personal-data/erase",
      payload: "asha@example.in",
      headers: { ...auth, "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().success).toBe(false);
  });

  it("answers 401 without the admin's token, and deletes nothing", async () => {
    for (const url of ["/api/personal-data/find", "/api/personal-data/erase"]) {
      const res = await post(url, { email: ASHA.email }, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    }
    expect((await find({ email: ASHA.email })).json().data.messages).toHaveLength(2);
  });

  it("deletes the ticked items in one go, files included, and nobody else's", async () => {
    const resumesBefore = await storedFiles("resumes");
    const answersBefore = await storedFiles("form-answers");
    expect(resumesBefore).toHaveLength(2);
    expect(answersBefore).toHaveLength(1);

    // Without `items`, what /find ticks: not the "A. Meena" response, found by phone alone.
    const res = await erase({ email: ASHA.email, phone: ASHA.phone });
    expect(res.statusCode).toBe(200);
    const counts = {
      messages: 2,
      applications: 1,
      subscriptions: 1,
      responses: 1,
      receiptRequests: 0,
      donations: 0,
      files: 1,
    };
    expect(res.json()).toEqual({ success: true, data: counts, message: personalDataMessages.erased(counts) });
    expect(res.json().message).toBe(
      "Deleted this person's data: 2 messages, 1 application, 1 newsletter subscription, 1 form response and 1 uploaded file.",
    );
    const left = (await find({ email: ASHA.email, phone: ASHA.phone })).json().data;
    expect(left.responses).toEqual([
      expect.objectContaining({ name: "A. Meena", matchedBy: ["phone"], ticked: false }),
    ]);
    expect(await storedFiles("form-answers")).toEqual(answersBefore);

    // The admin checks it is hers and ticks it: it goes, with its file.
    const ticked = await erase({ phone: ASHA.phone, items: { responses: ids(left.responses) } });
    expect(ticked.json().data).toEqual({
      messages: 0,
      applications: 0,
      subscriptions: 0,
      responses: 1,
      receiptRequests: 0,
      donations: 0,
      files: 1,
    });

    // Nothing of hers is left, in the lists or in storage.
    expect((await find({ email: ASHA.email, phone: ASHA.phone })).json().data).toEqual({
      messages: [],
      applications: [],
      subscriptions: [],
      responses: [],
      receiptRequests: [],
      donations: [],
      files: 0,
    });
    expect(await storedFiles("form-answers")).toEqual([]);
    expect(await storedFiles("resumes")).toHaveLength(1);

    // Ravi's are all there.
    const ravi = (await find({ email: RAVI.email })).json().data;
    expect([ravi.messages, ravi.applications, ravi.subscriptions, ravi.responses].map((kind) => kind.length)).toEqual([
      1, 1, 1, 1,
    ]);
    const resume = await t.app.inject({ url: `/api/applications/${ravi.applications[0].id}/resume`, headers: auth });
    expect(resume.statusCode).toBe(200);
    expect(resume.body).toContain("ravi's resume");
    const responses = (await t.app.inject({ url: `/api/custom-forms/${formId}/responses`, headers: auth })).json().data;
    expect(responses.responses.map((r: { values: { name: string } }) => r.values.name)).toEqual(["Ravi"]);
    const inbox = (await t.app.inject({ url: "/api/inbox/counts", headers: auth })).json().data;
    expect(inbox).toMatchObject({ messages: { total: 1 }, applications: { total: 1 } });
  });

  it("says so when there was nothing left to delete", async () => {
    const res = await erase({ email: ASHA.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Nothing was found to delete: this person's data was already gone.");
  });

  it("leaves a family member's items sharing the phone, found by it alone, unless ticked", async () => {
    const family = "+91 98290 88888";
    await apply({ email: "sunita@example.in", phone: family }, "Sunita", "sunita's resume");
    await sendMessage({ email: "vikram@example.in", phone: "098290-88888" }, "Vikram");
    const found = (await find({ email: "sunita@example.in", phone: family })).json().data;
    expect(found.applications).toEqual([
      expect.objectContaining({ name: "Sunita K", matchedBy: ["email", "phone"], ticked: true }),
    ]);
    expect(found.messages).toEqual([
      expect.objectContaining({ name: "Vikram K", matchedBy: ["phone"], ticked: false }),
    ]);

    // Ticking Sunita's application only: Vikram's message stays.
    const res = await erase({
      email: "sunita@example.in",
      phone: family,
      items: { applications: ids(found.applications) },
    });
    expect(res.json().data).toMatchObject({ messages: 0, applications: 1 });
    expect((await find({ email: "vikram@example.in" })).json().data.messages).toHaveLength(1);
  });

  it("deletes nothing an id names that was not found for this person", async () => {
    const ravi = (await find({ email: RAVI.email })).json().data;
    const res = await erase({ email: "nobody@example.in", items: { messages: ids(ravi.messages) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      messages: 0,
      applications: 0,
      subscriptions: 0,
      responses: 0,
      receiptRequests: 0,
      donations: 0,
      files: 0,
    });
    expect((await find({ email: RAVI.email })).json().data.messages).toHaveLength(1);
    // An unknown kind or a list that is not of ids is refused.
    expect((await erase({ email: RAVI.email, items: { everything: true } })).statusCode).toBe(400);
    expect((await erase({ email: RAVI.email, items: { messages: "all" } })).statusCode).toBe(400);
  });

  it("keeps a file another person's row still holds (the same bytes are stored once)", async () => {
    await apply({ email: "twin-a@example.in", phone: "98290 33333" }, "Twin", "one shared resume");
    await apply({ email: "twin-b@example.in", phone: "98290 44444" }, "Twin", "one shared resume");
    const before = await storedFiles("resumes");
    const res = await erase({ email: "twin-a@example.in" });
    expect(res.json().data).toMatchObject({ applications: 1, files: 1 });
    expect(await storedFiles("resumes")).toEqual(before);
    const twinB = (await find({ email: "twin-b@example.in" })).json().data.applications[0];
    expect((await t.app.inject({ url: `/api/applications/${twinB.id}/resume`, headers: auth })).statusCode).toBe(200);
  });

  it("deletes a donor's receipt request, and keeps their receipt, as tax law requires, without their e-mail address", async () => {
    const donor = {
      nameOnPan: "Kiran Bala",
      pan: "ABCPB1234K",
      email: "kiran@example.in",
      address: "9 Lake Road, Udaipur",
      indianCitizen: "yes",
      amount: "",
      consent: "true",
    };
    const asked = await post("/api/donations/pledges", donor, {});
    expect(asked.statusCode).toBe(201);
    const paid = await post("/api/donations/pledges", { ...donor, amount: "1,000" }, {});
    const waiting = (await t.app.inject({ url: "/api/donations/pledges", headers: auth })).json().data as {
      id: string;
      code: string;
    }[];
    const paidPledge = waiting.find((pledge) => pledge.code === paid.json().data.code);
    const confirmed = await post("/api/donations", {
      pledgeId: paidPledge?.id,
      paise: 1000_00,
      receivedOn: "2026-04-02",
      mode: "bankTransfer",
    });
    expect(confirmed.statusCode).toBe(201);
    const number = confirmed.json().data.number as string;

    const found = (await find({ email: donor.email })).json().data;
    expect(found.receiptRequests.map((item: { code: string }) => item.code).sort()).toEqual(
      [asked.json().data.code, paid.json().data.code].sort(),
    );
    expect(found.donations).toMatchObject([
      { name: "Kiran Bala", receipts: number, paise: 1000_00, keptUntil: "2038-03-31", ticked: true },
    ]);

    const res = await erase({ email: donor.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      "Deleted this person's data: 2 80G receipt requests and the e-mail address of 1 donation (the receipts stay, as tax law requires).",
    );
    const after = (await find({ email: donor.email })).json().data;
    expect(after.receiptRequests).toEqual([]);
    expect(after.donations).toEqual([]);
    // The receipt is still there, its PDF still printed, under its number.
    const year = (await t.app.inject({ url: "/api/donations/receipts?year=2026-27", headers: auth })).json().data as {
      number: string;
      donorName: string;
      email: string;
    }[];
    expect(year.find((receipt) => receipt.number === number)).toMatchObject({ donorName: "Kiran Bala", email: "" });
  });
});
