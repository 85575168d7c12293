/**
 * The Pages screen as the staff use it (issue 41): from the Site content tab to
 * Pages to Education, whose sections start closed; the page's heading and a
 * programme card's ticked line are changed (the line's Hindi then out of date) and
 * published; the history compares that version with the one before, and restoring
 * the one before puts the page back as it was, for the specs that read /Education.
 * (What the public page shows is the page's own spec's.) A draft: saved without
 * publishing, previewed on the real page (in a frame, English and Hindi), scheduled
 * and discarded; its preview link shows it to no one else, is never cached, and
 * only the admin may frame it. Serial: every test here drafts the one page.
 */
import { contentDocuments } from "#common/content-model/documents";
import type { PageDocument } from "#common/content-model/page";
import { contentMessages } from "#common/messages/content";
import type { ContentDocumentView } from "#common/schemas/content-document";
import { contentDocumentText, contentFormText, pagesText, siteContentText } from "~/content/admin/content";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { saveHeadingDraft } from "../support/page-drafts.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const saved = contentDocuments["page-education"].saved;
const API = "/api/content/page-education";
const HEADING = `Education for every child ${Date.now().toString(36)}`;
const LINE = "Two hours every weekday evening, and Saturday mornings";

test("the staff change the Education page's heading and a ticked line, publish, and restore it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const headers = await adminApiHeaders(page);
  const published = async () => {
    const answer = await page.request.get("/api/content/page-education", { headers });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: ContentDocumentView<PageDocument> }).data;
  };
  const before = await published();
  const index = before.document.blocks.findIndex((block) => block.kind === "programmeCards");
  const cards = before.document.blocks[index];
  if (cards?.kind !== "programmeCards" || !cards.programmes[0]?.points[0]) throw new Error("no programme cards");
  const programme = cards.programmes[0];
  const sectionName = `Programme cards — ${cards.heading.en}`;

  // Site content, Pages, Education.
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Site content" }).click();
  await expect(page.getByRole("heading", { name: siteContentText.heading })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`^${siteContentText.screens.pages.name}`) }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await page.getByRole("link", { name: pagesText.edit("Education") }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/education$/);
  await expect(page.getByRole("heading", { name: "Education page" })).toBeVisible();
  await expect(page.getByRole("link", { name: `${pagesText.viewPage} ${pagesText.newTab}` })).toHaveAttribute(
    "href",
    "/Education",
  );
  await expect(page.getByRole("link", { name: `${pagesText.viewHindi} ${pagesText.newTab}` })).toHaveAttribute(
    "href",
    "/hi/Education",
  );
  // The sections start closed, named by their kind and heading.
  const sections = page.locator('[data-field="blocks"] > ol > li > details');
  await expect(sections).toHaveCount(before.document.blocks.length);
  for (const section of await sections.all()) await expect(section).not.toHaveAttribute("open", "");
  await expect(page.locator('[data-field="blocks"] > ol > li > details > summary').first()).toHaveText("Heading band");

  // The page's heading.
  await page.locator('[data-field="heading"]').getByLabel(contentFormText.english).fill(HEADING);

  // The first programme's first ticked line: its Hindi is then out of date.
  const section = page.locator(`[data-item="blocks.${index}"]`);
  await section.locator("summary").first().click();
  await expect(section.locator("summary").first()).toHaveText(sectionName);
  const card = section.locator(`[data-item="blocks.${index}.programmes.0"]`);
  await card.locator("summary").first().click();
  const line = card.locator(`[data-field="blocks.${index}.programmes.0.points.0"]`);
  await line.getByLabel(contentFormText.english).fill(LINE);
  await expect(line.getByText(contentFormText.hindiOutOfDate)).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: contentDocumentText.staleHeading })
      .getByRole("link", { name: `${programme.title.en} › Ticked lines › Line 1` }),
  ).toBeVisible();

  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(page.getByText(saved)).toBeVisible();
  expect(saved).toContain("Education page published");
  await expect(page.getByText(contentDocumentText.noChanges)).toBeVisible();

  const after = await published();
  expect(after.version).toBe(before.version + 1);
  expect(after.document.heading.en).toBe(HEADING);
  const changed = after.document.blocks[index];
  expect(changed?.kind === "programmeCards" && changed.programmes[0]?.points[0]).toEqual({
    en: LINE,
    hi: programme.points[0]?.hi,
    hiStale: true,
  });

  // The history compares the version before with what is published now, then restores it.
  const earlier = page
    .getByRole("region", { name: contentDocumentText.historyHeading })
    .getByRole("listitem")
    .filter({ has: page.getByText(contentDocumentText.version(before.version), { exact: true }) });
  await earlier.getByRole("button", { name: contentDocumentText.compare }).click();
  const comparison = earlier.getByRole("table");
  await expect(comparison.getByRole("row", { name: /^Heading / })).toContainText(HEADING);
  await expect(
    comparison.getByRole("rowheader", {
      name: `Sections › ${sectionName} › Programmes › ${programme.title.en} › Ticked lines › Line 1`,
    }),
  ).toBeVisible();
  await earlier.getByRole("button", { name: contentDocumentText.restore }).click();
  await page.getByRole("dialog").getByRole("button", { name: contentDocumentText.restore }).click();
  await expect(page.getByText(contentMessages.restored(before.version))).toBeVisible();
  await expect(page.locator('[data-field="heading"]').getByLabel(contentFormText.english)).toHaveValue(
    before.document.heading.en,
  );

  const restored = await published();
  expect(restored.version).toBe(before.version + 2);
  expect(restored.document).toEqual(before.document);
});

test("a draft is saved without publishing, previewed on the real page at a phone's width in Hindi, scheduled, and discarded", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const headers = await adminApiHeaders(page);
  const view = async () =>
    (
      (await (await page.request.get("/api/content/page-education", { headers })).json()) as {
        data: ContentDocumentView<PageDocument>;
      }
    ).data;
  const before = await view();
  const DRAFT = `A draft heading ${Date.now().toString(36)}`;

  await page.goto("/admin/pages/education");
  await page.locator('[data-field="heading"]').getByLabel(contentFormText.english).fill(DRAFT);
  // Preview saves what is on screen as the draft, then shows it on the real page.
  await page.getByRole("button", { name: contentDocumentText.preview }).click();
  await expect(page.getByText(contentMessages.draftSaved)).toBeVisible();
  const preview = page.getByRole("region", { name: contentDocumentText.previewHeading });
  const frame = page.frameLocator(`iframe[title="${contentDocumentText.previewFrame("390 px", "English")}"]`);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(DRAFT);
  await preview.getByRole("button", { name: contentDocumentText.previewHindi }).click();
  const hindi = page.frameLocator(`iframe[title="${contentDocumentText.previewFrame("390 px", "Hindi")}"]`);
  await expect(hindi.getByRole("heading", { level: 1 })).toHaveText(before.document.heading.hi);

  // Visitors still see what is published.
  const live = await page.request.get("/Education");
  expect(await live.text()).toContain(`>${before.document.heading.en}</h1>`);
  const draft = (await view()).draft;
  expect(draft?.document.heading.en).toBe(DRAFT);
  expect((await view()).version).toBe(before.version);

  // The draft panel: schedule it for tomorrow, cancel, then discard it.
  const panel = page.getByRole("region", { name: contentDocumentText.draftHeading });
  await expect(panel).toContainText(contentDocumentText.draftHeading);
  const tomorrow = new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);
  await panel.getByLabel(contentDocumentText.scheduleLabel).fill(tomorrow);
  await panel.getByRole("button", { name: contentDocumentText.schedule }).click();
  await expect(page.getByText(/^Scheduled: it will be published on /)).toBeVisible();
  await expect(panel).toContainText("This draft publishes itself on");
  expect((await view()).draft?.publishAt).not.toBeNull();
  await panel.getByRole("button", { name: contentDocumentText.cancelSchedule }).click();
  await expect(page.getByText(contentMessages.scheduleCancelled)).toBeVisible();
  await panel.getByRole("button", { name: contentDocumentText.discardDraft }).click();
  await page.getByRole("dialog").getByRole("button", { name: contentDocumentText.discardDraft }).click();
  await expect(page.getByText(contentMessages.draftDiscarded)).toBeVisible();
  await expect(page.locator('[data-field="heading"]').getByLabel(contentFormText.english)).toHaveValue(
    before.document.heading.en,
  );
  const after = await view();
  expect(after.draft).toBeNull();
  expect(after.document).toEqual(before.document);
});

test("a draft is shown by its preview link only, never cached, and gone once discarded", async ({ page, request }) => {
  const headers = await adminApiHeaders(page);
  const view = (await (await request.get(API, { headers })).json()).data as ContentDocumentView<PageDocument>;
  const draft = await saveHeadingDraft(request, API, headers);
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
