/**
 * /api/privacy-requests (issue 42): the staff record what a person asked about their
 * data; each shows the last day of the 30 the privacy notice gives for a reply, and
 * whether it is late; answered ones leave the waiting list; bad input is a 400
 * naming the field, and nothing is stored. Runs on PGlite, and on PostgreSQL too
 * when TEST_DATABASE_URL is set (vitest.config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#common/calendar-date";
import { privacyRequestMessages as m } from "#common/messages/privacy-requests";
import { siteDay } from "#common/site-clock";
import { adminAuth } from "../support/admin-auth.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

describe("/api/privacy-requests", () => {
  let t: TestApp;
  let auth: { authorization: string };
  let today: string;

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, headers = auth) =>
    t.app.inject({ method, url: `/api/privacy-requests${url}`, ...(payload ? { payload } : {}), headers });
  const list = async () => (await call("GET", "")).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    auth = await adminAuth(t);
    today = siteDay(new Date(), t.services.config.site.timeZone);
  });
  afterAll(() => t.close());

  it("records a request with its deadline 30 days after it arrived, and lists the late ones first", async () => {
    const late = await call("POST", "", {
      kind: "erasure",
      name: "Asha Meena",
      contact: "asha@example.in",
      receivedOn: addDays(today, -40),
      notes: "Asked by phone.",
    });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json()).toMatchObject({
      message: m.recorded,
      data: { kind: "erasure", dueOn: addDays(today, -10), overdue: true, answeredOn: null, notes: "Asked by phone." },
    });
    const fresh = await call("POST", "", { kind: "copy", name: "Ravi", contact: "+91 98290 22222", receivedOn: today });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data).toMatchObject({ dueOn: addDays(today, 30), overdue: false, notes: "" });

    const { waiting, answered, overdue } = await list();
    expect(waiting.map((r: { name: string }) => r.name)).toEqual(["Asha Meena", "Ravi"]);
    expect(answered).toEqual([]);
    expect(overdue).toBe(1);
  });

  it("is answered today, leaves the waiting list (no longer late), and can wait again", async () => {
    const id = (await list()).waiting[0].id;
    const done = await call("PATCH", `/${id}`, { answered: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: m.answered, data: { answeredOn: today, overdue: false } });
    let now = await list();
    expect(now.overdue).toBe(0);
    expect(now.answered.map((r: { id: string }) => r.id)).toEqual([id]);

    const notes = await call("PATCH", `/${id}`, { notes: "Sent the confirmation." });
    expect(notes.json()).toMatchObject({
      message: m.saved,
      data: { answeredOn: today, notes: "Sent the confirmation." },
    });

    expect((await call("PATCH", `/${id}`, { answered: false })).json().message).toBe(m.reopened);
    now = await list();
    expect(now.overdue).toBe(1);
    expect(now.waiting[0]).toMatchObject({ id, answeredOn: null, notes: "Sent the confirmation." });
  });

  it.each([
    [{ kind: "refund", name: "A", contact: "a@example.in", receivedOn: "2026-01-01" }, "kind", m.validation.kind],
    [{ kind: "copy", name: " ", contact: "a@example.in", receivedOn: "2026-01-01" }, "name", m.validation.nameRequired],
    [{ kind: "copy", name: "A", contact: "", receivedOn: "2026-01-01" }, "contact", m.validation.contactRequired],
    [
      { kind: "copy", name: "A", contact: "a@example.in", receivedOn: "2026-02-30" },
      "receivedOn",
      m.validation.receivedOn,
    ],
    [
      { kind: "copy", name: "A", contact: "a@example.in", receivedOn: "yesterday" },
      "receivedOn",
      m.validation.receivedOn,
    ],
    [
      { kind: "copy", name: "A".repeat(121), contact: "a", receivedOn: "2026-01-01" },
      "name",
      m.validation.tooLong(120),
    ],
    [
      { kind: "copy", name: "A", contact: "a", receivedOn: "2026-01-01", notes: "x".repeat(2001) },
      "notes",
      m.validation.tooLong(2000),
    ],
  ])("refuses %j with a 400 naming %s, and stores nothing", async (body, field, message) => {
    const before = await list();
    const res = await call("POST", "", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
    expect(await list()).toEqual(before);
  });

  it("refuses a day after today (on the site's clock)", async () => {
    const res = await call("POST", "", { kind: "copy", name: "A", contact: "a", receivedOn: addDays(today, 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { receivedOn: m.validation.receivedInFuture } });
  });

  it("removes one recorded by mistake; an unknown id is a 404, an empty change a 400", async () => {
    const made = (await call("POST", "", { kind: "withdrawal", name: "Oops", contact: "x", receivedOn: today })).json();
    expect((await call("DELETE", `/${made.data.id}`)).json().message).toBe(m.removed);
    expect((await list()).waiting.map((r: { name: string }) => r.name)).not.toContain("Oops");
    expect((await call("DELETE", `/${made.data.id}`)).statusCode).toBe(404);
    expect((await call("PATCH", "/not-an-id", { answered: true })).statusCode).toBe(404);
    const id = (await list()).waiting[0].id;
    expect((await call("PATCH", `/${id}`, {})).statusCode).toBe(400);
  });

  it("is the admin's only", async () => {
    expect((await call("GET", "", undefined, {} as { authorization: string })).statusCode).toBe(401);
    const res = await call("POST", "", { kind: "copy", name: "A", contact: "a", receivedOn: today }, {} as never);
    expect(res.statusCode).toBe(401);
  });
});
