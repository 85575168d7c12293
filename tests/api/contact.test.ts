import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages as messages } from "#common/messages/contact";
import { adminAuth } from "../support/admin-auth.ts";
import { type SmtpSink, startSmtpSink, unreachableSmtpUrl } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { getInTouchMessage } from "../support/visitors.ts";

const getInTouch = getInTouchMessage;

const contactUs = {
  firstName: "Arjun",
  lastName: "Mehta",
  email: "arjun@example.in",
  phone: "",
  subject: "partnership",
  message: "Our company would like to sponsor a school.",
  consent: "true",
};

const send = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/contact", payload: payload as object });

async function listMessages(t: TestApp, query = "") {
  const res = await t.app.inject({ method: "GET", url: `/api/contact${query}`, headers: await adminAuth(t) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Record<string, unknown>[]; total: number; unread: number; page: number };
}

describe("POST /api/contact", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores a Get In Touch message and answers with the success message", async () => {
    const res = await send(t, getInTouch);
    expect(res.statusCode).toBe(200);
    // The English message, and its key for a page to show it in its own language.
    expect(res.json()).toEqual({
      success: true,
      data: null,
      message: messages.getInTouch.success,
      key: "contactMessages.getInTouch.success",
    });
    const { items } = await listMessages(t);
    expect(items[0]).toMatchObject({
      source: "get-in-touch",
      firstName: "Priya",
      lastName: "Sharma",
      email: "priya@example.in",
      // In its normal form (the one phone rule, issue 42).
      phone: "+919876500000",
      interest: "volunteer",
      subject: null,
      message: "I would like to teach on weekends.",
      updates: true,
      read: false,
    });
  });

  it("stores a Contact Us message with consent sent as text", async () => {
    const res = await send(t, contactUs);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.contactUs.success);
    const { items } = await listMessages(t);
    expect(items[0]).toMatchObject({ source: "contact-us", subject: "partnership", consent: true, interest: null });
  });

  it("trims what was typed", async () => {
    await send(t, { ...getInTouch, firstName: "  Meera ", email: " meera@example.in " });
    const { items } = await listMessages(t);
    expect(items[0]).toMatchObject({ firstName: "Meera", email: "meera@example.in" });
  });

  it("names every missing Get In Touch field with its spec message", async () => {
    const res = await send(t, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      interest: "Please select your interest",
      message: "Message is required",
    });
    expect(res.json().message).toMatch(/^Validation errors: /);
  });

  it("names every missing Contact Us field with its spec message", async () => {
    const res = await send(t, { subject: "", consent: "false", firstName: " ", lastName: "", email: "", message: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
      consent: "Please accept the privacy policy",
    });
  });

  it.each(["priya", "priya@", "priya@example", "pri ya@example.in"])("refuses the address %s", async (email) => {
    const res = await send(t, { ...getInTouch, email });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: "Invalid email address" });
  });

  it("refuses Contact Us without consent", async () => {
    const res = await send(t, { ...contactUs, consent: "false" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ consent: "Please accept the privacy policy" });
  });

  it("refuses an interest or subject outside the lists", async () => {
    expect((await send(t, { ...getInTouch, interest: "spam" })).json().errors).toEqual({
      interest: "Please select your interest",
    });
    expect((await send(t, { ...contactUs, subject: "<script>" })).json().errors).toEqual({
      subject: "Subject is required",
    });
  });

  it("refuses a message longer than 5,000 characters with 400, and a huge body with 413", async () => {
    const long = await send(t, { ...getInTouch, message: "x".repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ message: "Please keep this under 5,000 characters" });
    // Each field's message also by its key, filled with the limit, for a page in another language.
    expect(long.json().errorKeys).toEqual({
      message: { key: "contactMessages.validation.tooLong", params: { max: 5000 } },
    });
    const huge = await send(t, { ...getInTouch, message: "x".repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);
  });

  it("answers 400 to a body that is not an object", async () => {
    expect((await send(t, ["a"])).statusCode).toBe(400);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
  });

  it("nothing bad stored: the failed attempts above left no rows", async () => {
    const { total } = await listMessages(t);
    expect(total).toBe(3);
  });

  it("takes an optional phone number by the one phone rule: refused when it breaks it, stored in its normal form", async () => {
    for (const payload of [getInTouch, contactUs]) {
      const res = await send(t, { ...payload, phone: "98765 4321" });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ phone: "Enter a 10-digit mobile number" });
    }
    await send(t, { ...contactUs, phone: "098765-43210" });
    expect((await listMessages(t)).items[0]).toMatchObject({ source: "contact-us", phone: "+919876543210" });
    await send(t, { ...getInTouch, phone: "+1 555 0100" });
    expect((await listMessages(t)).items[0]).toMatchObject({ source: "get-in-touch", phone: "+15550100" });
  });
});

describe("flood protection", () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ VISITOR_SUBMIT_MAX: "3", SMTP_URL: sink.url, NOTIFY_EMAIL: "office@example.org" });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("a filled honeypot gets the same answer, but nothing is stored or mailed", async () => {
    const res = await send(t, { ...getInTouch, website: "http://spam.example" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null, message: messages.getInTouch.success });
    const contact = await send(t, { ...contactUs, website: "x" });
    expect(contact.json().message).toBe(messages.contactUs.success);
    await t.services.mail.idle();
    expect(sink.received).toEqual([]);
    expect((await listMessages(t)).total).toBe(0);
  });

  it("answers 429 with Retry-After once a client has sent too many", async () => {
    // The two honeypot submissions above count too: this is the third.
    expect((await send(t, getInTouch)).statusCode).toBe(200);
    const res = await send(t, getInTouch);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You have sent several messages in a short time\. Please wait 10 minutes/);
    expect(res.json()).toMatchObject({ key: "contactMessages.tooMany", params: { n: 10 } });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(500);
    expect((await listMessages(t)).total).toBe(1);
  });

  it("counts each client address on its own", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: getInTouch,
      remoteAddress: "203.0.113.9",
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("e-mailed copies", () => {
  let sink: SmtpSink;
  let mailing: TestApp;
  let unreachable: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    mailing = await createTestApp({ SMTP_URL: sink.url, NOTIFY_EMAIL: "office@example.org" });
    unreachable = await createTestApp({ SMTP_URL: await unreachableSmtpUrl(), NOTIFY_EMAIL: "office@example.org" });
  });
  afterAll(async () => {
    await mailing.close();
    await unreachable.close();
    await sink.close();
  });

  it("sends the admin a copy through the SMTP server, replying to the visitor", async () => {
    expect((await send(mailing, contactUs)).statusCode).toBe(200);
    await mailing.services.mail.idle();
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.to).toEqual(["office@example.org"]);
    expect(mail?.raw).toMatch(/^Subject: Contact Us: Arjun Mehta \(Partnership\)/m);
    expect(mail?.raw).toMatch(/^Reply-To: arjun@example\.in/m);
    expect(mail?.raw).toContain("Our company would like to sponsor a school.");
  });

  it("keeps the message when the mail server cannot be reached", async () => {
    const res = await send(unreachable, getInTouch);
    expect(res.statusCode).toBe(200);
    await unreachable.services.mail.idle();
    const { items } = await listMessages(unreachable);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ firstName: "Priya" });
  });
});

describe("the admin's messages: list, read, delete, export", () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = await adminAuth(t);
    for (let i = 1; i <= 5; i++) await send(t, { ...getInTouch, firstName: `Visitor${i}` });
    await send(t, { ...contactUs, firstName: '=HYPERLINK("http://evil")', message: "Line one\nLine, two" });
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "PATCH" | "DELETE", url: string, payload?: object, headers = auth) =>
    t.app.inject({ method, url, payload, headers });

  it("refuses every admin route without a token", async () => {
    const { items } = await listMessages(t);
    const id = items[0]?.id as string;
    for (const [method, url] of [
      ["GET", "/api/contact"],
      ["GET", "/api/contact/export.csv"],
      ["PATCH", `/api/contact/${id}`],
      ["DELETE", `/api/contact/${id}`],
    ] as const) {
      const res = await call(method, url, method === "PATCH" ? { read: true } : undefined, {} as typeof auth);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("lists newest first, in pages, with total and unread counts", async () => {
    const first = await listMessages(t, "?page=1&pageSize=4");
    expect(first).toMatchObject({ total: 6, unread: 6, page: 1 });
    expect(first.items.map((m) => m.firstName)).toEqual([
      '=HYPERLINK("http://evil")',
      "Visitor5",
      "Visitor4",
      "Visitor3",
    ]);
    const second = await listMessages(t, "?page=2&pageSize=4");
    expect(second.items.map((m) => m.firstName)).toEqual(["Visitor2", "Visitor1"]);
    const bad = await call("GET", "/api/contact?pageSize=1000");
    expect(bad.statusCode).toBe(400);
  });

  it("marks a message read and unread", async () => {
    const { items } = await listMessages(t);
    const id = items[1]?.id as string;
    const read = await call("PATCH", `/api/contact/${id}`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, read: true });
    expect((await listMessages(t)).unread).toBe(5);
    await call("PATCH", `/api/contact/${id}`, { read: false });
    expect((await listMessages(t)).unread).toBe(6);
    expect((await call("PATCH", `/api/contact/${id}`, { read: "yes" })).statusCode).toBe(400);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("PATCH", `/api/contact/${unknown}`, { read: true })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/contact/${unknown}`)).statusCode).toBe(404);
    const malformed = await call("DELETE", "/api/contact/not-an-id");
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ success: false, message: "Message not found" });
  });

  it("exports every message as CSV with a BOM and neutralised formulas", async () => {
    const res = await call("GET", "/api/contact/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = res.body;
    expect(csv.startsWith("\uFEFFReceived,Form,First Name,Last Name,Email,Phone,Interest,Subject,Message,")).toBe(true);
    expect(csv).toContain(`,Contact Us,"'=HYPERLINK(""http://evil"")",Mehta,arjun@example.in,,,Partnership,"Line one`);
    expect(csv).toContain(`Line, two",,Yes,No\r\n`);
    // The phone in its plain normal form, as stored: no `="…"`, no apostrophe (issue 42).
    expect(csv).toContain(",Get In Touch,Visitor1,Sharma,priya@example.in,+919876500000,Volunteering,");
    expect(csv.trimEnd().split("\r\n")).toHaveLength(7);
  });

  it("deletes a message", async () => {
    const { items } = await listMessages(t);
    const id = items[0]?.id as string;
    const res = await call("DELETE", `/api/contact/${id}`);
    expect(res.json()).toEqual({ success: true, data: null, message: "Message deleted" });
    const after = await listMessages(t);
    expect(after.total).toBe(5);
    expect(after.items.some((m) => m.id === id)).toBe(false);
  });
});
