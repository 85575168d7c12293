/**
 * Content kept as the server drew it (decision 051): on a page's first load React
 * hydrates only what a visitor acts on; the text, pictures and links around it stay
 * the server's HTML. Their links still move in the app, and a page reached in the app,
 * or the same page reached again, is drawn whole.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Whether React hydrated the element (it keeps its fiber on the DOM node). */
const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

/** Counts the document loads a page makes from now on (a move in the app makes none). */
function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

test("a content page hydrates its accordion but not its text, and the text's links move in the app", async ({
  page,
}) => {
  await page.goto("/FAQs");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  // The accordion answers clicks: React hydrated it.
  const question = main.locator("button[aria-expanded]").first();
  expect(await hydrated(question)).toBe(true);
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  // The page's heading and its call-to-action links did not need React.
  expect(await hydrated(main.getByRole("heading", { level: 1 }))).toBe(false);
  const link = main.getByRole("link", { name: "Explore Education Programs", exact: true });
  expect(await hydrated(link)).toBe(false);

  const loads = documentLoads(page);
  await link.click();
  await expect(page).toHaveURL(/\/Education$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Education Initiatives");
  expect(loads(), "moved in the app, without loading a document").toBe(0);
  // Reached in the app, the page is drawn by React as usual.
  expect(await hydrated(page.getByRole("heading", { level: 1 }))).toBe(true);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await expect(main.getByRole("link", { name: "Explore Education Programs", exact: true })).toBeVisible();
  expect(loads()).toBe(0);
});

test("the footer's links move in the app; its newsletter box is hydrated", async ({ page }) => {
  await page.goto("/hi/Education");
  const footer = page.getByRole("contentinfo");
  expect(await hydrated(footer.getByRole("button", { name: "सदस्य बनें" }))).toBe(true);
  const loads = documentLoads(page);
  const blog = footer.locator('a[href="/hi/blog"]');
  expect(await hydrated(blog)).toBe(false);
  await blog.click();
  await expect(page).toHaveURL(/\/hi\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ब्लॉग");
  expect(loads()).toBe(0);
});

test("a link opened in a new tab is left to the browser", async ({ page, context }) => {
  await page.goto("/FAQs");
  const link = page.getByRole("main").getByRole("link", { name: "Explore Education Programs", exact: true });
  const opened = context.waitForEvent("page");
  await link.click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe("/Education");
  await expect(page).toHaveURL(/\/FAQs$/);
});

test("tabs switch panels whose cards stay as the server drew them; the careers filter hides and shows cards", async ({
  page,
}) => {
  await page.goto("/Reach");
  const main = page.getByRole("main");
  const tabs = main.getByRole("tab");
  expect(await hydrated(tabs.first())).toBe(true);
  const panel = main.getByRole("tabpanel");
  expect(await hydrated(panel.locator("h3, p").first())).toBe(false);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("tabpanel")).toBeVisible();

  await page.goto("/WorkWithUs");
  const board = page.getByRole("main");
  await expect(board.getByText("6 positions found")).toBeVisible();
  const firstCard = board.getByRole("article").getByRole("heading", { level: 3 }).first();
  const firstTitle = await firstCard.textContent();
  expect(await hydrated(firstCard)).toBe(false);
  await board.getByRole("searchbox").fill("zzzz-no-such-job");
  await expect(board.getByText("No positions found")).toBeVisible();
  await board.getByRole("searchbox").fill("");
  await expect(board.getByText("6 positions found")).toBeVisible();
  // The cards shown again are drawn by React, the same as the server's.
  await expect(firstCard).toHaveText(firstTitle ?? "");
  expect(await hydrated(firstCard)).toBe(true);
});

test("after a hydration error React redraws the page, and the content kept as sent is drawn again", async ({
  browser,
  baseURL,
}) => {
  // A page of its own: the hydration error is reported on purpose.
  const page = await browser.newPage({ baseURL });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The header's first menu button says something else in the HTML than in React.
  await page.route("**/FAQs", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(aria-expanded="false"[^>]*>)About Us</, "$1About us<");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/FAQs");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(errors.join("\n"), "the mismatch was noticed").toMatch(/418|[Hh]ydrat/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await expect(main.getByRole("link", { name: "Explore Education Programs", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).first()).toBeVisible();
  await page.close();
});
