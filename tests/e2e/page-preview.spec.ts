/**
 * A page's draft on the real page (issue 41): the admin's preview link shows the
 * draft, in English and Hindi, to be framed by the admin alone and kept by no cache;
 * without the link, or once the draft is gone, visitors see what is published.
 */
import { expect, test } from "@playwright/test";
import type { PageDocument } from "#common/content-model/page";
import type { ContentDocumentView } from "#common/schemas/content-document";
import { adminApiHeaders } from "../support/admin-browser.ts";

const API = "/api/content/page-education";

test("a draft is shown by its preview link only, never cached, and gone once discarded", async ({ page, request }) => {
  const headers = await adminApiHeaders(page);
  const view = (await (await request.get(API, { headers })).json()).data as ContentDocumentView<PageDocument>;
  const heading = { ...view.document.heading, en: "A draft heading", hi: "एक मसौदा शीर्षक" };
  const saved = await request.put(`${API}/draft`, {
    headers,
    data: { document: { ...view.document, heading }, version: view.version, draftVersion: view.draft?.version ?? 0 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const draft = (await saved.json()).data as NonNullable<ContentDocumentView<PageDocument>["draft"]>;
  try {
    const preview = await request.get(`/Education?preview=${draft.previewToken}`);
    expect(preview.status()).toBe(200);
    expect(await preview.text()).toContain(">A draft heading</h1>");
    expect(preview.headers()["cache-control"]).toBe("private, no-store");
    expect(preview.headers()["x-robots-tag"]).toBe("noindex");
    expect(preview.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    const hindi = await request.get(`/hi/Education?preview=${draft.previewToken}`);
    expect(await hindi.text()).toContain(">एक मसौदा शीर्षक</h1>");

    // Visitors: the published page, which no one may frame.
    const published = await request.get("/Education");
    expect(await published.text()).toContain(`>${view.document.heading.en}</h1>`);
    expect(published.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

    const forged = await request.get(`/Education?preview=${draft.previewToken.replace(/.$/, "x")}`);
    expect(forged.status()).toBe(404);
    expect(await forged.text()).not.toContain("A draft heading");
  } finally {
    expect((await request.delete(`${API}/draft/${draft.version}`, { headers })).status()).toBe(200);
  }
  const gone = await request.get(`/Education?preview=${draft.previewToken}`);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain("This preview link has expired, or the draft was changed");
});
