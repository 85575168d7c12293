/**
 * Drafts and scheduled posts as visitors meet them: a draft is nowhere a visitor
 * can look (the blog list, the API, the feed, the sitemap, its own address); a post
 * scheduled a few seconds ahead appears on /blog by itself at its time.
 */
import type { Page } from "@playwright/test";
import { adminApiHeaders } from "../support/admin-browser.ts";
import { expect, test } from "./fixtures.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Posts are removed after each test: other specs expect a site without posts (Home's Latest Updates). */
const created: string[] = [];
test.afterEach(async ({ page }) => {
  const headers = await adminApiHeaders(page);
  for (const id of created.splice(0)) await page.request.delete(`/api/blogs/${id}`, { headers });
});

async function createPost(page: Page, title: string, extra: object) {
  const res = await page.request.post("/api/blogs", {
    headers: await adminApiHeaders(page),
    data: { title, excerpt: "For later.", content: "Written over several evenings.", ...extra },
  });
  expect(res.status()).toBe(201);
  const post = ((await res.json()) as { data: { id: string; slug: string } }).data;
  created.push(post.id);
  return post;
}

test("a draft is absent from /blog, /api/blogs, the feed, the sitemap and its own address", async ({ page }) => {
  const title = unique("Draft notes");
  const draft = await createPost(page, title, { published: false });
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect(await (await page.request.get("/api/blogs")).text()).not.toContain(title);
  expect(await (await page.request.get("/blog/rss.xml")).text()).not.toContain(title);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(draft.slug);
  expect((await page.request.get(`/blog/${draft.slug}`)).status()).toBe(404);
  // The admin's token reads it (the dashboard and the preview).
  const asAdmin = await page.request.get(`/api/blogs/${draft.id}`, { headers: await adminApiHeaders(page) });
  expect(asAdmin.status()).toBe(200);
});

test("a post scheduled 5 seconds ahead appears on /blog on its own at that time", async ({ page }) => {
  const title = unique("Monday event");
  await page.goto("/blog");
  const post = await createPost(page, title, { publishedAt: new Date(Date.now() + 5000).toISOString() });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole("link", { name: new RegExp(title) }).count();
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(200);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(post.slug);
});
