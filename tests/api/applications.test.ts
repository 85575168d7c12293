import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, applicationMessages as messages } from "#common/messages/contact";
import { adminAuth } from "../support/admin-auth.ts";
import { type MultipartFile, multipartBody } from "../support/multipart-body.ts";
import { sampleDoc, sampleDocx, samplePdf, zipOf } from "../support/sample-files.ts";
import { startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const volunteer = {
  type: "volunteer",
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@example.in",
  phone: "+91 98765 00000",
  age: "21",
  address: "Malviya Nagar, Jaipur",
  education: "undergraduate",
  experience: "Tutored children in my colony.",
  availability: "weekends",
  interests: ["Education & Teaching", "Content Writing"],
  motivation: "I want to help children read.",
};
const internship = { ...volunteer, type: "internship", firstName: "Rahul", lastName: "Verma" };

const pdf = (data = samplePdf(), filename = "Rahul CV.pdf"): MultipartFile => ({
  field: "resume",
  filename,
  contentType: "application/pdf",
  data,
});

function apply(t: TestApp, fields: Record<string, string | string[]>, files: MultipartFile[] = []) {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({ method: "POST", url: "/api/applications", payload, headers });
}

async function listApplications(t: TestApp, query = "") {
  const res = await t.app.inject({ method: "GET", url: `/api/applications${query}`, headers: await adminAuth(t) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Record<string, unknown>[]; total: number; unread: number };
}

async function storedResumes(t: TestApp): Promise<string[]> {
  return readdir(path.join(t.dataDir, "uploads", "resumes")).catch(() => []);
}

describe("POST /api/applications", () => {
  let t: TestApp;
  beforeAll(async () => {
    // One applicant sends every application here; the per-e-mail limit is tested in visitor-limits.test.ts.
    t = await createTestApp({ VISITOR_SUBMIT_PER_EMAIL_MAX: "100" });
  });
  afterAll(() => t.close());

  it("takes a retired volunteer's application: no upper age but a slip of the keys (decision 065)", async () => {
    const res = await apply(t, { ...volunteer, age: "72", firstName: "Kamla" });
    expect(res.statusCode).toBe(200);
    expect((await listApplications(t)).items[0]).toMatchObject({ firstName: "Kamla", age: 72 });
  });

  it("stores a volunteer application without a resume", async () => {
    const res = await apply(t, volunteer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: null,
      message: messages.success,
      key: "applicationMessages.success",
    });
    const { items } = await listApplications(t);
    expect(items[0]).toMatchObject({
      type: "volunteer",
      firstName: "Priya",
      age: 21,
      education: "undergraduate",
      availability: "weekends",
      interests: ["Education & Teaching", "Content Writing"],
      resume: null,
      read: false,
    });
  });

  it.each([
    ["098765-43210", "+919876543210"],
    ["+91 (98765) 43210", "+919876543210"],
    ["+1 555 0100", "+15550100"],
  ])("stores the phone number %j in its normal form, %s (the one phone rule)", async (phone, normal) => {
    expect((await apply(t, { ...volunteer, phone })).statusCode).toBe(200);
    const { items } = await listApplications(t);
    expect(items[0]).toMatchObject({ phone: normal });
  });

  it("accepts one ticked interest sent as a single value, and no type as volunteer", async () => {
    const { type: _type, ...rest } = volunteer;
    const res = await apply(t, { ...rest, interests: "Photography & Videography" });
    expect(res.statusCode).toBe(200);
    const { items } = await listApplications(t);
    expect(items[0]).toMatchObject({ type: "volunteer", interests: ["Photography & Videography"] });
  });

  it("stores an internship application with a PDF resume, downloadable by the admin only", async () => {
    const res = await apply(t, internship, [pdf()]);
    expect(res.statusCode).toBe(200);
    const { items } = await listApplications(t);
    expect(items[0]).toMatchObject({ type: "internship", resume: { name: "Rahul CV.pdf", size: samplePdf().length } });
    const id = items[0]?.id as string;

    const anonymous = await t.app.inject({ method: "GET", url: `/api/applications/${id}/resume` });
    expect(anonymous.statusCode).toBe(401);
    const download = await t.app.inject({
      method: "GET",
      url: `/api/applications/${id}/resume`,
      headers: await adminAuth(t),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Rahul Verma - Rahul CV.pdf"; filename*=UTF-8''Rahul%20Verma%20-%20Rahul%20CV.pdf`,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.rawPayload.equals(samplePdf())).toBe(true);
    // Not among the public images.
    const key = (await storedResumes(t))[0];
    expect((await t.app.inject({ method: "GET", url: `/api/images/resumes/${key}` })).statusCode).toBe(404);
  });

  it.each([
    ["DOC", sampleDoc(), "cv.doc", "application/msword"],
    ["DOCX", sampleDocx(), "cv.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ])("accepts a %s resume", async (_kind, data, filename, contentType) => {
    const res = await apply(t, internship, [{ field: "resume", filename, contentType, data }]);
    expect(res.statusCode).toBe(200);
    const { items } = await listApplications(t);
    expect(items[0]?.resume).toMatchObject({ name: filename });
  });

  it.each([
    ["text named .pdf", Buffer.from("This is not a PDF, only text in a file called cv.pdf")],
    ["a ZIP without word/ parts named .docx", zipOf({ "xl/workbook.xml": "<workbook/>" })],
    ["a program named .pdf", Buffer.from("MZ\x90\x00\x03 this program cannot be run in DOS mode")],
  ])("refuses %s, keeping nothing", async (_what, data) => {
    const before = (await listApplications(t)).total;
    const files = await storedResumes(t);
    const res = await apply(t, internship, [pdf(data, "cv.pdf")]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      message: messages.validation.resumeType,
      errors: { resume: messages.validation.resumeType },
    });
    expect((await listApplications(t)).total).toBe(before);
    expect(await storedResumes(t)).toEqual(files);
  });

  it("stores a job application with its job and resume; a position that is not an id is refused", async () => {
    const job = { ...internship, type: "job", position: "education-program-manager", firstName: "Meera" };
    const res = await apply(t, job, [pdf()]);
    expect(res.statusCode).toBe(200);
    const { items } = await listApplications(t, "?kind=job");
    expect(items[0]).toMatchObject({
      type: "job",
      position: "education-program-manager",
      firstName: "Meera",
      resume: { name: "Rahul CV.pdf" },
    });
    // No opening chosen: stored as "".
    await apply(t, volunteer);
    expect((await listApplications(t)).items[0]).toMatchObject({ type: "volunteer", position: "" });

    const before = (await listApplications(t)).total;
    for (const position of ["<script>", "x".repeat(81), "Education Manager"]) {
      const bad = await apply(t, { ...job, position });
      expect(bad.statusCode, position).toBe(400);
      expect(bad.json().errors).toHaveProperty("position");
    }
    expect((await listApplications(t)).total).toBe(before);
  });

  it("refuses a resume on a volunteer application", async () => {
    const res = await apply(t, volunteer, [pdf()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ resume: messages.validation.resumeVolunteer });
  });

  it("refuses a resume over 5 MB with 413", async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await apply(t, internship, [pdf(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain("larger than 5 MB");
  });

  it("names every missing required field", async () => {
    const res = await apply(t, { type: "volunteer", education: "", address: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: messages.validation.phoneRequired,
      age: messages.validation.ageRequired,
      availability: messages.validation.availabilityRequired,
      interests: messages.validation.interestsRequired,
      motivation: messages.validation.motivationRequired,
    });
  });

  it.each([
    [{ age: "15" }, { age: messages.validation.ageRange }],
    [{ age: "150" }, { age: messages.validation.ageRange }],
    [{ age: "twenty" }, { age: messages.validation.ageRange }],
    [{ email: "priya@" }, { email: "Invalid email address" }],
    [{ phone: "call me" }, { phone: contactMessages.validation.phoneInvalid }],
    // The walk-through's nine digits (issue 42): nobody could call back.
    [{ phone: "98765 4321" }, { phone: "Enter a 10-digit mobile number" }],
    [{ phone: "+91 98765 4321" }, { phone: "Enter a 10-digit mobile number" }],
    [{ interests: ["Knitting"] }, { interests: messages.validation.optionUnknown }],
    [{ availability: "sometimes" }, { availability: messages.validation.availabilityRequired }],
    [{ type: "employee" }, { type: messages.validation.optionUnknown }],
  ])("refuses %o", async (change, errors) => {
    const res = await apply(t, { ...volunteer, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it("answers 415 to a JSON body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/applications", payload: volunteer });
    expect(res.statusCode).toBe(415);
  });
});

describe("flood protection and e-mail", () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ VISITOR_SUBMIT_MAX: "3", SMTP_URL: sink.url, NOTIFY_EMAIL: "office@example.org" });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("a filled honeypot gets the success answer; nothing is stored, kept on disk or mailed", async () => {
    const res = await apply(t, { ...internship, website: "spam" }, [pdf()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.success);
    await t.services.mail.idle();
    expect(sink.received).toEqual([]);
    expect((await listApplications(t)).total).toBe(0);
    expect(await storedResumes(t)).toEqual([]);
  });

  it("e-mails the admin a copy of a real application", async () => {
    expect((await apply(t, internship, [pdf()])).statusCode).toBe(200);
    await t.services.mail.idle();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.raw).toMatch(/^Subject: Internship application: Rahul Verma/m);
    expect(sink.received[0]?.raw).toContain("Rahul CV.pdf (download it in the Inbox)");
  });

  it("answers 429 once a client has sent too many", async () => {
    expect((await apply(t, volunteer)).statusCode).toBe(200);
    const res = await apply(t, volunteer);
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
    expect((await listApplications(t)).total).toBe(2);
  });
});

describe("the admin's applications: list, read, delete, export", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await apply(t, volunteer);
    await apply(t, internship, [pdf()]);
    // The same file sent twice is stored once; deleting one application must keep it for the other.
    await apply(t, { ...internship, firstName: "Second" }, [pdf()]);
    await apply(t, { ...volunteer, firstName: "+SUM(A1)", motivation: "Line one\nLine two" });
  });
  afterAll(() => t.close());

  const call = async (method: "GET" | "PATCH" | "DELETE", url: string, payload?: object, anonymous = false) =>
    t.app.inject({ method, url, payload, headers: anonymous ? {} : await adminAuth(t) });

  it("refuses every admin route without a token", async () => {
    const id = (await listApplications(t)).items[0]?.id as string;
    for (const [method, url] of [
      ["GET", "/api/applications"],
      ["GET", "/api/applications/export.csv"],
      ["GET", `/api/applications/${id}/resume`],
      ["PATCH", `/api/applications/${id}`],
      ["DELETE", `/api/applications/${id}`],
      ["GET", "/api/inbox/counts"],
    ] as const) {
      const res = await call(method, url, method === "PATCH" ? { read: true } : undefined, true);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("lists newest first in pages", async () => {
    const page = await listApplications(t, "?pageSize=3");
    expect(page).toMatchObject({ total: 4, unread: 4 });
    expect(page.items.map((a) => a.firstName)).toEqual(["+SUM(A1)", "Second", "Rahul"]);
    expect((await listApplications(t, "?page=2&pageSize=3")).items.map((a) => a.firstName)).toEqual(["Priya"]);
  });

  it("marks read and unread, and counts unread for the Overview", async () => {
    const id = (await listApplications(t)).items[0]?.id as string;
    const res = await call("PATCH", `/api/applications/${id}`, { read: true });
    expect(res.json().data).toMatchObject({ id, read: true });
    await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { firstName: "A", lastName: "B", email: "a@b.in", interest: "general", message: "Hi" },
    });
    const counts = await call("GET", "/api/inbox/counts");
    expect(counts.json().data).toEqual({ messages: { total: 1, unread: 1 }, applications: { total: 4, unread: 3 } });
  });

  it("answers 404 for unknown ids and for an application without a resume", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("PATCH", `/api/applications/${unknown}`, { read: true })).statusCode).toBe(404);
    expect((await call("DELETE", "/api/applications/nope")).statusCode).toBe(404);
    expect((await call("GET", `/api/applications/${unknown}/resume`)).statusCode).toBe(404);
    const priya = (await listApplications(t)).items.find((a) => a.firstName === "Priya");
    const res = await call("GET", `/api/applications/${priya?.id}/resume`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Resume not found");
  });

  it("exports every application as CSV", async () => {
    const res = await call("GET", "/api/applications/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(
      res.body.startsWith("\uFEFFReceived,Application type,Position applied for,First Name,Last Name,Email,Phone,Age,"),
    ).toBe(true);
    // Formulas neutralised: the name behind an apostrophe; the phone in its plain
    // normal form, as stored, with no `="…"` around it (issue 42).
    expect(res.body).toContain(
      `,Volunteer,,'+SUM(A1),Sharma,priya@example.in,+919876500000,21,"Malviya Nagar, Jaipur",`,
    );
    expect(res.body).toContain(
      `,Undergraduate,Tutored children in my colony.,Weekends Only,Education & Teaching; Content Writing,"Line one\nLine two",,Yes\r\n`,
    );
    expect(res.body).toContain(",Rahul CV.pdf,No\r\n");
  });

  it("deletes an application; its resume goes with the last application that holds it", async () => {
    const { items } = await listApplications(t);
    const second = items.find((a) => a.firstName === "Second");
    const rahul = items.find((a) => a.firstName === "Rahul");
    expect(await storedResumes(t)).toHaveLength(1);

    expect((await call("DELETE", `/api/applications/${second?.id}`)).json()).toEqual({
      success: true,
      data: null,
      message: "Application deleted",
    });
    expect(await storedResumes(t)).toHaveLength(1);
    expect((await call("GET", `/api/applications/${rahul?.id}/resume`)).statusCode).toBe(200);

    await call("DELETE", `/api/applications/${rahul?.id}`);
    expect(await storedResumes(t)).toEqual([]);
    expect((await listApplications(t)).total).toBe(2);
  });
});
