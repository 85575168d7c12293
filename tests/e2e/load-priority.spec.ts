/**
 * What a slow phone downloads first (issue 17, decisions 035 and 042): the page is
 * drawn from the HTML, the stylesheet and a Hindi page's font before any script is
 * asked for; the scripts, which only make the drawn page interactive, come after, at
 * low priority. Read from Chromium's own requests (DevTools protocol) and the page's
 * paint timing.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

interface Request {
  path: string;
  priority: string;
  /** Milliseconds since the epoch. */
  sentAt: number;
}

/** Each request of a page load, with the priority Chromium gave it and when it was sent. */
async function requestsOf(page: Page, path: string): Promise<Request[]> {
  const session = await page.context().newCDPSession(page);
  const requests: Request[] = [];
  session.on("Network.requestWillBeSent", ({ request, wallTime }) => {
    requests.push({ path: new URL(request.url).pathname, priority: request.initialPriority, sentAt: wallTime * 1000 });
  });
  await session.send("Network.enable");
  await page.goto(path);
  await session.detach();
  return requests;
}

/** When the page was first drawn, in milliseconds since the epoch. */
const firstPaint = (page: Page) =>
  page.evaluate(() => {
    const [paint] = performance.getEntriesByName("first-contentful-paint");
    return performance.timeOrigin + (paint?.startTime ?? Number.NaN);
  });

for (const path of ["/", "/Education", "/hi/ContactUs"]) {
  test(`${path} is drawn before its scripts are asked for${path.startsWith("/hi") ? ", with its font" : ""}`, async ({
    page,
  }) => {
    const requests = await requestsOf(page, path);
    // The scripts arrived and ran: the page hydrated.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const painted = await firstPaint(page);
    expect(painted).not.toBeNaN();

    const scripts = requests.filter((request) => /^\/assets\/.+\.js$/.test(request.path));
    expect(scripts.length).toBeGreaterThan(4);
    for (const script of scripts) {
      expect(script.sentAt, `${script.path} asked for before the first paint`).toBeGreaterThanOrEqual(painted - 1);
      expect(script.priority, script.path).toBe("Low");
    }
    const stylesheet = requests.find((request) => /^\/assets\/app-[\w-]+\.css$/.test(request.path));
    expect(stylesheet?.priority).toBe("VeryHigh");
    if (path.startsWith("/hi")) {
      const font = requests.find((request) => request.path.endsWith(".woff2"));
      expect(font?.priority).toBe("High");
      expect(font?.sentAt).toBeLessThan(painted);
    }
  });
}
