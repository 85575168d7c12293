import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../support/multipart-body.ts";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";
import { photoJpeg } from "../support/test-images.ts";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
/** FORM_RESPONSE_MAX for this file (the default is far higher). */
const RESPONSES_PER_WINDOW = 120;

/** A form with one question of each of the nine types. */
const everyType = {
  title: "Volunteer sign-up",
  description: "Tell us how you would like to help.",
  category: "Volunteer",
  fields: [
    { id: "name", label: "Full name", type: "text", required: true },
    { id: "email", label: "Email", type: "email", required: true },
    { id: "phone", label: "Phone", type: "phone", required: false },
    { id: "about", label: "About you", type: "textarea", required: false },
    { id: "city", label: "City", type: "select", required: true, options: ["Jaipur", "Udaipur"] },
    { id: "mode", label: "Mode", type: "radio", required: false, options: ["Online", "In person"] },
    { id: "days", label: "Days", type: "checkbox", required: false, options: ["Sat", "Sun"] },
    { id: "start", label: "Start date", type: "date", required: false },
    { id: "cv", label: "CV", type: "file", required: false },
  ],
};

const goodAnswers = {
  name: "प्रिया शर्मा",
  email: "priya@example.org",
  phone: "+91 (98765) 43210",
  about: 'Teacher, "retired"\nloves maths',
  city: "Jaipur",
  mode: "Online",
  days: ["Sun", "Sat"],
  start: "2025-11-01",
  // A file answer needs its file in a multipart request: see "file answers".
  cv: null,
};

let counter = 0;
const clientId = () => `client-${Date.now()}-${++counter}`;

describe("/api/custom-forms", () => {
  let t: TestApp;
  let auth: { authorization: string };
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RESPONSE_MAX: String(RESPONSES_PER_WINDOW) });
    auth = await signIn(t);
    formId = (await createForm(everyType)).json().data.id;
  });
  afterAll(() => t.close());

  const createForm = (payload: object, headers: Record<string, string> = auth) =>
    t.app.inject({ method: "POST", url: "/api/custom-forms", payload, headers });
  const respond = (id: string, payload: object, remoteAddress = "10.1.1.1") =>
    t.app.inject({ method: "POST", url: `/api/custom-forms/${id}/responses`, payload, remoteAddress });

  describe("forms", () => {
    it("creates a form with every field type", async () => {
      const res = await createForm({ ...everyType, title: "Another" });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: "Custom form created.",
        data: { title: "Another", category: "Volunteer", disabled: false },
      });
      expect(res.json().data.fields).toHaveLength(9);
    });

    it.each([
      [{ ...everyType, title: "" }, "title", "Title is required"],
      [{ ...everyType, fields: [] }, "fields", "Add at least one question"],
      [
        { ...everyType, fields: [{ id: "a", label: "City", type: "select", required: true }] },
        "fields.0.options",
        "Add at least one option (one per line)",
      ],
      [
        { ...everyType, fields: [{ id: "a", label: "Pick", type: "radio", options: ["x", "x"] }] },
        "fields.0.options",
        "Options must differ from each other",
      ],
      [
        { ...everyType, fields: [{ id: "a", label: " ", type: "text" }] },
        "fields.0.label",
        "Every question needs a label",
      ],
      [
        {
          ...everyType,
          fields: [
            { id: "a", label: "One", type: "text" },
            { id: "a", label: "Two", type: "text" },
          ],
        },
        "fields",
        "Two questions have the same id",
      ],
      [{ ...everyType, category: "Party" }, "category", "Please choose one of the listed categories"],
    ])("refuses a bad form (%#) with 400 naming %s", async (payload, field, message) => {
      const res = await createForm(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Validation errors/);
      expect(res.json().errors[field]).toBe(message);
    });

    it("refuses an unknown field type with 400", async () => {
      const res = await createForm({ ...everyType, fields: [{ id: "a", label: "A", type: "signature" }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty("fields.0.type");
    });

    it("shows an enabled form to visitors, hides a disabled one", async () => {
      const res = await t.app.inject({ url: `/api/custom-forms/${formId}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: formId, title: "Volunteer sign-up" });
      expect(res.json().data).not.toHaveProperty("disabled");

      const closed = (await createForm({ ...everyType, disabled: true })).json().data;
      const hidden = await t.app.inject({ url: `/api/custom-forms/${closed.id}` });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({
        success: false,
        message: "Form not found",
        key: "formMessages.server.formNotFound",
      });
    });

    it("replaces a form with PUT and drops options from types that have none", async () => {
      const { id } = (await createForm(everyType)).json().data;
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/custom-forms/${id}`,
        headers: auth,
        payload: { title: "Renamed", fields: [{ id: "q", label: "Question", type: "text", options: ["stray"] }] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ title: "Renamed", description: "", category: "Volunteer" });
      expect(res.json().data.fields).toEqual([{ id: "q", label: "Question", type: "text", required: false }]);
    });

    it("lists every form with its response count, for the admin only", async () => {
      const { id } = (await createForm(everyType)).json().data;
      await respond(id, { clientId: clientId(), values: goodAnswers });
      await respond(id, { clientId: clientId(), values: goodAnswers });
      const res = await t.app.inject({ url: "/api/custom-forms", headers: auth });
      expect(res.statusCode).toBe(200);
      const forms = res.json().data as { id: string; responseCount: number }[];
      expect(forms.find((f) => f.id === id)?.responseCount).toBe(2);
    });

    it("refuses admin routes without a token", async () => {
      for (const [method, url] of [
        ["GET", "/api/custom-forms"],
        ["POST", "/api/custom-forms"],
        ["PUT", `/api/custom-forms/${formId}`],
        ["DELETE", `/api/custom-forms/${formId}`],
        ["GET", `/api/custom-forms/${formId}/responses`],
        ["GET", `/api/custom-forms/${formId}/responses.csv`],
        ["DELETE", `/api/custom-forms/${formId}/responses/${UNKNOWN_ID}`],
      ] as const) {
        const res = await t.app.inject({ method, url, payload: method === "GET" ? undefined : everyType });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ success: false, message: "No token, authorization denied" });
      }
    });

    it.each([UNKNOWN_ID, "nope"])("answers 404 for the unknown form %s", async (id) => {
      for (const [method, url, headers] of [
        ["GET", `/api/custom-forms/${id}`, {}],
        ["PUT", `/api/custom-forms/${id}`, auth],
        ["DELETE", `/api/custom-forms/${id}`, auth],
        ["GET", `/api/custom-forms/${id}/responses`, auth],
        ["GET", `/api/custom-forms/${id}/responses.csv`, auth],
        ["POST", `/api/custom-forms/${id}/responses`, {}],
      ] as const) {
        const payload = method === "PUT" ? everyType : method === "POST" ? { clientId: clientId() } : undefined;
        const res = await t.app.inject({ method, url, headers, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          message: "Form not found",
          key: "formMessages.server.formNotFound",
        });
      }
    });

    it("deletes a form together with its responses", async () => {
      const { id } = (await createForm(everyType)).json().data;
      await respond(id, { clientId: clientId(), values: goodAnswers });
      const res = await t.app.inject({ method: "DELETE", url: `/api/custom-forms/${id}`, headers: auth });
      expect(res.json()).toEqual({ success: true, data: null, message: "Custom form deleted." });
      const left = await t.database.db.execute(
        sql`select count(*)::int as n from form_responses where form_id = ${id}`,
      );
      expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    });
  });

  describe("responses", () => {
    it("stores a valid response with cleaned values and the spec's message", async () => {
      const res = await respond(formId, { clientId: clientId(), values: { ...goodAnswers, stray: "ignored" } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: "Form submitted successfully!",
        data: { created: true },
      });

      const list = (await t.app.inject({ url: `/api/custom-forms/${formId}/responses`, headers: auth })).json().data;
      const stored = list.responses.find((r: { id: string }) => r.id === res.json().data.id);
      // The phone in its normal form (the one phone rule, issue 42).
      expect(stored.values).toEqual({ ...goodAnswers, phone: "+919876543210", days: ["Sat", "Sun"] });
      expect(stored.values).not.toHaveProperty("stray");
    });

    it("accepts a response leaving out every optional question", async () => {
      const res = await respond(formId, {
        clientId: clientId(),
        values: { name: "Ravi", email: "ravi@example.org", city: "Udaipur" },
      });
      expect(res.statusCode).toBe(201);
    });

    it.each([
      ["required text", { name: "  " }, "name", "Full name is required"],
      ["required email", { email: undefined }, "email", "Email is required"],
      ["required select", { city: "" }, "city", "City is required"],
      ["email pattern", { email: "priya@example" }, "email", "Invalid email address"],
      ["phone pattern", { phone: "98765 4321x" }, "phone", "Invalid phone number"],
      // Nine digits: spec 5's message for a custom form's phone question, the one rule for what it takes.
      ["phone rule", { phone: "98765 4321" }, "phone", "Invalid phone number"],
      ["select option", { city: "Mumbai" }, "city", "Please choose one of the options for City"],
      ["radio option", { mode: "By post" }, "mode", "Please choose one of the options for Mode"],
      ["checkbox options", { days: ["Sat", "Mon"] }, "days", "Please choose one of the options for Days"],
      ["date", { start: "2025-02-30" }, "start", "Please enter a valid date"],
      ["text length", { name: "x".repeat(1001) }, "name", "Full name is too long (at most 1000 characters)"],
      ["file shape", { cv: "cv.pdf" }, "cv", "CV: the file did not arrive, please choose it again"],
    ])("refuses a bad answer (%s) with 400 and the renderer's message", async (_case, change, field, message) => {
      const res = await respond(formId, { clientId: clientId(), values: { ...goodAnswers, ...change } });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/^Validation errors/);
      expect(res.json().errors[field]).toBe(message);
    });

    it("refuses a malformed request body with 400", async () => {
      for (const payload of [{}, { clientId: "short" }, { clientId: clientId(), values: { name: { nested: 1 } } }]) {
        const res = await respond(formId, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it("stores a response sent twice with the same client id once", async () => {
      const id = clientId();
      const first = await respond(formId, { clientId: id, values: goodAnswers });
      const again = await respond(formId, { clientId: id, values: { ...goodAnswers, name: "Changed" } });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ id: first.json().data.id, created: false });
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from form_responses where client_id = ${id}`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    });

    it("stores copies racing each other once", async () => {
      const id = clientId();
      const answers = await Promise.all([1, 2, 3].map(() => respond(formId, { clientId: id, values: goodAnswers })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    });

    it("keeps the time a queued response was submitted, but not a time in the future", async () => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString();
      const queued = await respond(formId, { clientId: clientId(), submittedAt: yesterday, values: goodAnswers });
      expect(queued.json().data.submittedAt).toBe(yesterday);
      const future = new Date(Date.now() + 86_400_000).toISOString();
      const skewed = await respond(formId, { clientId: clientId(), submittedAt: future, values: goodAnswers });
      expect(Date.parse(skewed.json().data.submittedAt)).toBeLessThanOrEqual(Date.now());
    });

    it("closes a disabled form to new responses with 410, but still acknowledges one already stored", async () => {
      const { id } = (await createForm(everyType)).json().data;
      const sentBefore = clientId();
      await respond(id, { clientId: sentBefore, values: goodAnswers });
      await t.app.inject({
        method: "PUT",
        url: `/api/custom-forms/${id}`,
        headers: auth,
        payload: { ...everyType, disabled: true },
      });
      const late = await respond(id, { clientId: clientId(), values: goodAnswers });
      expect(late.statusCode).toBe(410);
      expect(late.json().message).toBe("This form is not accepting responses");
      expect((await respond(id, { clientId: sentBefore, values: goodAnswers })).statusCode).toBe(200);
    });

    it("lists responses numbered in the order they came, and deletes one", async () => {
      const { id } = (await createForm(everyType)).json().data;
      for (const name of ["First", "Second"]) {
        await respond(id, { clientId: clientId(), values: { ...goodAnswers, name } });
      }
      const res = await t.app.inject({ url: `/api/custom-forms/${id}/responses`, headers: auth });
      const { form, responses } = res.json().data;
      expect(form).toMatchObject({ id, title: "Volunteer sign-up", responseCount: 2 });
      expect(responses.map((r: { number: number; values: { name: string } }) => [r.number, r.values.name])).toEqual([
        [1, "First"],
        [2, "Second"],
      ]);

      const target = responses[0].id;
      const del = await t.app.inject({
        method: "DELETE",
        url: `/api/custom-forms/${id}/responses/${target}`,
        headers: auth,
      });
      expect(del.json()).toEqual({ success: true, data: null, message: "Response deleted." });
      const again = await t.app.inject({
        method: "DELETE",
        url: `/api/custom-forms/${id}/responses/${target}`,
        headers: auth,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe("Response not found");
    });

    it("exports CSV: BOM, one column per field in order plus when it was sent, formulas neutralised", async () => {
      const { id } = (await createForm(everyType)).json().data;
      await respond(id, { clientId: clientId(), values: { ...goodAnswers, about: "=cmd|' /C calc'!A0" } });
      const res = await t.app.inject({ url: `/api/custom-forms/${id}/responses.csv`, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toContain('filename="Volunteer sign-up responses.csv"');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

      const rows: string[][] = parse(res.body, { bom: true });
      expect(rows[0]).toEqual([...everyType.fields.map((f) => f.label), "Submitted at (Asia/Kolkata time)"]);
      const row = rows[1] ?? [];
      expect(row.slice(0, 9)).toEqual([
        "प्रिया शर्मा",
        "priya@example.org",
        // Plain, as stored (issue 42).
        "+919876543210",
        "'=cmd|' /C calc'!A0",
        "Jaipur",
        "Online",
        "Sat; Sun",
        "2025-11-01",
        "",
      ]);
      // When it was sent, as a spreadsheet reads a date and time, in the site's zone.
      expect(row[9]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    });

    it("limits responses per client address with 429 and Retry-After", async () => {
      const ip = "10.200.0.1";
      // Invalid bodies count too: the limit runs before anything else.
      let last = await respond(formId, {}, ip);
      for (let i = 1; i < RESPONSES_PER_WINDOW; i++) last = await respond(formId, {}, ip);
      expect(last.statusCode).toBe(400);
      const limited = await respond(formId, { clientId: clientId(), values: goodAnswers }, ip);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.json().message).toBe(
        "Too many submissions from this connection. Please wait a few minutes and try again.",
      );
      // Another address is not affected.
      expect((await respond(formId, { clientId: clientId(), values: goodAnswers }, "10.200.0.2")).statusCode).toBe(201);
    });
  });

  describe("file answers", () => {
    const pdf = (text = "cv") => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
    const cvMeta = { name: "cv.pdf", size: 1, type: "application/pdf", lastModified: 1_700_000_000_000 };
    const withFiles = (
      id: string,
      response: object,
      files: { field: string; filename: string; contentType: string; data: Buffer }[],
    ) => {
      const { payload, headers } = multipartBody({ response: JSON.stringify(response) }, files);
      return t.app.inject({
        method: "POST",
        url: `/api/custom-forms/${id}/responses`,
        payload,
        headers,
        remoteAddress: "10.3.3.3",
      });
    };
    const storedRows = async () => {
      const result = await t.database.db.execute(sql`select key from stored_files where key like 'form-answers/%'`);
      return (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
    };

    it("stores the file with the response; name, size and type from the bytes, lastModified from the browser", async () => {
      const res = await withFiles(formId, { clientId: clientId(), values: { ...goodAnswers, cv: cvMeta } }, [
        { field: "cv", filename: "my cv.pdf", contentType: "application/octet-stream", data: pdf() },
      ]);
      expect(res.statusCode).toBe(201);
      const list = (await t.app.inject({ url: `/api/custom-forms/${formId}/responses`, headers: auth })).json().data;
      const stored = list.responses.find((r: { id: string }) => r.id === res.json().data.id);
      expect(stored.values.cv).toMatchObject({
        name: "my cv.pdf",
        size: pdf().length,
        type: "application/pdf",
        lastModified: cvMeta.lastModified,
      });
      expect(stored.values.cv.key).toMatch(/^form-answers\/[0-9a-f]+\.pdf$/);
      expect(await t.services.storage.exists(stored.values.cv.key)).toBe(true);

      const download = await t.app.inject({
        url: `/api/custom-forms/${formId}/responses/${stored.id}/files/cv`,
        headers: auth,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-disposition"]).toContain('filename="my cv.pdf"');
      expect(download.rawPayload.equals(pdf())).toBe(true);
      const anonymous = await t.app.inject({ url: `/api/custom-forms/${formId}/responses/${stored.id}/files/cv` });
      expect(anonymous.statusCode).toBe(401);
      const none = await t.app.inject({
        url: `/api/custom-forms/${formId}/responses/${stored.id}/files/name`,
        headers: auth,
      });
      expect(none.statusCode).toBe(404);
    });

    it("accepts a photo as a file answer", async () => {
      const res = await withFiles(formId, { clientId: clientId(), values: goodAnswers }, [
        {
          field: "cv",
          filename: "photo.jpg",
          contentType: "image/jpeg",
          data: await photoJpeg({ width: 200, height: 120 }),
        },
      ]);
      expect(res.statusCode).toBe(201);
    });

    it("refuses a file answer whose file did not come with the response", async () => {
      const res = await respond(formId, { clientId: clientId(), values: { ...goodAnswers, cv: cvMeta } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.cv).toBe("CV: the file did not arrive, please choose it again");
    });

    it("refuses a file that is not a document or photo by its bytes (415), storing nothing", async () => {
      const before = await storedRows();
      const res = await withFiles(formId, { clientId: clientId(), values: goodAnswers }, [
        { field: "cv", filename: "notes.pdf", contentType: "application/pdf", data: Buffer.from("just some text") },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toContain("not an accepted file type");
      expect(await storedRows()).toEqual(before);
    });

    it("refuses a file larger than 5 MB with 413", async () => {
      const big = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]);
      const res = await withFiles(formId, { clientId: clientId(), values: goodAnswers }, [
        { field: "cv", filename: "big.pdf", contentType: "application/pdf", data: big },
      ]);
      expect(res.statusCode).toBe(413);
    });

    it("refuses files for questions that are not file questions, and a second file for one question", async () => {
      const stray = await withFiles(formId, { clientId: clientId(), values: goodAnswers }, [
        { field: "name", filename: "x.pdf", contentType: "application/pdf", data: pdf() },
      ]);
      expect(stray.statusCode).toBe(400);
      const twice = await withFiles(formId, { clientId: clientId(), values: goodAnswers }, [
        { field: "cv", filename: "a.pdf", contentType: "application/pdf", data: pdf("a") },
        { field: "cv", filename: "b.pdf", contentType: "application/pdf", data: pdf("b") },
      ]);
      expect(twice.statusCode).toBe(400);
    });

    it("refuses more than 5 files in one response with 413, and a form with more than 5 file questions", async () => {
      const fileFields = Array.from({ length: 6 }, (_, i) => ({ id: `f${i}`, label: `File ${i}`, type: "file" }));
      const refused = await createForm({ ...everyType, fields: fileFields });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.fields).toBe("A form can have at most 5 file questions");

      const { id } = (await createForm({ ...everyType, fields: fileFields.slice(0, 5) })).json().data;
      const res = await withFiles(
        id,
        { clientId: clientId(), values: {} },
        Array.from({ length: 6 }, (_, i) => ({
          field: `f${i % 5}`,
          filename: `${i}.pdf`,
          contentType: "application/pdf",
          data: pdf(String(i)),
        })),
      );
      expect(res.statusCode).toBe(413);
    });

    it("refuses a multipart response without its JSON part", async () => {
      const { payload, headers } = multipartBody({ response: "{not json" });
      const res = await t.app.inject({
        method: "POST",
        url: `/api/custom-forms/${formId}/responses`,
        payload,
        headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.response).toBe("The response part of the upload is missing or is not valid JSON");
    });

    it("deletes a response's file, but keeps the same file another response still holds", async () => {
      const { id } = (await createForm(everyType)).json().data;
      const same = pdf("shared");
      const ids: string[] = [];
      for (const _ of [1, 2]) {
        const res = await withFiles(id, { clientId: clientId(), values: goodAnswers }, [
          { field: "cv", filename: "cv.pdf", contentType: "application/pdf", data: same },
        ]);
        ids.push(res.json().data.id);
      }
      const list = (await t.app.inject({ url: `/api/custom-forms/${id}/responses`, headers: auth })).json().data;
      const key = list.responses[0].values.cv.key as string;
      expect(list.responses[1].values.cv.key).toBe(key);

      await t.app.inject({ method: "DELETE", url: `/api/custom-forms/${id}/responses/${ids[0]}`, headers: auth });
      expect(await t.services.storage.exists(key)).toBe(true);
      expect(await storedRows()).toContain(key);

      await t.app.inject({ method: "DELETE", url: `/api/custom-forms/${id}`, headers: auth });
      expect(await t.services.storage.exists(key)).toBe(false);
      expect(await storedRows()).not.toContain(key);
    });

    it("stores a re-sent response with files once, and keeps no extra file", async () => {
      const id = clientId();
      const send = () =>
        withFiles(formId, { clientId: id, values: goodAnswers }, [
          { field: "cv", filename: "cv.pdf", contentType: "application/pdf", data: pdf(id) },
        ]);
      expect((await send()).statusCode).toBe(201);
      const rows = (await storedRows()).length;
      expect((await send()).statusCode).toBe(200);
      expect((await storedRows()).length).toBe(rows);
    });
  });
});
