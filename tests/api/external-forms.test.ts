import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "../support/test-app.ts";

const REQUIRED = "Please fill in all required fields (title, description, link)";
const INVALID_URL = "Please enter a valid URL for the form link";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
/** FORM_CLICKS_COUNTED_PER_HOUR for this file (the default is higher). */
const COUNTED_CLICKS_PER_HOUR = 3;

const volunteerLink = {
  title: "Volunteer Application",
  description: "Teach, mentor or help at our centres.",
  link: "https://forms.gle/volunteer",
};

describe("/api/external-forms", () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ FORM_CLICKS_COUNTED_PER_HOUR: String(COUNTED_CLICKS_PER_HOUR) });
    auth = await signIn(t);
  });
  afterAll(() => t.close());

  const create = (payload: object, headers: Record<string, string> = auth) =>
    t.app.inject({ method: "POST", url: "/api/external-forms", payload, headers });

  it("adds a link with the default category Volunteer and the spec's message", async () => {
    const res = await create(volunteerLink);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Form added successfully to server!",
      data: { ...volunteerLink, category: "Volunteer", disabled: false, clicks: 0 },
    });
    expect(res.json().data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    [{ description: "d", link: "https://x.org" }, "title", REQUIRED],
    [{ title: "  ", description: "d", link: "https://x.org" }, "title", REQUIRED],
    [{ title: "t", link: "https://x.org" }, "description", REQUIRED],
    [{ title: "t", description: "d" }, "link", REQUIRED],
    [{ title: "t", description: "d", link: "not a url" }, "link", INVALID_URL],
    [{ title: "t", description: "d", link: "javascript:alert(1)" }, "link", INVALID_URL],
    [{ title: "t", description: "d", link: "/VolunteerInternship" }, "link", INVALID_URL],
    [{ ...volunteerLink, category: "Party" }, "category", "Please choose one of the listed categories"],
  ])("refuses %o with 400 and the message for %s", async (payload, field, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/^Validation errors/);
    expect(res.json().errors[field]).toBe(message);
  });

  it("refuses writes without a token", async () => {
    const { id } = (await create(volunteerLink)).json().data;
    const missing = { success: false, message: "No token, authorization denied" };
    for (const [method, url] of [
      ["POST", "/api/external-forms"],
      ["PUT", `/api/external-forms/${id}`],
      ["DELETE", `/api/external-forms/${id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: volunteerLink });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual(missing);
    }
  });

  it("lists newest first, filters by category (query and path), and reads one", async () => {
    const career = (await create({ ...volunteerLink, title: "Job application", category: "Career" })).json().data;
    const all = (await t.app.inject({ url: "/api/external-forms" })).json().data as { id: string }[];
    expect(all[0]?.id).toBe(career.id);

    const byQuery = (await t.app.inject({ url: "/api/external-forms?category=Career" })).json().data;
    const byPath = (await t.app.inject({ url: "/api/external-forms/category/Career" })).json().data;
    expect(byQuery.map((f: { id: string }) => f.id)).toEqual([career.id]);
    expect(byPath).toEqual(byQuery);

    expect((await t.app.inject({ url: "/api/external-forms/category/Party" })).statusCode).toBe(400);
    const one = await t.app.inject({ url: `/api/external-forms/${career.id}` });
    expect(one.json().data).toMatchObject({ title: "Job application", category: "Career" });
  });

  it("updates some fields and keeps the others", async () => {
    const { id } = (await create(volunteerLink)).json().data;
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/external-forms/${id}`,
      headers: auth,
      payload: { disabled: true, category: "Program" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...volunteerLink, disabled: true, category: "Program" });

    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/external-forms/${id}`,
      headers: auth,
      payload: { link: "ftp://files.example.org" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.link).toBe(INVALID_URL);
  });

  it("deletes with the spec's message, then the link is gone", async () => {
    const { id } = (await create(volunteerLink)).json().data;
    const res = await t.app.inject({ method: "DELETE", url: `/api/external-forms/${id}`, headers: auth });
    expect(res.json()).toEqual({ success: true, data: null, message: "Form deleted successfully from server!" });
    expect((await t.app.inject({ url: `/api/external-forms/${id}` })).statusCode).toBe(404);
  });

  it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 for the unknown id %s on every route", async (id) => {
    for (const [method, headers] of [
      ["GET", {}],
      ["PUT", auth],
      ["DELETE", auth],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/external-forms/${id}`,
        headers,
        payload: method === "PUT" ? { title: "x" } : undefined,
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ success: false, message: "Form link not found" });
    }
    const click = await t.app.inject({ method: "POST", url: `/api/external-forms/${id}/click` });
    expect(click.statusCode).toBe(404);
  });

  it("counts clicks from anyone, a few per visitor and link each hour", async () => {
    const { id } = (await create(volunteerLink)).json().data;
    const click = (ip: string) =>
      t.app.inject({ method: "POST", url: `/api/external-forms/${id}/click`, remoteAddress: ip });
    for (let i = 1; i <= COUNTED_CLICKS_PER_HOUR; i++) {
      expect((await click("10.0.0.1")).json().data.clicks).toBe(i);
    }
    // Further clicks from the same visitor are accepted but not counted.
    const extra = await click("10.0.0.1");
    expect(extra.statusCode).toBe(200);
    expect(extra.json().data.clicks).toBe(COUNTED_CLICKS_PER_HOUR);
    // Another visitor still counts.
    expect((await click("10.0.0.2")).json().data.clicks).toBe(COUNTED_CLICKS_PER_HOUR + 1);
    const stored = (await t.app.inject({ url: `/api/external-forms/${id}` })).json().data;
    expect(stored.clicks).toBe(COUNTED_CLICKS_PER_HOUR + 1);
  });

  it("answers 429 with Retry-After to a flood of click requests", async () => {
    const { id } = (await create(volunteerLink)).json().data;
    let last = await t.app.inject({
      method: "POST",
      url: `/api/external-forms/${id}/click`,
      remoteAddress: "10.9.9.9",
    });
    for (let i = 0; i < 60 && last.statusCode !== 429; i++) {
      last = await t.app.inject({ method: "POST", url: `/api/external-forms/${id}/click`, remoteAddress: "10.9.9.9" });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect(last.json().success).toBe(false);
  });
});
