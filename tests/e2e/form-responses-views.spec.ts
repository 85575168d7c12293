/**
 * A custom form's responses read all at once (issue 43): besides one by one, a
 * table (a row per response, a column per question, the first column held while
 * the rest scrolls sideways on a phone, files as download links, times in IST)
 * and a per-question summary computed by the server (counts and shares of
 * choices, figures of numbers, latest answers); the view is kept in the address.
 * And the Event category, new here, on /forms in both languages. Each test makes
 * its own form (a unique title) and deletes it at the end.
 */
import type { Page } from "@playwright/test";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { samplePdf } from "../support/sample-files.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const fields = [
  { id: "name", label: "Full name", type: "text", required: true },
  { id: "village", label: "Village", type: "select", required: true, options: ["Bassi", "Chaksu"] },
  { id: "days", label: "Days you can come", type: "checkbox", required: false, options: ["Saturday", "Sunday"] },
  { id: "saplings", label: "Saplings you will plant", type: "text", required: false },
  { id: "photo_id", label: "Photo ID", type: "file", required: false },
];

async function createForm(page: Page, title: string, category: string): Promise<string> {
  const res = await page.request.post("/api/custom-forms", {
    headers: await adminApiHeaders(page),
    data: { title, description: "Plant a tree with us on the first Sunday of the rains.", category, fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

let sent = 0;
/** A visitor's response through the public API; with `file`, as the form sends one (multipart). */
async function respond(page: Page, formId: string, values: Record<string, unknown>, file?: string) {
  const response = { clientId: `views-${Date.now()}-${++sent}`, values };
  const res = file
    ? await page.request.post(`/api/custom-forms/${formId}/responses`, {
        multipart: {
          response: JSON.stringify({
            ...response,
            values: {
              ...values,
              photo_id: { name: file, size: samplePdf().length, type: "application/pdf", lastModified: 1 },
            },
          }),
          photo_id: { name: file, mimeType: "application/pdf", buffer: samplePdf() },
        },
      })
    : await page.request.post(`/api/custom-forms/${formId}/responses`, { data: response });
  expect(res.status(), await res.text()).toBe(201);
}

async function deleteForm(page: Page, id: string) {
  await page.request.delete(`/api/custom-forms/${id}`, { headers: await adminApiHeaders(page) });
}

async function formWithResponses(page: Page) {
  const title = unique("Tree planting day");
  const id = await createForm(page, title, "Volunteer");
  await respond(
    page,
    id,
    { name: "Asha Meena", village: "Bassi", days: ["Saturday", "Sunday"], saplings: "10" },
    "asha-id.pdf",
  );
  await respond(page, id, { name: "Ravi Kumar", village: "Bassi", days: ["Sunday"], saplings: "25" });
  await respond(page, id, { name: "Kiran Devi", village: "Chaksu", saplings: "7" });
  return { id, title };
}

test.describe("a form's responses as a table and a summary", () => {
  test("the table shows every answer in a row per response; the summary counts choices and sums numbers", async ({
    page,
  }) => {
    test.slow();
    const { id } = await formWithResponses(page);
    await signInAsAdmin(page);
    await page.goto(`/admin/forms/${id}`);

    await page.getByRole("link", { name: "Table" }).click();
    await expect(page).toHaveURL(/[?&]view=table/);
    const table = page.getByRole("table");
    const headers = table.getByRole("columnheader");
    await expect(headers).toHaveText([
      "Response",
      "Submitted",
      "Full name",
      "Village",
      "Days you can come",
      "Saplings you will plant",
      "Photo ID",
    ]);
    // Newest first: Kiran's row, then Ravi's, then Asha's.
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).getByRole("rowheader")).toContainText("Kiran Devi");
    await expect(rows.nth(0).getByRole("rowheader")).toContainText("Response #3");
    await expect(rows.nth(2).getByRole("cell")).toHaveText([
      / IST$/,
      "Asha Meena",
      "Bassi",
      "Saturday, Sunday",
      "10",
      "asha-id.pdf",
    ]);
    await expect(rows.nth(0).getByRole("cell").nth(3)).toHaveText(/No answer/);

    // The file is a link to itself.
    const download = page.waitForEvent("download");
    await rows.nth(2).getByRole("button", { name: "Download asha-id.pdf" }).click();
    expect((await download).suggestedFilename()).toBe("asha-id.pdf");
    await expectNoSeriousA11yViolations(page);

    // The view is in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole("link", { name: "Table" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(3);

    await page.getByRole("link", { name: "Summary" }).click();
    await expect(page).toHaveURL(/[?&]view=summary/);
    const village = page.getByRole("region", { name: "Village" });
    await expect(village.getByText("3 of 3 answered")).toBeVisible();
    await expect(village.locator('[data-choice="Bassi"]')).toContainText("2 (67%)");
    await expect(village.locator('[data-choice="Chaksu"]')).toContainText("1 (33%)");
    const days = page.getByRole("region", { name: "Days you can come" });
    await expect(days.getByText("2 of 3 answered")).toBeVisible();
    await expect(days.locator('[data-choice="Saturday"]')).toContainText("1 (50%)");
    await expect(days.locator('[data-choice="Sunday"]')).toContainText("2 (100%)");
    const saplings = page.getByRole("region", { name: "Saplings you will plant" });
    for (const [label, value] of [
      ["Total", "42"],
      ["Average", "14"],
      ["Smallest", "7"],
      ["Largest", "25"],
    ] as const) {
      await expect(saplings.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]")).toHaveText(
        value,
      );
    }
    const names = page.getByRole("region", { name: "Full name" });
    await expect(names.getByRole("listitem")).toHaveCount(3);
    await expect(names.getByRole("listitem").first()).toContainText("Kiran Devi");
    await expectNoSeriousA11yViolations(page);

    // The one-by-one view is still there.
    await page.getByRole("link", { name: "One by one" }).click();
    await expect(page).not.toHaveURL(/view=/);
    await expect(page.getByRole("navigation", { name: "Responses", exact: true }).getByRole("button")).toHaveCount(3);

    await deleteForm(page, id);
  });

  test("on a phone the table scrolls sideways under its first column @phone", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const { id } = await formWithResponses(page);
    await signInAsAdmin(page);
    await page.goto(`/admin/forms/${id}?view=table`);
    const region = page.getByRole("region", { name: "Responses, one row each" });
    const sticky = page.getByRole("rowheader").first();
    const before = await sticky.boundingBox();
    const scrolled = await region.evaluate((element) => {
      element.scrollLeft = 400;
      return { scrollLeft: element.scrollLeft, wider: element.scrollWidth > element.clientWidth };
    });
    expect(scrolled.wider).toBe(true);
    expect(scrolled.scrollLeft).toBeGreaterThan(0);
    // The page itself does not scroll sideways, and the first column has not moved.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect((await sticky.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0);
    await expect(sticky).toBeInViewport();
    await deleteForm(page, id);
  });
});

test.describe("the Event category", () => {
  test("an Event form is filed under Event on /forms and under आयोजन on /hi/forms", async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
    const title = unique("Tree planting day");
    const id = await createForm(page, title, "Event");

    await page.goto("/forms");
    await page.getByRole("button", { name: "Event", exact: true }).click();
    await expect(page.getByRole("button", { name: "Event", exact: true })).toHaveAttribute("aria-pressed", "true");
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText("Event", { exact: true })).toBeVisible();

    await page.goto("/hi/forms");
    await page.getByRole("button", { name: "आयोजन", exact: true }).click();
    const hindiCard = page.getByRole("article").filter({ hasText: title });
    await expect(hindiCard.getByText("आयोजन", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Event", exact: true })).toHaveCount(0);

    await deleteForm(page, id);
  });
});
