/**
 * One boundary for text and for oversized bodies (issue 15): NUL, unpaired
 * surrogates and invalid UTF-8 are refused with a 400 naming the field, wherever
 * they come in, before a service or the database sees them; a refused large body
 * still lets the client read the 413 (Node's fetch and curl, over real sockets).
 */
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNSAFE_TEXT_MESSAGE } from "#common/safe-text";
import { INVALID_UTF8_MESSAGE, isSafeUrl } from "../../server/api/text-boundary.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";

const contact = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@example.in",
  interest: "volunteer",
  message: "Hello",
};

const refusedField = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, errors: { [field]: UNSAFE_TEXT_MESSAGE } });
};

describe("one boundary for text", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const postJson = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload: body, headers: { "content-type": "application/json", ...headers } });

  it("refuses NUL and lone surrogates in JSON bodies, naming the field, and stores nothing", async () => {
    refusedField(
      await postJson("/api/auth/login", JSON.stringify({ username: `admin${NUL}`, password: "x" })),
      "username",
    );
    refusedField(await postJson("/api/contact", JSON.stringify({ ...contact, message: `a${NUL}b` })), "message");
    // JSON.stringify escapes a lone surrogate as \ud800: the parser turns it back into one.
    refusedField(await postJson("/api/contact", JSON.stringify({ ...contact, lastName: LONE_SURROGATE })), "lastName");
    const auth = await adminAuth(t);
    refusedField(
      await postJson(
        "/api/blogs",
        JSON.stringify({ title: "T", excerpt: "E", content: "C", tags: ["ok", `bad${NUL}`] }),
        auth,
      ),
      "tags.1",
    );
    // A paired surrogate (an emoji) is ordinary text.
    const emoji = await postJson("/api/contact", JSON.stringify({ ...contact, message: "Thanks 🙏" }));
    expect(emoji.statusCode).toBe(200);
    expect((await t.services.contact.list({ page: 1, pageSize: 20 })).total).toBe(1);
  });

  it("refuses a body that is not valid UTF-8 instead of storing replacement characters", async () => {
    const bytes = Buffer.concat([Buffer.from('{"firstName":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: bytes,
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: INVALID_UTF8_MESSAGE,
      errors: { body: INVALID_UTF8_MESSAGE },
    });
  });

  it("refuses NUL in query strings and path parameters, and a path that does not decode", async () => {
    refusedField(await t.app.inject({ method: "GET", url: "/api/blogs?q=%00" }), "q");
    refusedField(await t.app.inject({ method: "GET", url: "/api/blogs?tag=a%00" }), "tag");
    refusedField(await t.app.inject({ method: "GET", url: "/api/blogs/%00" }), "id");
    refusedField(await t.app.inject({ method: "GET", url: "/api/blogs/slug/%00" }), "slug");
    refusedField(await t.app.inject({ method: "POST", url: "/api/external-forms/%00/click" }), "id");
    for (const url of ["/api/blogs/%E0%A4%A", "/api/blogs/%zz"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ success: false, message: "Invalid URL" });
    }
    // Longer than any id or slug: no route takes it.
    const long = await t.app.inject({ method: "GET", url: `/api/blogs/${"a".repeat(10_000)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ success: false });
  });

  it("refuses NUL in multipart text fields and in a form response's JSON part", async () => {
    const application = multipartBody({ type: "volunteer", firstName: `A${NUL}`, lastName: "B" });
    refusedField(
      await t.app.inject({
        method: "POST",
        url: "/api/applications",
        payload: application.payload,
        headers: application.headers,
      }),
      "firstName",
    );
    const auth = await adminAuth(t);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/custom-forms",
      headers: auth,
      payload: { title: "Survey", fields: [{ id: "name", label: "Name", type: "text", required: true }] },
    });
    expect(form.statusCode).toBe(201);
    const response = multipartBody({
      response: JSON.stringify({ clientId: "client-0001", values: { name: `x${NUL}` } }),
    });
    refusedField(
      await t.app.inject({
        method: "POST",
        url: `/api/custom-forms/${form.json().data.id}/responses`,
        payload: response.payload,
        headers: response.headers,
      }),
      "values.name",
    );
    expect((await t.services.applications.list({ page: 1, pageSize: 20 })).total).toBe(0);
  });

  it("lets page URLs through only when they decode to safe text", () => {
    const url = (path: string) => new URL(path, "http://localhost");
    expect(isSafeUrl(url("/blog/a-post?q=school"))).toBe(true);
    expect(isSafeUrl(url("/blog/%E0%A4%B6%E0%A4%BF"))).toBe(true);
    expect(isSafeUrl(url("/blog/%00"))).toBe(false);
    expect(isSafeUrl(url("/blog?q=%00"))).toBe(false);
    expect(isSafeUrl(url("/blog/%E0%A4%A"))).toBe(false);
  });
});

describe("a body over the limit", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  const TOO_LARGE = { success: false, message: "Request body is too large" };
  // Just over the 1 MiB limit, and well over it: both must reach the client as the 413 JSON.
  const bodies = [1.1, 8].map((mb) => JSON.stringify({ ...contact, message: "x".repeat(mb * 1024 * 1024) }));

  it("answers Node's fetch with the 413 JSON, every time", async () => {
    for (const body of bodies) {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${base}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual(TOO_LARGE);
      }
    }
  });

  it("answers curl with the 413 JSON, every time", async () => {
    for (const [index, body] of bodies.entries()) {
      const file = path.join(t.dataDir, `body-${index}.json`);
      await writeFile(file, body);
      for (let i = 0; i < 3; i++) {
        const { stdout } = await promisify(execFile)("curl", [
          "-sS",
          "-w",
          "\n%{http_code}",
          "-H",
          "content-type: application/json",
          "--data-binary",
          `@${file}`,
          `${base}/api/contact`,
        ]);
        const [json, status] = stdout.split("\n");
        expect(status).toBe("413");
        expect(JSON.parse(json ?? "")).toEqual(TOO_LARGE);
      }
    }
  });
});
