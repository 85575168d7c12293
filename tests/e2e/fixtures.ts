/**
 * Shared end-to-end fixtures: every test fails on a console error or a page
 * error (a CSP violation shows up as one), so broken pages cannot pass quietly.
 * `page.goto` waits until React has hydrated, so clicks reach their handlers.
 */
import { test as base, expect, type Page } from "@playwright/test";

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend<{ consoleErrors: string[] }>({
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
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page answered with an error status (the 404 page) is reported too; the test checks the status.
        if (message.text().startsWith("Failed to load resource") && message.location().url === page.url()) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
