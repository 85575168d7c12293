/**
 * Visits counted without tracking anyone (issue 46, decision 099), in a real Chromium
 * against the built site: pages opened are in the admin's counts; a page load's Core
 * Web Vitals, measured in the page, are recorded when the page is left and agree with
 * what the web-vitals library measures of the same load;
 * with Global Privacy Control nothing is sent at all. Other spec files open pages too,
 * so counts are compared with what they were, never taken as exact.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import type { VisitsView } from "#common/schemas/visits";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { projectRoot } from "../support/server-process.ts";
import { expect, test } from "./fixtures.ts";

const isBeacon = (request: Request, pathname: string) =>
  request.method() === "POST" && new URL(request.url()).pathname === pathname;
const beaconFor = (page: Page, pathname: string, path: string) =>
  page.waitForRequest((request) => isBeacon(request, pathname) && JSON.parse(request.postData() ?? "{}").path === path);

/** The month's counts as the Overview reads them (this instance's memory written first). */
/**
 * Once the work the page does when the browser is first idle has run (the visit beacon,
 * app/lib/after-load.ts): idle callbacks run in the order they were asked for, and
 * the page asked for its own at its load.
 */
const afterIdleWork = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        const whenIdle = () => requestIdleCallback(done);
        if (document.readyState === "complete") whenIdle();
        else addEventListener("load", whenIdle, { once: true });
      }),
  );

async function visits(page: Page): Promise<VisitsView> {
  const res = await page.request.get("/api/visits", { headers: await adminApiHeaders(page) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: VisitsView }).data;
}
const viewsOf = (view: VisitsView, path: string) => view.pages.find((page) => page.path === path)?.views ?? 0;

test("three pages opened are in the admin's counts, and a page load's vitals are recorded", async ({ page }) => {
  const before = await visits(page);
  const opened = [
    { visited: "/Education", path: "/Education", title: "Education" },
    { visited: "/hi/Livelihood", path: "/Livelihood", title: "Livelihood" },
    { visited: "/Reach", path: "/Reach", title: "Our Reach" },
  ];
  for (const { visited } of opened) {
    // The beacon's code comes after the load, when the browser is idle: wait for its request.
    const sent = beaconFor(page, "/api/visits", visited);
    await page.goto(visited);
    expect((await (await sent).response())?.status()).toBe(204);
  }
  // The page load's vitals go when the page is first hidden: /Reach, the last one, is closed. A
  // frame later the measuring has read the page's paints (its observers' first records).
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))));
  const context = page.context();
  const admin = await context.newPage();
  const measuredBefore = before.vitalPages.find((p) => p.path === "/Reach")?.LCP?.samples ?? 0;
  await page.close();
  // Recorded once the beacon, sent as the page closes, has arrived (the request of a closing
  // page is not always reported to the test, so the server is asked).
  await expect
    .poll(async () => (await visits(admin)).vitalPages.find((p) => p.path === "/Reach")?.LCP?.samples ?? 0)
    .toBeGreaterThan(measuredBefore);
  const after = await visits(admin);
  for (const { path } of opened) expect(viewsOf(after, path), path).toBeGreaterThan(viewsOf(before, path));
  expect(after.pages.find((p) => p.path === "/Livelihood")?.hindiViews).toBeGreaterThan(
    before.pages.find((p) => p.path === "/Livelihood")?.hindiViews ?? 0,
  );

  // The Overview's card shows them by name, with their counts and the speed of /Reach.
  await signInAsAdmin(admin);
  await admin.goto("/admin");
  const card = admin.locator('[data-visits="loaded"]');
  await expect(card.getByRole("heading", { name: "What visitors read" })).toBeVisible();
  const showAll = card.getByRole("button", { name: /^Show all/ });
  // Each list's button turns into "Show the first ten" once pressed.
  while ((await showAll.count()) > 0) await showAll.first().click();
  for (const { path, title } of opened) {
    const row = card.locator(`[data-visited-path="${path}"]`);
    await expect(row.getByText(title, { exact: true })).toBeVisible();
    const shown = Number(await row.locator("[data-views]").getAttribute("data-views"));
    expect(shown).toBeGreaterThanOrEqual(viewsOf(after, path));
  }
  await expect(card.locator('[data-speed-path="/Reach"] [data-p75="LCP"]')).toHaveText(/^\d+\.\d s$/);
  await expect(card.locator('[data-plot="views-per-day"]')).toBeVisible();
  await expect(card.locator('[data-plot="speed-LCP"]')).toBeVisible();
});

test("with Global Privacy Control the browser sends nothing, not even a page view", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true });
  });
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (isBeacon(request, "/api/visits") || isBeacon(request, "/api/visits/vitals")) beacons.push(request.url());
  });
  // A post of its own, so no other spec's visit can be counted on it.
  const headers = await adminApiHeaders(page);
  const created = await page.request.post("/api/blogs", {
    headers,
    data: { title: `Quiet reading ${Date.now()}`, excerpt: "Nobody counts this.", content: "Not counted." },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = ((await created.json()) as { data: { id: string; slug: string } }).data;

  for (const path of [`/blog/${slug}`, "/Mentors"]) {
    await page.goto(path);
    // The page's idle work has run: it is where a beacon would be sent from.
    await afterIdleWork(page);
  }
  // Leaving the page would send its vitals: nothing is sent.
  await page.goto("/FAQs");
  expect(beacons).toEqual([]);
  const counted = await visits(page);
  expect(viewsOf(counted, `/blog/${slug}`)).toBe(0);
  expect(counted.vitalPages.find((p) => p.path === `/blog/${slug}`)).toBeUndefined();
  await page.request.delete(`/api/blogs/${id}`, { headers });
});

test("the vitals sent are the ones web-vitals measures of the same page load", async ({ page }) => {
  // The library (decision 102), run in the page from the document's start, reporting every change.
  const library = await readFile(path.join(projectRoot, "node_modules/web-vitals/dist/web-vitals.iife.js"), "utf8");
  await page.addInitScript({
    content: `${library}
      window.libraryVitals = {};
      for (const on of ["onLCP", "onCLS", "onINP"])
        webVitals[on]((metric) => (window.libraryVitals[metric.name] = metric.value), { reportAllChanges: true });`,
  });
  const viewed = beaconFor(page, "/api/visits", "/Education");
  await page.goto("/Education");
  await viewed;
  // A layout shift no input caused: the page's content pushed down by a block added above it.
  await page.evaluate(async () => {
    const block = document.createElement("div");
    block.style.height = "300px";
    document.querySelector("main")?.prepend(block);
    await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 50)));
  });
  // Two slow interactions: each click keeps the page busy for 150 ms before it is drawn again.
  await page.evaluate(() =>
    document.addEventListener("click", () => {
      const until = performance.now() + 150;
      while (performance.now() < until);
    }),
  );
  await page.locator("h1").click();
  await page.locator("footer").click();
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 50))));

  // The page is hidden (a tab switched): both report, and the vitals beacon goes.
  const vitalsSent = beaconFor(page, "/api/visits/vitals", "/Education");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
  const sent = JSON.parse((await vitalsSent).postData() ?? "{}") as Record<string, number>;
  const measured = await page.evaluate(
    () => (window as unknown as { libraryVitals: Record<string, number> }).libraryVitals,
  );
  expect(measured.LCP).toBeGreaterThan(0);
  expect(measured.CLS).toBeGreaterThan(0);
  expect(measured.INP).toBeGreaterThanOrEqual(150);
  for (const name of ["LCP", "CLS", "INP"]) expect(sent[name], name).toBeCloseTo(measured[name] ?? Number.NaN, 3);
});
