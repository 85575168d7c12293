/**
 * The Blogs and Gallery tabs page and search on the server (issue 46): a page of
 * rows at a time with Newer/Older, the page and the search in the URL so Back
 * returns, a status or category filter, Edit loading the one post, a failed page
 * keeping the last good one, and no request of the admin's screens answering the
 * whole list (each answer counted in bytes). Each test makes the rows it needs.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { BLOG_ADMIN_PAGE_SIZE } from "#common/schemas/blog";
import { GALLERY_ADMIN_PAGE_SIZE } from "#common/schemas/gallery";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { photoJpeg } from "../support/test-images.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const run = randomBytes(3).toString("hex");
const rows = (page: Page) => page.locator("[data-blog-row]");
const cards = (page: Page) => page.locator("#admin-panel li").filter({ has: page.locator("time") });

/** What beforeAll made, removed again in afterAll: other specs count posts and photos. */
const made = { posts: [] as string[], gallery: [] as string[] };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const headers = await adminApiHeaders(page);
  // One more than a page, the newest a draft; one post found by its title alone.
  for (let i = 0; i <= BLOG_ADMIN_PAGE_SIZE; i++) {
    const res = await page.request.post("/api/blogs", {
      headers,
      data: {
        title: i === 3 ? `Jaipur library opens ${run}` : `Paging note ${run} ${i}`,
        excerpt: "A note from the field.",
        content: `The whole text of note ${i}.`,
        ...(i === BLOG_ADMIN_PAGE_SIZE && { published: false }),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    made.posts.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  const photo = await photoJpeg({ width: 80, height: 60, colors: ["#38bdf8", "#1e3a8a"] });
  for (let i = 0; i <= GALLERY_ADMIN_PAGE_SIZE; i++) {
    const { payload, headers: multipart } = multipartBody(
      {
        title: i === 2 ? `Tree planting ${run}` : `Field visit ${run} ${i}`,
        category: i === 2 ? "environment" : "education",
      },
      [{ field: "images", filename: "p.jpg", contentType: "image/jpeg", data: photo }],
    );
    const res = await page.request.post("/api/gallery", { headers: { ...headers, ...multipart }, data: payload });
    expect(res.status(), await res.text()).toBe(201);
    made.gallery.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  const headers = await adminApiHeaders(page);
  for (const id of made.posts) {
    await page.request.delete(`/api/blogs/${id}`, { headers });
    // Out of the Trash too: nothing of this spec's is left for another to count.
    await page.request.delete(`/api/blog-trash/${id}`, { headers });
  }
  for (const id of made.gallery) await page.request.delete(`/api/gallery/${id}`, { headers });
  await page.close();
});

test("the Blogs tab pages and searches on the server; Back returns; Edit loads the post", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/blogs");
  await expect(rows(page)).toHaveCount(BLOG_ADMIN_PAGE_SIZE);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstTitle = await rows(page).first().locator("td").first().textContent();

  await page.getByRole("button", { name: "Older" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(rows(page).first().locator("td").first()).not.toHaveText(firstTitle ?? "");

  await page.getByLabel("Search by title").fill(`jaipur library opens ${run}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=jaipur\+library\+opens/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Jaipur library opens ${run}`);
  await expect(page.getByText("1 post match")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByLabel("Search by title")).toHaveValue("");

  await page.getByLabel("Status").selectOption("draft");
  await expect(page).toHaveURL(/[?&]status=draft/);
  await expect(rows(page).first()).toContainText(`Paging note ${run} ${BLOG_ADMIN_PAGE_SIZE}`);
  await expect(rows(page).locator('[data-status="draft"]')).toHaveCount(await rows(page).count());

  await page.getByLabel("Search by title").fill("nothing like this at all");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No posts match")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(rows(page)).toHaveCount(BLOG_ADMIN_PAGE_SIZE);

  // The list has no content: Edit loads the post, and the modal shows its text.
  const post = page.waitForResponse((res) => /\/api\/blogs\/[0-9a-f-]{36}$/.test(res.url()));
  await page.getByRole("button", { name: `Edit "Jaipur library opens ${run}"` }).click();
  await post;
  await expect(page.getByRole("dialog").getByLabel("Content")).toHaveValue("The whole text of note 3.");
});

test("the Gallery tab pages, searches and filters on the server", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/gallery");
  await expect(cards(page)).toHaveCount(GALLERY_ADMIN_PAGE_SIZE);
  await page.getByRole("button", { name: "Older" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.getByLabel("Search by title, description or place").fill(`tree planting ${run}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Tree planting ${run}`);

  await page.getByLabel("Category").selectOption("education");
  await expect(page).toHaveURL(/[?&]category=education/);
  await expect(page.getByText("No items match")).toBeVisible();
  await page.goBack();
  await expect(cards(page)).toHaveCount(1);
});

test.describe("offline", () => {
  test.use({ allowedConsoleError: /net::ERR_FAILED/ });

  test("a page that fails to load keeps the last good page on screen, and says why", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/blogs");
    await expect(rows(page)).toHaveCount(BLOG_ADMIN_PAGE_SIZE);
    await page.route("**/api/blog-list?*", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Older" }).click();
    await expect(page.getByText(/The list could not be loaded/)).toBeVisible();
    await expect(rows(page)).toHaveCount(BLOG_ADMIN_PAGE_SIZE);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.unroute("**/api/blog-list?*");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });
});

test("the admin's screens never ask for a whole list: every answer is small", async ({ page }) => {
  // What the screens ask for, then each answer read again with the admin's token and weighed.
  const asked = new Set<string>();
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/") && request.method() === "GET") asked.add(request.url());
  });
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.locator('[data-stat="Total Blogs"]')).toHaveText(/^\d+$/);
  await page.goto("/admin/blogs");
  await expect(rows(page)).toHaveCount(BLOG_ADMIN_PAGE_SIZE);
  await page.goto("/admin/gallery");
  await expect(cards(page)).toHaveCount(GALLERY_ADMIN_PAGE_SIZE);
  const headers = await adminApiHeaders(page);
  const loaded = [];
  for (const url of asked)
    loaded.push({ url, bytes: (await (await page.request.get(url, { headers })).body()).byteLength });
  const paths = loaded.map((answer) => new URL(answer.url).pathname);
  expect(paths).toContain("/api/dashboard/counts");
  expect(paths).toContain("/api/blog-list");
  expect(paths).toContain("/api/gallery-list");
  expect(paths).not.toContain("/api/blogs");
  expect(paths).not.toContain("/api/gallery");
  for (const answer of loaded) expect(answer.bytes, answer.url).toBeLessThan(200 * 1024);
});

test("@phone at 390 px the Blogs and Gallery tabs, searched and paged, fit the screen, and axe finds nothing serious", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const [path, shown] of [
    ["/admin/blogs?page=2", rows(page)],
    [`/admin/blogs?q=${run}&status=published`, rows(page)],
    ["/admin/gallery?page=2", cards(page)],
    [`/admin/gallery?q=${run}&category=education`, cards(page)],
  ] as const) {
    await page.goto(path);
    await expect(shown.first()).toBeVisible();
    expect(await fits(), path).toBe(true);
    await expectNoSeriousA11yViolations(page, "main");
  }
});
