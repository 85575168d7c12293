/**
 * A returning browser sees what changed since its last visit (issue 43): its
 * service worker has copies of /blog (the page, and React Router's `/blog.data` for
 * a move inside the app); a post is published; the first view of /blog, opened
 * anew or reached by a link, lists it. Offline the saved copy still opens.
 */
import type { Page } from "@playwright/test";
import { adminApiHeaders } from "../support/admin-browser.ts";
import { expect, test } from "./fixtures.ts";

test.use({ serviceWorkers: "allow" });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Every URL (path and query) the worker's pages cache holds. */
const savedPages = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open("pages")).keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    }),
  );

/** From Home, the footer's Blog link: a move inside the app, which asks for `/blog.data`. */
async function followBlogLinkFromHome(page: Page) {
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Blog", exact: true }).click();
  await page.waitForURL("**/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("a post published since the last visit is on the first view of /blog; offline the saved copy opens", async ({
  page,
  context,
}) => {
  test.slow();
  const headers = await adminApiHeaders(page);

  // An earlier visit: /blog opened, then reached again by a link, until the worker
  // controls the page and has saved both the page and its data.
  await page.goto("/blog");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => savedPages(page)).toContain("/blog");
  await followBlogLinkFromHome(page);
  await expect.poll(async () => (await savedPages(page)).some((url) => url.startsWith("/blog.data"))).toBe(true);

  const title = unique("Published while you were away");
  const created = await page.request.post("/api/blogs", {
    headers,
    data: { title, excerpt: "A new well in Phulera.", content: "Dug in **one week** by the village." },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;

  try {
    // The visitor comes back: /blog reached by a link inside the app (its data
    // request) lists the post at once, and so does the page opened anew.
    await followBlogLinkFromHome(page);
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

    // With no connection, the saved copy of /blog opens (with the post it last saw).
    await context.setOffline(true);
    await page.goto("/blog", { waitUntil: "load" }).catch(() => undefined);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    await context.setOffline(false);
  } finally {
    await context.setOffline(false);
    await page.request.delete(`/api/blogs/${id}`, { headers });
  }
});
