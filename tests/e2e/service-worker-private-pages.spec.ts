/**
 * What the service worker never keeps (issue 40): a page sent with
 * `Cache-Control: no-store` (the newsletter's link pages, a form's answer), and
 * any address with a `token` or `setup` parameter (a live unsubscribe link, the
 * admin's setup link), whatever its headers. Neither is in its caches after a
 * visit, and offline such a link shows the offline page, not a saved copy.
 * Public pages are still saved as before (tests/e2e/offline.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

test.use({ serviceWorkers: "allow" });

/** Every request URL in every cache of the worker (precache, pages, assets, photos). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

const isPageSaved = (page: Page, path: string) =>
  page.evaluate(async (p) => Boolean(await (await caches.open("pages")).match(p)), path);

test("no-store pages and token or setup addresses are never saved by the worker, nor served by it offline", async ({
  page,
  context,
}) => {
  // A dozen pages, each opened, then looked for in the cache and offline: more than 30 seconds on a busy CI machine.
  test.slow();
  const token = `e2e-not-a-real-token-${Date.now().toString(36)}`;
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => isPageSaved(page, "/")).toBe(true);

  // The unsubscribe link as a visitor opens it from an e-mail (no-store, token in the address).
  const unsubscribe = await page.goto(`/newsletter/unsubscribe?token=${token}`);
  expect(unsubscribe?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A no-store page without a token, and public pages with a token or setup parameter.
  const confirm = await page.goto("/newsletter/confirm");
  expect(confirm?.headers()["cache-control"]).toContain("no-store");
  await page.goto(`/AboutUs?token=${token}`);
  await page.goto(`/Mentors?setup=${token}`);
  // React Router's data requests for the same pages (a navigation inside the app).
  const data = await page.evaluate(
    (t) =>
      Promise.all(
        [`/newsletter/unsubscribe.data?token=${t}`, "/newsletter/confirm.data", `/AboutUs.data?token=${t}`].map((url) =>
          fetch(url).then((r) => r.status),
        ),
      ),
    token,
  );
  expect(data).toEqual([200, 200, 200]);

  // A public page opened last is saved, as before: the saves before it are done.
  await page.goto("/OurTeam");
  await expect.poll(() => isPageSaved(page, "/OurTeam")).toBe(true);

  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(10);
  expect(urls.filter((url) => /[?&](token|setup)=/.test(url))).toEqual([]);
  expect(urls.filter((url) => new URL(url).pathname.startsWith("/newsletter/"))).toEqual([]);

  // Offline, the link from the e-mail shows the offline page, not a saved copy of the live link.
  await context.setOffline(true);
  await page.evaluate((t) => {
    window.location.href = `/newsletter/unsubscribe?token=${t}`;
  }, token);
  await page.waitForURL("**/newsletter/unsubscribe?token=*");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
});

test("a token link opened as the first page is not saved by the page either (the save made for the first page)", async ({
  page,
}) => {
  const token = `e2e-first-page-${Date.now().toString(36)}`;
  // The page saves itself once the worker is ready (app/lib/service-worker.ts): a second fetch of its address.
  const savedCopy = page.waitForResponse(
    (response) => response.url().includes(token) && response.request().resourceType() === "fetch",
    { timeout: 20_000 },
  );
  await page.goto(`/newsletter/unsubscribe?token=${token}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await savedCopy;
  // Time for the cache.put that used to follow the fetch.
  await page.waitForTimeout(1000);
  expect((await cachedUrls(page)).filter((url) => url.includes(token))).toEqual([]);
});
