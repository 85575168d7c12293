/**
 * What a slow phone downloads first (issue 17, decisions 035 and 042): the page is
 * drawn from the HTML, the stylesheet and, on a device without a Devanagari font, a
 * Hindi page's font before any script is asked for; the scripts, which only make the
 * drawn page interactive, come after, at low priority. Read from Chromium's own requests (DevTools protocol) and the page's
 * paint timing.
 */
import type { Page } from "@playwright/test";
import { asDeviceWithoutDevanagari } from "../support/device-fonts.ts";
import { createGalleryItem, deleteGalleryItem } from "../support/gallery-items.ts";
import { expect, test } from "./fixtures";

interface Request {
  path: string;
  priority: string;
  /** Milliseconds since the epoch. */
  sentAt: number;
  /** Milliseconds since the epoch; NaN when it had not finished when the page loaded. */
  finishedAt: number;
}

/**
 * Each request of a page load, with the priority Chromium gave it and when it was sent,
 * until the page has loaded and then `until` has passed.
 */
async function requestsOf(page: Page, path: string, until = async () => {}): Promise<Request[]> {
  const session = await page.context().newCDPSession(page);
  const requests = new Map<string, Request>();
  // Wall time is only given when a request is sent; its end is placed from the monotonic clock.
  const wallAt = new Map<string, { wall: number; monotonic: number }>();
  session.on("Network.requestWillBeSent", ({ requestId, request, wallTime, timestamp }) => {
    wallAt.set(requestId, { wall: wallTime * 1000, monotonic: timestamp * 1000 });
    requests.set(requestId, {
      path: new URL(request.url).pathname,
      priority: request.initialPriority,
      sentAt: wallTime * 1000,
      finishedAt: Number.NaN,
    });
  });
  session.on("Network.loadingFinished", ({ requestId, timestamp }) => {
    const request = requests.get(requestId);
    const clock = wallAt.get(requestId);
    if (request && clock) request.finishedAt = clock.wall + (timestamp * 1000 - clock.monotonic);
  });
  await session.send("Network.enable");
  await page.goto(path);
  await until();
  await session.detach();
  return [...requests.values()];
}

/** When the page was first drawn, in milliseconds since the epoch. */
const firstPaint = (page: Page) =>
  page.evaluate(() => {
    const [paint] = performance.getEntriesByName("first-contentful-paint");
    return performance.timeOrigin + (paint?.startTime ?? Number.NaN);
  });

for (const path of ["/", "/Education", "/hi/ContactUs"]) {
  const hindi = path.startsWith("/hi");
  test(`${path} is drawn before its scripts are asked for${hindi ? ", with the site's fonts where the device has none" : ""}`, async ({
    page,
    context,
  }) => {
    // Decision 050: a phone with its own Noto Sans Devanagari downloads no font at all.
    if (hindi) await asDeviceWithoutDevanagari(context);
    const requests = await requestsOf(page, path);
    // The scripts arrived and ran: the page hydrated.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const painted = await firstPaint(page);
    expect(painted).not.toBeNaN();

    // The scripts the page hydrates with, asked for once the page is drawn (decisions 042, 087);
    // a Hindi page's form messages are words in its data (decision 085).
    const scripts = requests.filter((request) => /^\/assets\/.+\.js$/.test(request.path));
    expect(scripts.length).toBeGreaterThan(4);
    for (const script of scripts) {
      expect(script.sentAt, `${script.path} asked for before the first paint`).toBeGreaterThanOrEqual(painted - 1);
      expect(script.priority, script.path).toBe("Low");
    }
    const stylesheet = requests.find((request) => /^\/assets\/app-[\w-]+\.css$/.test(request.path));
    expect(stylesheet?.priority).toBe("VeryHigh");
    if (hindi) {
      const fonts = requests.filter((request) => request.path.endsWith(".woff2"));
      expect(fonts).toHaveLength(2);
      for (const font of fonts) {
        // Found by the first layout, ahead of everything but the page and its stylesheet.
        expect(["High", "VeryHigh"]).toContain(font.priority);
        expect(font.sentAt).toBeLessThan(painted);
      }
    }
  });
}

/** The heights of the first three gallery cards' photo frames. */
const frameHeights = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("article")]
      .slice(0, 3)
      .map((card) => card.firstElementChild?.getBoundingClientRect().height),
  );

// At 1280 px the second and third cards stand beside the first, on the first screen.
test("the photos of the gallery's later cards are asked for once the page and its first photo are drawn", async ({
  page,
}) => {
  const ids = [];
  for (const title of ["Later photos 1", "Later photos 2", "Later photos 3"]) {
    ids.push(await createGalleryItem(page, title, 1));
  }
  // The height of each of the first three cards' photo frames, and whether the photos still wait.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      const frames = [...document.querySelectorAll("article")].slice(0, 3);
      (window as unknown as { framesAtPaint: unknown }).framesAtPaint = {
        waiting: document.documentElement.hasAttribute("data-photos-wait"),
        heights: frames.map((card) => card.firstElementChild?.getBoundingClientRect().height),
      };
    }).observe({ type: "paint", buffered: true });
  });
  try {
    const requests = await requestsOf(page, "/Gallery", async () => {
      await expect(page.locator("html")).not.toHaveAttribute("data-photos-wait");
      await page.waitForLoadState("networkidle");
    });
    const painted = await firstPaint(page);
    const photos = requests.filter((request) => request.path.startsWith("/api/images/gallery/"));
    const [first, ...later] = photos;
    expect(first?.priority).toBe("High");
    expect(first?.sentAt).toBeLessThan(painted);
    expect(later.length).toBeGreaterThanOrEqual(2);
    for (const photo of later) {
      expect(photo.sentAt, `${photo.path} asked for before the first paint`).toBeGreaterThanOrEqual(painted - 1);
      expect(photo.sentAt, `${photo.path} asked for before the first photo arrived`).toBeGreaterThanOrEqual(
        first?.finishedAt ?? Number.NaN,
      );
    }
    // Shown in place: the first row's photo frames had their final height at the first
    // paint, while the later photos still waited (a layout shift of the whole page would
    // also count what other tests change in the gallery meanwhile).
    const atPaint = await page.evaluate(() => (window as unknown as { framesAtPaint?: unknown }).framesAtPaint);
    expect(atPaint).toEqual({ waiting: true, heights: await frameHeights(page) });
    // And they arrive: this test's own items (others' items come and go as tests run beside it).
    for (const title of ["Later photos 1", "Later photos 2"]) {
      const card = page.getByRole("article").filter({ hasText: title });
      await card.scrollIntoViewIfNeeded();
      await expect
        .poll(() => card.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
    }
  } finally {
    for (const id of ids) await deleteGalleryItem(page, id);
  }
});

test("the framework's script asks Chromium to compile all of it ahead (decision 049)", async ({ page, request }) => {
  await page.goto("/");
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
  const framework = scripts.find((path) => /^\/assets\/framework-[\w-]+\.js$/.test(path));
  expect(framework, "the page loads the framework chunk").toBeDefined();
  const text = await (await request.get(framework as string)).text();
  // At the top of the file, where V8 looks for it.
  expect(text.split("\n", 1)[0]).toBe("//# allFunctionsCalledOnLoad");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the gallery's later photos load as the visitor scrolls to them @phone", async ({ page: admin, context }) => {
    const ids = [];
    for (const title of ["No script photos 1", "No script photos 2"])
      ids.push(await createGalleryItem(admin, title, 1));
    // A page of its own: the fixture's page waits for hydration, which never comes without JavaScript.
    const page = await context.newPage();
    try {
      const photos = new Set<string>();
      page.on("requestfinished", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/images/gallery/")) photos.add(request.url());
      });
      await page.goto("/Gallery");
      await expect(page.locator("html")).not.toHaveAttribute("data-photos-wait");
      // (Playwright's scrollIntoViewIfNeeded waits on the page's own scripts.)
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => photos.size).toBeGreaterThanOrEqual(2);
    } finally {
      for (const id of ids) await deleteGalleryItem(admin, id);
    }
  });
});
