/**
 * A form carrying personal data never sends it in a URL (issue 40): without
 * JavaScript (or before it has arrived) the footer's newsletter box and the admin's
 * sign-in cannot be sent at all (no page has a route action for them), so pressing
 * Enter leaves the address as it was; once the page has hydrated they work.
 * (app/components/forms-post.test.tsx checks every form of the app.)
 */
import { expect, test } from "./fixtures.ts";

test("without JavaScript, Enter in the newsletter box or the sign-in sends nothing and puts nothing in the URL", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));

    await page.goto("/AboutUs");
    const box = page.getByRole("contentinfo").locator("form", { has: page.locator('input[name="email"]') });
    await expect(box).toHaveAttribute("method", "post");
    await expect(box.getByRole("button", { name: "Subscribe" })).toBeDisabled();
    await box.getByRole("textbox", { name: "Your e-mail address" }).fill("someone@example.com");
    await box.getByRole("textbox", { name: "Your e-mail address" }).press("Enter");

    await page.goto("/admin/login");
    const signIn = page.locator("form", { has: page.locator('input[name="password"]') });
    await expect(signIn).toHaveAttribute("method", "post");
    await expect(signIn.getByRole("button", { name: "Sign In" })).toBeDisabled();
    await signIn.getByLabel("Username").fill("admin");
    await signIn.getByLabel(/^Password/).fill("a-secret-password");
    await signIn.getByLabel(/^Password/).press("Enter");
    await page.waitForTimeout(500);

    expect(page.url()).toMatch(/\/admin\/login$/);
    expect(
      requests.filter((line) => /someone%40example|a-secret-password|[?&]email=|[?&]password=/.test(line)),
    ).toEqual([]);
    expect(requests.filter((line) => line.startsWith("POST"))).toEqual([]);
  } finally {
    await context.close();
  }
});

test("once the page has hydrated, the newsletter box and the sign-in can be sent", async ({ page }) => {
  await page.goto("/AboutUs");
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })).toBeEnabled();
  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
});
