/**
 * Site details as the staff use them (issue 41): the office phone changed in the
 * admin is in the footer and on /ContactUs at the next read, in English and in
 * Hindi; a Hindi address shows on /hi/ContactUs while /ContactUs keeps the
 * English; a bad UPI ID is refused beside its field; a second tab's stale save is
 * refused with who saved first; an earlier version restored is what the pages
 * show again. Other specs read the same site, so the details are put back at the end.
 */
import { contentDocuments } from "#common/content-model/documents";
import { contentMessages } from "#common/messages/content";
import { contentDocumentText, siteDetailsText } from "~/content/admin/content";
import { signInAsAdmin } from "../support/admin-browser.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const NEW_PHONE = "+91 99887 76655";
const HINDI_ADDRESS = "स्टेशन रोड, जयपुर, राजस्थान";

test("the staff change the phone and the Hindi address; stale saves are refused; a restore puts them back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto("/admin/site");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: siteDetailsText.heading })).toBeVisible();
  const originalPhone = await page.getByLabel("Office phone").inputValue();

  // A bad UPI ID: refused beside its field, nothing sent.
  const upi = page.getByLabel("UPI ID");
  const originalUpi = await upi.inputValue();
  await upi.fill("not a upi id");
  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(page.getByText("UPI ID: enter it as name@bank")).toBeVisible();
  await expect(upi).toHaveAttribute("aria-invalid", "true");
  await upi.fill(originalUpi);

  // The phone and the Hindi address.
  await page.getByLabel("Office phone").fill(NEW_PHONE);
  await page.locator('[data-field="address"]').getByLabel(/Hindi/).fill(HINDI_ADDRESS);
  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(page.getByText(contentDocuments["site-details"].saved)).toBeVisible();
  await expect(page.getByText(contentDocumentText.noChanges)).toBeVisible();

  for (const path of ["/ContactUs", "/hi/ContactUs"]) {
    await page.goto(path);
    await expect(page.locator("footer").getByText(NEW_PHONE)).toBeVisible();
    await expect(page.locator("main").getByText(NEW_PHONE).first()).toBeVisible();
  }
  await expect(page.locator("main").getByText(HINDI_ADDRESS).first()).toBeVisible();
  await page.goto("/ContactUs");
  await expect(page.getByText(HINDI_ADDRESS)).toHaveCount(0);

  // Two tabs: the second one's save, made from the version it opened, is refused.
  // A second tab of the same browser.
  const other = await page.context().newPage();
  await signInAsAdmin(other);
  await other.goto("/admin/site");
  await waitForHydration(other);
  await page.goto("/admin/site");
  await waitForHydration(page);
  await page.getByLabel("Saturday").fill("Closed");
  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(page.getByText(contentDocuments["site-details"].saved)).toBeVisible();
  await other.getByLabel("Monday to Friday").fill("8:00 AM - 2:00 PM");
  await other.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(other.getByRole("alert").filter({ hasText: "Someone else" })).toBeVisible();
  await other.close();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Monday to Friday")).not.toHaveValue("8:00 AM - 2:00 PM");

  // The history: the first version compared, then restored.
  const first = page.getByRole("listitem").filter({ hasText: /^Version 1\b/ });
  await first.getByRole("button", { name: contentDocumentText.compare }).click();
  await expect(first.getByRole("cell", { name: originalPhone })).toBeVisible();
  await expect(first.getByRole("cell", { name: NEW_PHONE })).toBeVisible();
  await first.getByRole("button", { name: contentDocumentText.restore }).click();
  await page.getByRole("dialog").getByRole("button", { name: contentDocumentText.restore }).click();
  await expect(page.getByText(contentMessages.restored(1))).toBeVisible();
  await expect(page.getByLabel("Office phone")).toHaveValue(originalPhone);
  await page.goto("/ContactUs");
  await expect(page.locator("footer").getByText(originalPhone, { exact: true })).toBeVisible();
  await expect(page.getByText(NEW_PHONE)).toHaveCount(0);
});
