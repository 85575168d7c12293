/**
 * Home as the staff edit it (issue 41, decision 075), on a site of its own (the shared
 * e2e site's Home stays as the other specs read it): Pages lists Home at /; its form
 * changes the who-we-are heading, a banner message and the first suggested amount
 * (₹500 becomes ₹750, its label too), refuses an amount that is not whole rupees with the
 * field's own message, and publishes; / then shows the heading, the message with the
 * UPI ID, and ₹750 chosen with its own pay link and QR code, while /hi keeps its Hindi.
 */
import { contentDocuments } from "#common/content-model/documents";
import { contentDocumentText, contentFormText, pagesText } from "~/content/admin/content";
import { expect, test } from "./fixtures.ts";
import { siteOfItsOwn } from "./own-site.ts";

const HEADING = "A federation that keeps its promise";
const MESSAGE = "₹750 gives a child a month of school: {upiId}";
const site = siteOfItsOwn("home");

test("the staff change Home's heading, a banner message and a donation amount; / shows them with the amount's QR code", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await site.signIn(page);

  // What / offers before: ₹500 chosen, its QR code.
  await page.goto(`${site.base()}/`);
  const qrBefore = await page.getByTestId("upi-qr").locator("path").getAttribute("d");

  await page.goto(`${site.base()}/admin/pages`);
  const home = page.getByRole("link", { name: pagesText.edit("Home") });
  await expect(home).toContainText("/");
  await home.click();
  await expect(page).toHaveURL(/\/admin\/pages\/home$/);
  await expect(page.getByRole("link", { name: `${pagesText.viewHindi} ${pagesText.newTab}` })).toHaveAttribute(
    "href",
    "/hi",
  );
  await page.waitForLoadState("networkidle");

  // Who we are: its heading.
  const who = page.locator('[data-item="blocks.1"]');
  await who.locator("summary").first().click();
  await who.locator('[data-field="blocks.1.heading"]').getByLabel(contentFormText.english).fill(HEADING);

  // The banner's last message.
  const top = page.locator('[data-item="blocks.0"]');
  await top.locator("summary").first().click();
  await top.locator('[data-field="blocks.0.banner.messages.4"]').getByLabel(contentFormText.english).fill(MESSAGE);

  // The first amount: not whole rupees first, then ₹750.
  const donation = page.locator('[data-item="blocks.3"]');
  await donation.locator("summary").first().click();
  const first = donation.locator('[data-item="blocks.3.amounts.0"]');
  await first.locator("summary").first().click();
  const amount = first.locator('[data-field="blocks.3.amounts.0.amount"]').getByRole("textbox");
  await amount.fill("99.50");
  await first.locator('[data-field="blocks.3.amounts.0.label"]').getByLabel(contentFormText.english).fill("₹750");
  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(
    first.getByText("Amount in rupees: whole rupees in digits from 1 to 10,00,000 (like 500), or empty for any amount"),
  ).toBeVisible();
  await amount.fill("750");
  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(page.getByText(contentDocuments["page-home"].saved)).toBeVisible();

  await page.goto(`${site.base()}/`);
  await expect(page.getByRole("heading", { level: 2, name: HEADING })).toBeVisible();
  const banner = page.getByRole("region", { name: "Donation appeal" });
  await expect(banner.getByText("₹750 gives a child a month of school: ").first()).toContainText("@");
  await expect(banner).not.toContainText("{upiId}");
  const qr = page.getByTestId("upi-qr");
  await expect(qr).toHaveAttribute("aria-label", /₹750/);
  await expect(page.locator("#donate").getByRole("radio", { name: /₹750/ })).toBeChecked();
  const link = await page.getByTestId("upi-pay-link").getAttribute("href");
  expect(link).toMatch(/^upi:\/\/pay\?pa=[^&]+@[^&]+&pn=[^&]+&am=750\.00&cu=INR&tn=Donation$/);
  const qrAfter = await qr.locator("path").getAttribute("d");
  expect(qrAfter?.length).toBeGreaterThan(100);
  expect(qrAfter).not.toBe(qrBefore);

  // The Hindi page keeps its Hindi heading (now out of date) and shows the new amount.
  await page.goto(`${site.base()}/hi`);
  await expect(page.getByRole("heading", { level: 2, name: "छोटा-सा संघ, बड़ा वादा" })).toBeVisible();
  await expect(page.getByTestId("upi-qr")).toHaveAttribute("aria-label", /₹750/);
});
