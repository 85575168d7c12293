/**
 * The OpenAPI document at /api/openapi.json (issue 15): valid for
 * @apidevtools/swagger-parser, no errors from `redocly lint` with the recommended
 * rules, every operation with an operationId, its security and its error answers,
 * and the real success answers of every read operation match their documented
 * schema (a contract test on a database with one of everything in it).
 */
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth } from "../support/admin-auth.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { photoJpeg } from "../support/test-images.ts";

type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const projectRoot = path.resolve(import.meta.dirname, "../..");
const METHODS = ["get", "post", "put", "patch", "delete"];

describe("GET /api/openapi.json", () => {
  let t: TestApp;
  let raw: Document;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([url, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ url, method, operation })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    raw = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    document = (await SwaggerParser.dereference(structuredClone(raw) as never)) as unknown as Document;
  });
  afterAll(() => t.close());

  it("is valid for swagger-parser", async () => {
    await expect(SwaggerParser.validate(structuredClone(raw) as never)).resolves.toBeTruthy();
  });

  it("has no errors under Redocly's recommended rules", async () => {
    const file = path.join(t.dataDir, "openapi.json");
    await writeFile(file, JSON.stringify(raw));
    const run = promisify(execFile)(path.join(projectRoot, "node_modules/.bin/redocly"), ["lint", file], {
      cwd: t.dataDir,
    });
    const { stdout, stderr } = await run.catch((err: { stdout: string; stderr: string }) => err);
    expect(`${stdout}\n${stderr}`).toContain("Your API description is valid");
  }, 60_000);

  it("gives every operation an id, its security and the shared error envelope", () => {
    const ids = new Set<string>();
    for (const { url, method, operation } of operations()) {
      const name = `${method.toUpperCase()} ${url}`;
      // Digits for a form's number: getDonationsForm10bd.
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      ids.add(operation.operationId as string);
      expect(operation.security, name).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses)) {
        // 4xx: the envelope (GET /api/health's 503 has the shape the spec gives it).
        if (Number(status) >= 400 && Number(status) < 500) {
          expect(response.content?.["application/json"]?.schema, `${name} ${status}`).toMatchObject({
            required: expect.arrayContaining(["success", "message"]),
          });
        }
      }
    }
    expect(ids.size).toBe(operations().length);
    expect(Object.keys(document.paths)).not.toContain("/api/{*}");
  });

  it("marks exactly the admin routes as needing the bearer token, each with its 401", () => {
    const guarded = operations().filter(({ operation }) => (operation.security ?? []).length > 0);
    const open = operations()
      .filter(({ operation }) => (operation.security ?? []).length === 0)
      .map(({ method, url }) => `${method.toUpperCase()} ${url}`);
    for (const { operation } of guarded) expect(operation.responses["401"]).toBeDefined();
    expect(open.sort()).toEqual(
      [
        "GET /api/health",
        "GET /api/health/ready",
        "POST /api/auth/login",
        "POST /api/auth/login/second-step",
        "POST /api/auth/set-password",
        "POST /api/auth/forgot-password",
        "GET /api/auth/default-credentials",
        "GET /api/blogs",
        "GET /api/blogs/slug/{slug}",
        "GET /api/blogs/{id}",
        "GET /api/external-forms",
        "GET /api/external-forms/category/{category}",
        "GET /api/external-forms/{id}",
        "POST /api/external-forms/{id}/click",
        "GET /api/custom-forms/{id}",
        "POST /api/custom-forms/{id}/responses",
        "GET /api/gallery",
        "GET /api/gallery/{id}",
        "GET /api/images/{key}",
        "GET /api/placeholder/{width}/{height}",
        "POST /api/contact",
        "POST /api/applications",
        "GET /api/form-ticket",
        "GET /api/search",
        "POST /api/newsletter",
        "POST /api/visits",
        "POST /api/visits/vitals",
        "POST /api/donations/pledges",
        "GET /api/donations/pledges/{code}",
        "POST /api/donations/pledges/{code}/utr",
        "GET /api/transparency/{file}",
      ].sort(),
    );
  });

  it("documents 201 for creates and the body limit in the 413", () => {
    const op = (method: string, url: string) => document.paths[url]?.[method] as Operation;
    for (const [method, url] of [
      ["post", "/api/blogs"],
      ["post", "/api/blogs/cover"],
      ["post", "/api/external-forms"],
      ["post", "/api/custom-forms"],
      ["post", "/api/gallery"],
      ["post", "/api/gallery/{id}/images"],
      ["post", "/api/transparency-documents"],
    ] as const) {
      expect(Object.keys(op(method, url).responses), url).toContain("201");
      expect(Object.keys(op(method, url).responses), url).not.toContain("200");
    }
    expect(JSON.stringify(op("post", "/api/contact").responses["413"])).toContain(
      `${t.services.config.bodyLimit} bytes`,
    );
  });

  // Compiling every answer's schema takes about 20 s alone, more beside other test files on two cores.
  it("describes the real answers of every read operation (contract)", async () => {
    const auth = await adminAuth(t);
    // One of everything, through the API.
    const created = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: "POST", url, headers: auth, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
      return res.json().data as { id: string };
    };
    const post = await created("/api/blogs", { title: "A school", excerpt: "E", content: "C", tags: ["x"] });
    const link = await created("/api/external-forms", { title: "L", description: "D", link: "https://example.org" });
    const form = await created("/api/custom-forms", {
      title: "Survey",
      fields: [{ id: "name", label: "Name", type: "text", required: true }],
    });
    const response = await t.app.inject({
      method: "POST",
      url: `/api/custom-forms/${form.id}/responses`,
      payload: { clientId: "client-0001", values: { name: "Asha" } },
    });
    expect(response.statusCode).toBe(201);
    const upload = multipartBody({ title: "Camp" }, [
      { field: "images", filename: "a.jpg", contentType: "image/jpeg", data: await photoJpeg() },
    ]);
    const gallery = await t.app.inject({
      method: "POST",
      url: "/api/gallery",
      payload: upload.payload,
      headers: { ...auth, ...upload.headers },
    });
    expect(gallery.statusCode, gallery.body).toBe(201);
    const issue = await created("/api/newsletter/issues", { subjectEn: "News", bodyEn: "Text" });
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { firstName: "A", lastName: "B", email: "a@example.in", interest: "volunteer", message: "Hi" },
    });
    expect(contact.statusCode).toBe(200);
    const pledge = await t.app.inject({
      method: "POST",
      url: "/api/donations/pledges",
      payload: {
        nameOnPan: "Meena Sharma",
        pan: "ABCPS1234F",
        email: "meena@example.org",
        address: "Jaipur",
        indianCitizen: "yes",
        consent: "true",
      },
    });
    expect(pledge.statusCode, pledge.body).toBe(201);
    const receipt = await created("/api/donations", {
      donorName: "Ravi",
      paise: 100_00,
      receivedOn: "2026-04-01",
      mode: "cash",
    });

    const values: Record<string, string> = {
      id: post.id,
      slug: (await t.services.blogs.find(post.id))?.slug ?? "",
      category: "Volunteer",
      width: "300",
      height: "200",
      // The site details' first version, made at the first start.
      version: "1",
    };
    const urlFor = (url: string) => {
      if (url.startsWith("/api/external-forms/{id}")) return url.replace("{id}", link.id);
      if (url.startsWith("/api/custom-forms/{id}")) return url.replace("{id}", form.id);
      if (url.startsWith("/api/gallery/{id}")) return url.replace("{id}", gallery.json().data.id);
      if (url.startsWith("/api/newsletter/issues/{id}")) return url.replace("{id}", issue.id);
      if (url === "/api/search") return "/api/search?q=education";
      if (url === "/api/donations/pledges/{code}") {
        const { code, key } = pledge.json().data as { code: string; key: string };
        return `/api/donations/pledges/${code}?key=${key}`;
      }
      if (url === "/api/donations/receipts") return "/api/donations/receipts?year=2026-27";
      if (url === "/api/donations/form-10bd" || url === "/api/donations/form-10bd/csv") return `${url}?year=2026-27`;
      if (url.startsWith("/api/donations/receipts/{id}"))
        return url.replace("{id}", (receipt as { receiptId?: string }).receiptId ?? "");
      return url.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? name);
    };

    const ajv = new Ajv({ strict: false, validateFormats: false });
    const checked: string[] = [];
    for (const { url, method, operation } of operations()) {
      // Files and the generated credentials (none here: the test admin's password is set) have their own tests.
      // Opening one message or application: tests/api/staff-accounts.test.ts reads them (they are not made here).
      const skipped = [
        "{key}",
        "{file}",
        "{responseId}",
        "{id}/resume",
        "10be/{id}",
        "default-credentials",
        "contact/{id}",
        "applications/{id}",
      ];
      if (method !== "get" || skipped.some((part) => url.includes(part))) continue;
      const res = await t.app.inject({ method: "GET", url: urlFor(url), headers: auth });
      const name = `GET ${url}`;
      expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(200);
      const schema = operation.responses["200"]?.content?.["application/json"]?.schema;
      if (!schema) continue; // CSV and the placeholder SVG
      const validate = ajv.compile(schema);
      expect(validate(res.json()), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      checked.push(name);
    }
    // Every JSON read of the API, bar none.
    expect(checked.length).toBeGreaterThanOrEqual(15);
  }, 90_000);
});
