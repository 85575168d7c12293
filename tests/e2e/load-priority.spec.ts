/**
 * What a slow phone downloads first (issue 17, decision 035): the stylesheet and a
 * Hindi page's font ahead of the scripts, which only make the drawn page
 * interactive. Read from Chromium's own request priorities (DevTools protocol).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The priority Chromium gave each request of a page load, by path. */
async function requestPriorities(page: Page, path: string): Promise<Map<string, string>> {
  const session = await page.context().newCDPSession(page);
  const priorities = new Map<string, string>();
  session.on("Network.requestWillBeSent", ({ request }) => {
    priorities.set(new URL(request.url).pathname, request.initialPriority);
  });
  await session.send("Network.enable");
  await page.goto(path);
  await session.detach();
  return priorities;
}

for (const path of ["/", "/Education", "/hi/ContactUs"]) {
  test(`${path} fetches its scripts after the stylesheet${path.startsWith("/hi") ? " and the font" : ""}`, async ({
    page,
  }) => {
    const priorities = await requestPriorities(page, path);
    const scripts = [...priorities].filter(([url]) => /^\/assets\/.+\.js$/.test(url));
    expect(scripts.length).toBeGreaterThan(4);
    for (const [url, priority] of scripts) expect(priority, url).toBe("Low");

    const stylesheet = [...priorities].find(([url]) => /^\/assets\/app-[\w-]+\.css$/.test(url));
    expect(stylesheet?.[1]).toBe("VeryHigh");
    if (path.startsWith("/hi")) {
      const font = [...priorities].find(([url]) => url.endsWith(".woff2"));
      expect(font?.[1]).toBe("High");
    }
    // The scripts still arrived and ran: the page hydrated.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  });
}
