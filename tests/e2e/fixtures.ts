/**
 * Shared end-to-end fixtures: every test fails on a console error or a page
 * error (a CSP violation shows up as one), so broken pages cannot pass quietly.
 * `page.goto` waits until React has hydrated, so clicks reach their handlers.
 *
 * Allowed without asking: the browser's own "Failed to load resource" line for the
 * page document itself (the 404 page) and for API answers with a 4xx status (our
 * API answers bad input that way on purpose). A test that provokes other errors
 * (a cut network, a 500) names them with `test.use({ allowedConsoleError: /pattern/ })`.
 */
import { test as base, expect, type Page } from "@playwright/test";

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * A part of the page whose code comes when the visitor nears it (the application
 * form: app/components/ui/when-near.tsx), brought near and hydrated, so that what a
 * test does next reaches its handlers (before, the server's form posts as a plain form).
 */
export async function nearAndHydrated(page: Page): Promise<void> {
  const part = page.locator("[data-when-near]");
  await part.scrollIntoViewIfNeeded();
  await page.locator("[data-when-near][data-hydrated]").waitFor({ state: "attached" });
}

const RESOURCE_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleError: RegExp | undefined }>({
  allowedConsoleError: [undefined, { option: true }],
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, allowedConsoleError }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        const source = message.location().url;
        if (text.startsWith("Failed to load resource") && source === page.url()) return;
        if (RESOURCE_4XX.test(text) && new URL(source || "http://x/").pathname.startsWith("/api/")) return;
        if (allowedConsoleError?.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
