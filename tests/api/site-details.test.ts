/**
 * Site details (issue 41): a new site starts from the SITE_* configuration; the
 * admin saves new details, which every page reads at once (a cached answer that
 * read them is dropped); a bad value is a 400 naming the field and nothing is
 * saved; a save made from an older version is refused; every save is in the
 * history and an earlier one can be published again; a Hindi text whose English
 * changed is marked out of date until the Hindi is saved.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDetails } from "#common/content-model/site-details";
import { PUBLIC_CACHE_CONTROL } from "#common/http-cache";
import { contentDocumentApi, createTestApp, signIn, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };
let standInRenders = 0;

beforeAll(async () => {
  t = await createTestApp(
    { SITE_PHONE: "+91 11111 22222", SITE_ADDRESS: "12 Station Road, Jaipur" },
    {
      // A public page stand-in that shows the office phone, cached as pages are.
      beforeReady: (app, services) =>
        app.get("/phone-stand-in", async (_request, reply) => {
          standInRenders++;
          const details = await services.siteDetails.get();
          reply.header("cache-control", PUBLIC_CACHE_CONTROL).type("text/html; charset=utf-8");
          return `<p>Call ${details.phone}</p>`;
        }),
    },
  );
  auth = await signIn(t);
});
afterAll(() => t.close());

const { read, save } = contentDocumentApi<SiteDetails>(
  () => t,
  "site-details",
  () => auth,
);

describe("site details", () => {
  it("start from the configuration, and only the admin reads them", async () => {
    const view = await read();
    expect(view.document.phone).toBe("+91 11111 22222");
    expect(view.document.address).toEqual({ en: "12 Station Road, Jaipur", hi: "", hiStale: false });
    expect(view.version).toBe(1);
    expect(view.updatedBy).toBe("first start");
    // No outside application form unless one is set: every Apply opens the site's own.
    expect(view.document.applicationFormUrl).toBe("");
    expect((await t.app.inject({ method: "GET", url: "/api/content/site-details" })).statusCode).toBe(401);
    // Details saved before the field existed (without it) read as the site's own form.
    const { applicationFormUrl: _none, ...older } = view.document;
    expect((await save(older, view.version)).statusCode).toBe(200);
    expect((await read()).document.applicationFormUrl).toBe("");
    // Registrations saved before their validity existed read as without dates (issue 47).
    const {
      twelveAValidity: _a,
      eightyGValidity: _g,
      fcraValidity: _f,
      ...registrations
    } = view.document.registrations;
    expect((await save({ ...view.document, registrations }, view.version + 1)).statusCode).toBe(200);
    expect((await read()).document.registrations.eightyGValidity).toEqual({ from: "", until: "" });
    // A document may be a file on this site or elsewhere.
    const documents = { brochure: "/api/images/brochure.pdf", sampleReports: "https://example.org/reports.pdf" };
    expect((await save({ ...view.document, documents }, view.version + 2)).statusCode).toBe(200);
    expect((await read()).document.documents).toEqual(documents);
    expect((await t.app.inject({ method: "PUT", url: "/api/content/site-details", payload: {} })).statusCode).toBe(401);
  });

  it("a save is what the next page read shows, though the page was cached", async () => {
    const first = await t.app.inject({ method: "GET", url: "/phone-stand-in" });
    const again = await t.app.inject({ method: "GET", url: "/phone-stand-in" });
    expect(again.body).toBe(first.body);
    const rendersBefore = standInRenders;
    const view = await read();
    const res = await save({ ...view.document, phone: "+91 98290 12345" }, view.version);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Site details saved. Every page shows them now.");
    expect(res.json().data.version).toBe(view.version + 1);
    expect(res.json().data.updatedBy).toBe("test-admin");
    const after = await t.app.inject({ method: "GET", url: "/phone-stand-in" });
    expect(after.body).toContain("+91 98290 12345");
    expect(standInRenders).toBe(rendersBefore + 1);
  });

  it("refuses a bad value with a 400 naming the field, and saves nothing", async () => {
    const view = await read();
    const cases: [string, object, string][] = [
      ["phone", { phone: "call us" }, "Office phone: enter a phone number with its country code"],
      ["upiId", { upiId: "not a upi id" }, "UPI ID: enter it as name@bank"],
      ["email", { email: "contact.example.org" }, "E-mail: enter an address like name@example.org"],
      ["name.en", { name: { en: "", hi: "" } }, "Organisation name is required (in English)"],
      ["tagline.en", { tagline: { en: "x".repeat(10_000), hi: "" } }, "Tagline: at most 200 characters"],
      ["registrations.eightyG", { registrations: { ...view.document.registrations, eightyG: "<b>" } }, "80G"],
      // The validity of a registration (issue 47): a real day, and an end not before its start.
      [
        "registrations.eightyGValidity.from",
        { registrations: { ...view.document.registrations, eightyGValidity: { from: "31/03/2027", until: "" } } },
        "80G valid from: enter a date like 2026-03-05",
      ],
      [
        "registrations.eightyGValidity.until",
        {
          registrations: {
            ...view.document.registrations,
            eightyGValidity: { from: "2027-04-01", until: "2024-03-31" },
          },
        },
        "80G valid until: a day on or after 80G valid from",
      ],
      [
        "applicationFormUrl",
        { applicationFormUrl: "javascript:alert(1)" },
        "enter a web address starting with https://",
      ],
      [
        "documents.brochure",
        { documents: { brochure: "javascript:alert(1)", sampleReports: "" } },
        "Brochure: enter a web address starting with https://",
      ],
    ];
    for (const [field, change, message] of cases) {
      const res = await save({ ...view.document, ...change }, view.version);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[`document.${field}`], field).toContain(message);
    }
    const unknown = await save({ ...view.document, colour: "red" }, view.version);
    expect(unknown.statusCode).toBe(400);
    const after = await read();
    expect(after.version).toBe(view.version);
    expect(after.document).toEqual(view.document);
  });

  it("refuses a save made from an older version, saying who saved in between", async () => {
    const opened = await read();
    const first = await save({ ...opened.document, email: "first@example.org" }, opened.version);
    expect(first.statusCode).toBe(200);
    const second = await save({ ...opened.document, email: "second@example.org" }, opened.version);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain("Someone else (test-admin) saved this after you opened it");
    expect((await read()).document.email).toBe("first@example.org");
  });

  it("marks a Hindi text out of date when its English changes, until the Hindi is saved", async () => {
    let view = await read();
    let res = await save(
      { ...view.document, address: { en: view.document.address.en, hi: "स्टेशन रोड, जयपुर" } },
      view.version,
    );
    expect(res.json().data.staleHindi).toEqual([]);
    view = res.json().data;
    res = await save(
      { ...view.document, address: { ...view.document.address, en: "14 MI Road, Jaipur" } },
      view.version,
    );
    expect(res.json().data.document.address).toMatchObject({ en: "14 MI Road, Jaipur", hiStale: true });
    expect(res.json().data.staleHindi).toEqual(["address"]);
    view = res.json().data;
    // A save that sends the mark back as false does not clear it: only a new Hindi text does.
    res = await save({ ...view.document, address: { ...view.document.address, hiStale: false } }, view.version);
    expect(res.json().data.staleHindi).toEqual(["address"]);
    view = res.json().data;
    res = await save(
      { ...view.document, address: { ...view.document.address, hi: "14 एमआई रोड, जयपुर" } },
      view.version,
    );
    expect(res.json().data.staleHindi).toEqual([]);
  });

  it("keeps every version, and publishes an earlier one again as a new version", async () => {
    const view = await read();
    const history = (
      await t.app.inject({ method: "GET", url: "/api/content/site-details/history", headers: auth })
    ).json().data;
    expect(history[0]).toMatchObject({ version: view.version, createdBy: "test-admin", restoredFrom: null });
    expect(history.at(-1)).toMatchObject({ version: 1, createdBy: "first start" });
    expect(history.map((entry: { version: number }) => entry.version)).toEqual(
      Array.from({ length: view.version }, (_, index) => view.version - index),
    );
    const first = await t.app.inject({ method: "GET", url: "/api/content/site-details/history/1", headers: auth });
    expect(first.json().data.phone).toBe("+91 11111 22222");

    const restored = await t.app.inject({
      method: "POST",
      url: "/api/content/site-details/history/1/restore",
      headers: auth,
      payload: { version: view.version },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().message).toBe("Version 1 restored. Every page shows it now.");
    expect(restored.json().data).toMatchObject({ version: view.version + 1, document: { phone: "+91 11111 22222" } });
    expect((await t.app.inject({ method: "GET", url: "/phone-stand-in" })).body).toContain("+91 11111 22222");

    const stale = await t.app.inject({
      method: "POST",
      url: "/api/content/site-details/history/2/restore",
      headers: auth,
      payload: { version: view.version },
    });
    expect(stale.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/content/site-details/history/9999/restore",
      headers: auth,
      payload: { version: view.version + 1 },
    });
    expect(missing.statusCode).toBe(404);
  });
});
