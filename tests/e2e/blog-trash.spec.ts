/**
 * The blog's Trash as the staff use it (issue 43): a deleted post leaves the
 * website at once and waits in the Blogs tab's Trash with the day it goes for
 * good; Restore brings it back, public again at its own address. On a phone the
 * row actions say their words under their icons, each a 44 px target.
 */
import type { Page } from "@playwright/test";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Post {
  id: string;
  slug: string;
  title: string;
}

/** Posts are moved to the Trash after each test: other specs expect a site without posts. */
const created: string[] = [];
test.afterEach(async ({ page }) => {
  const headers = await adminApiHeaders(page);
  for (const id of created.splice(0)) {
    await page.request.delete(`/api/blogs/${id}`, { headers });
    await page.request.delete(`/api/blog-trash/${id}`, { headers });
  }
});

async function createPost(page: Page, title: string): Promise<Post> {
  const res = await page.request.post("/api/blogs", {
    headers: await adminApiHeaders(page),
    data: { title, excerpt: "The girls' team won the district final.", content: "Three goals in the second half." },
  });
  expect(res.status()).toBe(201);
  const post = ((await res.json()) as { data: Post }).data;
  created.push(post.id);
  return post;
}

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

test("a deleted post waits in the Trash and is restored, public again at its address", async ({ page }) => {
  const post = await createPost(page, unique("Football final in Chomu"));
  await signInAsAdmin(page);
  // Found by its title, as a person finds a post among many (other specs add posts meanwhile).
  await page.goto(`/admin/blogs?q=${encodeURIComponent(post.title)}`);
  await page.getByRole("button", { name: `Delete "${post.title}"` }).click();
  const ask = page.getByRole("dialog", { name: "Delete this blog post?" });
  await expect(ask).toContainText("kept in the Trash for 30 days");
  await ask.getByRole("button", { name: "Move to Trash" }).click();
  await expect(toast(page, "Blog deleted successfully from server!")).toBeVisible();
  await expect(page.locator("tr", { hasText: post.title })).toHaveCount(0);
  expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);

  // The Trash, from the tab's switch (on the unsearched list): the post, when it goes for good.
  await page.goto("/admin/blogs");
  await page.getByRole("link", { name: /^Trash \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\?view=trash$/);
  const row = page.locator("tr", { hasText: post.title });
  await expect(row).toContainText("Was published");
  const purgeOn = await row.locator("time").nth(1).getAttribute("datetime");
  expect(Date.parse(purgeOn ?? "") - Date.now()).toBeGreaterThan(29 * 86_400_000);
  await expectNoSeriousA11yViolations(page);

  // A reload keeps the Trash in view.
  await page.reload();
  await row.getByRole("button", { name: `Restore "${post.title}"` }).click();
  await expect(toast(page, `"${post.title}" is restored`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(`/admin/blogs?q=${encodeURIComponent(post.title)}`);
  await expect(page.locator("tr", { hasText: post.title }).locator("[data-status]")).toHaveText("Published");
  const res = await page.goto(`/blog/${post.slug}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
});

test("Delete forever asks, then the post is gone from the Trash", async ({ page }) => {
  const post = await createPost(page, unique("Old notice"));
  const headers = await adminApiHeaders(page);
  await page.request.delete(`/api/blogs/${post.id}`, { headers });
  await signInAsAdmin(page);
  await page.goto("/admin/blogs?view=trash");
  await page.getByRole("button", { name: `Delete forever "${post.title}"` }).click();
  const ask = page.getByRole("dialog", { name: "Delete this post for good?" });
  await expect(ask).toContainText("cannot be undone");
  await ask.getByRole("button", { name: "Delete forever" }).click();
  await expect(toast(page, `"${post.title}" is deleted for good`)).toBeVisible();
  await expect(page.locator("tr", { hasText: post.title })).toHaveCount(0);
});

test("on a phone each row action says its word under its icon, and is a 44 px target @phone", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "phone only: the words show below md");
  const post = await createPost(page, unique("Phone row"));
  await signInAsAdmin(page);
  await page.goto(`/admin/blogs?q=${encodeURIComponent(post.title)}`);
  const row = page.locator("tr", { hasText: post.title });
  for (const [name, word] of [
    [`Preview "${post.title}" as visitors will see it`, "Preview"],
    [`View "${post.title}" on the website (opens in a new tab)`, "View"],
    [`Edit "${post.title}"`, "Edit"],
    [`Delete "${post.title}"`, "Delete"],
  ] as const) {
    const action = row.getByRole(name.startsWith("View") || name.startsWith("Preview") ? "link" : "button", { name });
    await expect(action).toHaveText(word);
    const box = await action.boundingBox();
    expect(box?.height, word).toBeGreaterThanOrEqual(44);
    expect(box?.width, word).toBeGreaterThanOrEqual(44);
  }
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
