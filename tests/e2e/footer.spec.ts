/**
 * The footer is the staff's (issue 41, decision 080), on a site of its own (the shared
 * e2e site's footer stays as the other specs read it): the Navigation screen shows the
 * footer's four figures (full: no fifth) and its paragraph; the staff change the
 * paragraph in English and Hindi there, and the students figure in Figures; the footer
 * of / and /hi, read before (so cached), shows both at the next read.
 */
import type { Page } from "@playwright/test";
import { contentDocuments } from "#common/content-model/documents";
import { contentDocumentText, contentFormText } from "~/content/admin/content";
import { expect, test } from "./fixtures.ts";
import { siteOfItsOwn } from "./own-site.ts";

const ABOUT = "Schools, teachers and villages of five states, learning together since 2025.";
const ABOUT_HINDI = "पाँच राज्यों के स्कूल, शिक्षक और गाँव, 2025 से साथ-साथ सीखते हुए।";
const site = siteOfItsOwn("footer");

const footer = (page: Page) => page.getByRole("contentinfo");
/** The footer's figures as they read: "4053+ Students". */
const figures = (page: Page) =>
  footer(page)
    .locator("dl > div")
    .evaluateAll((tiles) =>
      tiles.map((tile) => `${tile.querySelector("dd")?.textContent} ${tile.querySelector("dt")?.textContent}`),
    );

async function save(page: Page, name: "navigation" | "figures") {
  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(page.getByText(contentDocuments[name].saved)).toBeVisible();
}

test("the staff change the footer's paragraph and the students figure; / and /hi show them at the next read", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await site.signIn(page);

  // As the code drew it until now; read once, so the pages are in the response cache.
  for (const [path, students] of [
    ["/", "4053+ Students"],
    ["/hi", "4053+ विद्यार्थी"],
  ]) {
    await page.goto(`${site.base()}${path}`);
    expect((await figures(page))[0]).toBe(students);
  }
  await expect(footer(page).getByText(/^शैक्षणिक संस्थाओं का एक संघ/)).toBeVisible();

  await page.goto(`${site.base()}/admin/navigation`);
  await page.waitForLoadState("networkidle");
  const list = page.locator('[data-field="footerFigures"]');
  await expect(list.locator("legend")).toHaveText(/^The footer's figures \(4 of at most 4\)$/);
  await expect(list.getByText(/Write a figure's name in braces, like \{students\}/)).toBeVisible();
  await expect(list.getByRole("button", { name: contentFormText.add("Figure") })).toBeDisabled();
  const about = page.locator('[data-field="footerAbout"]');
  await expect(about.getByText("About the foundation, in the footer", { exact: true })).toBeVisible();
  await about.getByLabel(contentFormText.english).fill(ABOUT);
  await about.getByLabel(contentFormText.hindi).fill(ABOUT_HINDI);
  await save(page, "navigation");

  await page.goto(`${site.base()}/admin/figures`);
  await page.waitForLoadState("networkidle");
  const students = page.locator('[data-item="items.0"]');
  await students.locator("summary").first().click();
  await expect(students.locator('[data-field="items.0.name"]').getByRole("textbox")).toHaveValue("students");
  await students.locator('[data-field="items.0.value"]').getByRole("textbox").fill("5120+");
  await save(page, "figures");

  await page.goto(`${site.base()}/`);
  expect(await figures(page)).toEqual(["5120+ Students", "5+ States", "15+ Districts", "20+ Schools"]);
  await expect(footer(page).getByText(ABOUT, { exact: true })).toBeVisible();
  await page.goto(`${site.base()}/hi`);
  expect(await figures(page)).toEqual(["5120+ विद्यार्थी", "5+ राज्य", "15+ ज़िले", "20+ स्कूल"]);
  await expect(footer(page).getByText(ABOUT_HINDI, { exact: true })).toBeVisible();
  await expect(footer(page).getByText(ABOUT)).toHaveCount(0);
});
