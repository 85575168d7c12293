/**
 * The annual reports and audited accounts of /transparency (issue 47): the staff upload a
 * PDF per kind and financial year (checked by its bytes, at most 20 MB), replace its file
 * or titles, or remove it; visitors download it from an address that outlives a
 * replacement, as an attachment revalidated at every use. Only pages.write uploads, any
 * staff role lists, anyone downloads; every write is in the audit log; a write drops the
 * cached answers that listed the documents.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { auditEvents, storedFiles } from "../../server/db/schema.ts";
import { adminAuth } from "../support/admin-auth.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { samplePdf } from "../support/sample-files.ts";
import { type StaffMember, staffMember } from "../support/staff-accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let editor: StaffMember;
let viewer: StaffMember;
let standInRenders = 0;

beforeAll(async () => {
  t = await createTestApp(
    { SITE_SHORT_NAME: "Pragati" },
    {
      // A public page stand-in that lists the documents, cached as /transparency is.
      beforeReady: (app, services) =>
        app.get("/documents-stand-in", async (_request, reply) => {
          standInRenders++;
          const documents = await services.transparencyDocuments.list();
          reply.header("cache-control", PUBLIC_CACHE_CONTROL).type("text/html; charset=utf-8");
          return documents.map((document) => `<a href="${document.url}">${document.title}</a>`).join("");
        }),
    },
  );
  editor = await staffMember(t, "editor");
  viewer = await staffMember(t, "viewer");
});
afterAll(() => t.close());

const URL_BASE = "/api/transparency-documents";
/** Where visitors download them. */
const PUBLIC_BASE = "/api/transparency";

/** A multipart upload of `file` (a PDF unless given other bytes) with the text parts `fields`. */
function send(
  method: "POST" | "PUT",
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: { data: Buffer; filename?: string; contentType?: string },
) {
  const files = file
    ? [
        {
          field: "file",
          filename: file.filename ?? "report.pdf",
          contentType: file.contentType ?? "application/pdf",
          data: file.data,
        },
      ]
    : [];
  const body = multipartBody(fields, files);
  return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const upload = async (
  fields: Record<string, string>,
  file: { data: Buffer; filename?: string; contentType?: string } = { data: samplePdf("Annual report") },
  headers?: Record<string, string>,
) => send("POST", URL_BASE, headers ?? (await adminAuth(t)), fields, file);

const list = async (headers?: Record<string, string>) => {
  const res = await t.app.inject({ method: "GET", url: URL_BASE, headers: headers ?? (await adminAuth(t)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; title: string; url: string; size: number; financialYear: string }[];
};

const storedKeys = async () =>
  (await t.database.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key);

describe("uploading", () => {
  it("stores a PDF with its kind, year, title, size and day, lists it, and records who did it", async () => {
    const pdf = samplePdf("Annual report 2025-26");
    const res = await upload({ kind: "annual-report", financialYear: "2025-26" }, { data: pdf });
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe("Annual report 2025-26 uploaded. The Transparency page lists it now.");
    expect(data).toMatchObject({
      kind: "annual-report",
      financialYear: "2025-26",
      title: "Annual report 2025-26",
      titleHi: "",
      size: pdf.length,
      url: "/api/transparency/annual-report-2025-26.pdf",
    });
    expect(Date.now() - Date.parse(data.uploadedAt)).toBeLessThan(60_000);
    expect((await list()).map((document) => document.id)).toContain(data.id);

    const [entry] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, data.id));
    expect(entry).toMatchObject({
      action: "postTransparencyDocuments",
      targetKind: "transparency-documents",
      targetLabel: "Annual report 2025-26",
    });
  });

  it("takes an Editor's upload with titles of its own, and lists the newest year first", async () => {
    const res = await upload(
      {
        kind: "audited-accounts",
        financialYear: "2024-25",
        title: "Audited accounts 2024-25 (with the auditor's report)",
        titleHi: "लेखा-परीक्षित लेखे 2024-25",
      },
      { data: samplePdf("Accounts 2024-25") },
      editor.auth,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.titleHi).toBe("लेखा-परीक्षित लेखे 2024-25");
    await upload({ kind: "audited-accounts", financialYear: "2025-26" }, { data: samplePdf("Accounts 2025-26") });
    expect((await list()).map((document) => document.url.split("/").at(-1))).toEqual([
      "annual-report-2025-26.pdf",
      "audited-accounts-2025-26.pdf",
      "audited-accounts-2024-25.pdf",
    ]);
  });

  it("refuses a file that is not a PDF by its bytes, whatever its name, with a message saying what to do", async () => {
    const before = await storedKeys();
    for (const file of [
      { data: Buffer.from("Annual report, typed as text"), filename: "report.pdf" },
      { data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), filename: "scan.pdf", contentType: "application/pdf" },
    ]) {
      const res = await upload({ kind: "annual-report", financialYear: "2023-24" }, file);
      expect(res.statusCode, file.filename).toBe(415);
      expect(res.json().message).toBe(
        `"${file.filename}" is not a PDF file. Save the report as PDF (in Word: File > Save As > PDF) and upload that.`,
      );
      expect(res.json().errors.file).toContain("is not a PDF file");
    }
    expect(await storedKeys()).toEqual(before);
    expect((await list()).some((document) => document.financialYear === "2023-24")).toBe(false);
  });

  it("refuses a file over 20 MB with a 413 naming it, and keeps nothing of it", async () => {
    const before = await storedKeys();
    const large = Buffer.concat([samplePdf("large"), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload({ kind: "annual-report", financialYear: "2023-24" }, { data: large, filename: "big.pdf" });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('"big.pdf" is larger than 20 MB. Please choose a smaller file.');
    expect(await storedKeys()).toEqual(before);
  });

  it("says what is missing or wrong, field by field, with a 400", async () => {
    const cases: [Record<string, string>, boolean, string, string][] = [
      [{ kind: "annual-report", financialYear: "2023-24" }, false, "file", "Choose the PDF file to upload"],
      [
        { kind: "newsletter", financialYear: "2023-24" },
        true,
        "kind",
        "Kind: choose Annual report or Audited accounts",
      ],
      [
        { kind: "annual-report", financialYear: "2023-25" },
        true,
        "financialYear",
        "Financial year: write it like 2025-26",
      ],
      [
        { kind: "annual-report", financialYear: "2023" },
        true,
        "financialYear",
        "Financial year: write it like 2025-26",
      ],
      [{ kind: "annual-report" }, true, "financialYear", "Financial year: write it like 2025-26"],
      [
        { kind: "annual-report", financialYear: "2023-24", title: "x".repeat(161) },
        true,
        "title",
        "Title: at most 160 characters",
      ],
    ];
    for (const [fields, withFile, field, message] of cases) {
      const res = withFile ? await upload(fields) : await send("POST", URL_BASE, await adminAuth(t), fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(fields)).toContain(message);
    }
    const notMultipart = await t.app.inject({
      method: "POST",
      url: URL_BASE,
      headers: await adminAuth(t),
      payload: { kind: "annual-report" },
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it("refuses a second document of the same kind and year with a 409: replace it instead", async () => {
    const res = await upload({ kind: "annual-report", financialYear: "2025-26" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "“Annual report 2025-26” is uploaded already. Replace its file in the list instead, or remove it first.",
    );
  });
});

describe("downloading", () => {
  it("serves the PDF to anyone at its address, as a named attachment revalidated at each use", async () => {
    const res = await t.app.inject({ method: "GET", url: `${PUBLIC_BASE}/annual-report-2025-26.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Pragati - Annual report 2025-26.pdf"; filename*=UTF-8''Pragati%20-%20Annual%20report%202025-26.pdf`,
    );
    expect(res.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.rawPayload.equals(samplePdf("Annual report 2025-26"))).toBe(true);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({
      method: "GET",
      url: `${PUBLIC_BASE}/annual-report-2025-26.pdf`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers 404 for a year without one and for an address that names none", async () => {
    for (const name of ["annual-report-2019-20.pdf", "annual-report-2025-27.pdf", "brochure-2025-26.pdf", "x"]) {
      const res = await t.app.inject({ method: "GET", url: `${PUBLIC_BASE}/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: "Document not found" });
    }
  });
});

describe("replacing and removing", () => {
  const find = async (fileName: string) => {
    const found = (await list()).find((document) => document.url.endsWith(`/${fileName}`));
    if (!found) throw new Error(`${fileName} is not listed`);
    return found;
  };

  it("replaces the file at the same address: the next download is the new one, the old file is gone", async () => {
    const before = await find("annual-report-2025-26.pdf");
    const keysBefore = await storedKeys();
    const revised = samplePdf("Annual report 2025-26, revised with the audited figures");
    const rendersBefore = standInRenders;
    await t.app.inject({ method: "GET", url: "/documents-stand-in" });
    const res = await send("PUT", `${URL_BASE}/${before.id}`, await adminAuth(t), {}, { data: revised });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      "Annual report 2025-26 saved. Its address stays the same; visitors get the new file.",
    );
    expect(res.json().data).toMatchObject({ url: before.url, size: revised.length, title: "Annual report 2025-26" });
    const download = await t.app.inject({ method: "GET", url: before.url });
    expect(download.rawPayload.equals(revised)).toBe(true);
    const keysAfter = await storedKeys();
    expect(keysAfter.length).toBe(keysBefore.length);
    expect(keysAfter).not.toEqual(keysBefore);
    const gone = keysBefore.filter((key) => !keysAfter.includes(key));
    expect(gone).toHaveLength(1);
    expect(await t.services.storage.exists(gone[0] as string)).toBe(false);
    // The cached list was dropped by the write.
    await t.app.inject({ method: "GET", url: "/documents-stand-in" });
    expect(standInRenders).toBeGreaterThan(rendersBefore);
  });

  it("changes the titles alone, and moves a default title with a new year", async () => {
    const accounts = await find("audited-accounts-2025-26.pdf");
    let res = await send("PUT", `${URL_BASE}/${accounts.id}`, await adminAuth(t), { titleHi: "लेखा-परीक्षित लेखे" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: "Audited accounts 2025-26", titleHi: "लेखा-परीक्षित लेखे" });
    res = await send("PUT", `${URL_BASE}/${accounts.id}`, await adminAuth(t), { financialYear: "2023-24" });
    expect(res.json().data).toMatchObject({
      financialYear: "2023-24",
      title: "Audited accounts 2023-24",
      url: "/api/transparency/audited-accounts-2023-24.pdf",
    });
    expect((await t.app.inject({ method: "GET", url: accounts.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: res.json().data.url })).statusCode).toBe(200);
    // Onto a year that has one: refused, nothing changed.
    const taken = await send("PUT", `${URL_BASE}/${accounts.id}`, await adminAuth(t), { financialYear: "2024-25" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.financialYear).toContain("“Audited accounts 2024-25” is uploaded already");
    // Nothing to change: said on the file's field.
    const nothing = await send("PUT", `${URL_BASE}/${accounts.id}`, await adminAuth(t), {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors.file).toBe("Choose a new file, or change the title, kind or year");
    // A replacement that is not a PDF keeps the file there is.
    const bad = await send(
      "PUT",
      `${URL_BASE}/${accounts.id}`,
      await adminAuth(t),
      {},
      { data: Buffer.from("GIF89a") },
    );
    expect(bad.statusCode).toBe(415);
    expect((await t.app.inject({ method: "GET", url: res.json().data.url })).statusCode).toBe(200);
  });

  it("removes a document: its address answers 404 and its file is deleted", async () => {
    const accounts = await find("audited-accounts-2024-25.pdf");
    const keysBefore = await storedKeys();
    const res = await t.app.inject({ method: "DELETE", url: `${URL_BASE}/${accounts.id}`, headers: editor.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      "Audited accounts 2024-25 (with the auditor's report) removed from the Transparency page.",
    );
    expect((await t.app.inject({ method: "GET", url: accounts.url })).statusCode).toBe(404);
    const keysAfter = await storedKeys();
    expect(keysBefore.length - keysAfter.length).toBe(1);
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "deleteTransparencyDocumentsById"));
    expect(entry).toMatchObject({ targetId: accounts.id, targetLabel: accounts.title, actorId: editor.id });
  });

  it("keeps a file two documents share until neither holds it", async () => {
    const same = samplePdf("One PDF for both");
    const first = (await upload({ kind: "annual-report", financialYear: "2022-23" }, { data: same })).json().data;
    const second = (await upload({ kind: "audited-accounts", financialYear: "2022-23" }, { data: same })).json().data;
    await t.app.inject({ method: "DELETE", url: `${URL_BASE}/${first.id}`, headers: await adminAuth(t) });
    expect((await t.app.inject({ method: "GET", url: second.url })).rawPayload.equals(same)).toBe(true);
    await t.app.inject({ method: "DELETE", url: `${URL_BASE}/${second.id}`, headers: await adminAuth(t) });
    expect((await list()).some((document) => document.financialYear === "2022-23")).toBe(false);
  });

  it("answers 404 for an unknown document", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const id of [unknown, "not-an-id"]) {
      const put = await send("PUT", `${URL_BASE}/${id}`, await adminAuth(t), { title: "x" });
      expect(put.statusCode, id).toBe(404);
      const del = await t.app.inject({ method: "DELETE", url: `${URL_BASE}/${id}`, headers: await adminAuth(t) });
      expect(del.statusCode, id).toBe(404);
    }
  });
});

describe("who may", () => {
  it("lets every staff role list them, only those who edit pages change them, and nobody without a session", async () => {
    expect((await list(viewer.auth)).length).toBeGreaterThan(0);
    const refused = await upload({ kind: "annual-report", financialYear: "2021-22" }, undefined, viewer.auth);
    expect(refused.statusCode).toBe(403);
    const [any] = await list();
    const del = await t.app.inject({ method: "DELETE", url: `${URL_BASE}/${any?.id}`, headers: viewer.auth });
    expect(del.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: URL_BASE })).statusCode).toBe(401);
    const anonymous = await send(
      "POST",
      URL_BASE,
      {},
      { kind: "annual-report", financialYear: "2021-22" },
      {
        data: samplePdf(),
      },
    );
    expect(anonymous.statusCode).toBe(401);
    expect((await list()).some((document) => document.financialYear === "2021-22")).toBe(false);
  });
});
