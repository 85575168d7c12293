/**
 * The admin's Donations tab (issue 47), as Finance uses it: a receipt request made
 * through the public API waits for its money and is confirmed as received, which issues
 * the year's next receipt; a statement in an unknown layout is refused in words, a real
 * one proposes the request its credit pays, confirmed in one click, and a credit that is
 * no donation is set aside; the receipt is listed under Receipts, its PDF downloads, and
 * cancelling it asks for a reason and leaves it listed as Cancelled with that reason. On
 * a phone, the screens fit 390 px and axe finds nothing serious.
 */
import type { Page } from "@playwright/test";
import { financialYearOf } from "#common/donations/financial-year";
import { yearToFileOn } from "#common/donations/form-10bd-deadline";
import { siteDay } from "#common/site-clock";
import { donationsText as text } from "~/content/admin/donations";
import { adminApiHeaders, signInAsAdmin } from "../support/admin-browser.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const ZONE = "Asia/Kolkata";
const year = () => financialYearOf(new Date(), ZONE).label;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A donor's request for an 80G receipt, as the public form sends it; answers its code. */
async function pledge(page: Page, nameOnPan: string, amount: string): Promise<string> {
  const res = await page.request.post("/api/donations/pledges", {
    data: {
      nameOnPan,
      // The 5th letter is the surname's first.
      pan: `ABCP${nameOnPan.split(" ").at(-1)?.[0]}1234F`,
      email: `donor-${unique()}@example.org`,
      address: "12 Station Road, Jaipur 302001",
      indianCitizen: "yes",
      amount,
      consent: "true",
      language: "en",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { code: string } }).data.code;
}

/** The number the next receipt of this year gets. */
async function nextReceiptNumber(page: Page): Promise<string> {
  const res = await page.request.get(`/api/donations/receipts?year=${year()}`, {
    headers: await adminApiHeaders(page),
  });
  const issued = ((await res.json()) as { data: unknown[] }).data.length;
  return `PEF/${year()}/${String(issued + 1).padStart(6, "0")}`;
}

test("a request is confirmed as received, a statement's match confirmed, the receipt downloaded and cancelled", async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const meena = await pledge(page, "Meena Sharma", "2,500");
  const asha = await pledge(page, "Asha Sharma", "");
  const number = await nextReceiptNumber(page);

  // Waiting for money: the request, its PAN masked; confirming asks the amount, day and mode.
  await page.goto("/admin/donations");
  await expect(page.getByRole("tab", { name: "Donations" })).toHaveAttribute("aria-selected", "true");
  const row = page.locator(`[data-pledge="${meena}"]`);
  await expect(row).toContainText("Meena Sharma");
  await expect(row).toContainText("PAN XXXXXX234F");
  await expect(row).toContainText("₹2,500.00");
  await row.getByRole("button", { name: text.waiting.confirmLabel(meena, "Meena Sharma") }).click();
  const dialog = page.getByRole("dialog", { name: text.waiting.dialogTitle(meena) });
  await expect(dialog.getByLabel(text.amount)).toHaveValue("2500");
  await expect(dialog.getByLabel(text.mode)).toHaveValue("upi");
  await dialog.getByLabel(text.amount).fill("0");
  await dialog.getByRole("button", { name: text.waiting.submit }).click();
  await expect(dialog.getByText(text.amountInvalid)).toBeVisible();
  await dialog.getByLabel(text.amount).fill("2500");
  await dialog.getByRole("button", { name: text.waiting.submit }).click();
  await expect(page.getByText(text.waiting.issued(number))).toBeVisible();
  await expect(row).toHaveCount(0);

  // A statement in a layout the site does not know is refused, in words, beside the file.
  const file = page.getByLabel(text.statement.file);
  await file.setInputFiles({ name: "odd.csv", mimeType: "text/csv", buffer: Buffer.from("Date;Amount\n1;2\n") });
  await page.getByRole("button", { name: text.statement.upload }).click();
  await expect(page.getByText(/layout is not one the site knows/).first()).toBeVisible();

  // The bank's statement: the UPI credit names Asha's code, the interest line nothing.
  const day = siteDay(new Date(), ZONE).split("-").reverse().join("/");
  const utr = String(Math.floor(1e11 + Math.random() * 8e11));
  const csv = [
    "Account Name :,PRAGATI EDUCATION FOUNDATION",
    "",
    "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
    `${day},${day},"BY TRANSFER-UPI/CR/${utr}/ASHA SHARMA/SBIN/${asha.replace("-", "")}--",,,"1,500.00","1,00,000.00"`,
    `${day},${day},INTEREST CREDIT ${unique()},,,"12.00","1,00,012.00"`,
  ].join("\n");
  await file.setInputFiles({ name: "sbi.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: text.statement.upload }).click();
  await expect(page.getByText(text.statement.imported(2, 2, 0))).toBeVisible();
  const proposals = page.getByRole("region", { name: text.statement.proposalsHeading });
  await expect(proposals).toContainText(text.statement.forRequest(asha, "Asha Sharma"));
  await expect(proposals).toContainText(text.statement.matchedBy("code"));
  await proposals.getByRole("button", { name: text.statement.confirmLabel(asha) }).click();
  await page
    .getByRole("dialog", { name: text.statement.confirmTitle })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(proposals.getByRole("button", { name: text.statement.confirmLabel(asha) })).toHaveCount(0);

  // The interest is no donation: set aside, off the list.
  const unmatched = page.getByRole("region", { name: text.statement.unmatchedHeading });
  const interest = unmatched.getByRole("listitem").filter({ hasText: "₹12.00" }).first();
  await interest.getByRole("button", { name: text.statement.setAside }).click();
  await page.getByRole("dialog", { name: text.statement.setAsideTitle }).getByRole("button").last().click();
  await expect(page.getByText(text.statement.setAsideDone, { exact: true })).toBeVisible();

  // Receipts: the first receipt listed, its PDF downloads.
  await page.getByRole("navigation", { name: text.screens.label }).getByRole("link", { name: "Receipts" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/donations/receipts\\?year=${year()}$`));
  const receipt = page.locator(`[data-receipt="${number}"]`);
  await expect(receipt).toContainText("Meena Sharma");
  await expect(receipt).toContainText("Issued");
  const pdf = page.waitForResponse((res) => /\/api\/donations\/receipts\/[0-9a-f-]{36}\/pdf$/.test(res.url()));
  const download = page.waitForEvent("download");
  await receipt.getByRole("button", { name: text.receipts.downloadLabel(number) }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Cancelling asks why; without a reason it is not sent.
  await receipt.getByRole("button", { name: text.receipts.cancelLabel(number) }).click();
  const cancel = page.getByRole("dialog", { name: text.receipts.cancelTitle(number) });
  await cancel.getByRole("button", { name: text.receipts.confirmCancel }).click();
  await expect(cancel.getByText(text.receipts.reasonRequired)).toBeVisible();
  await cancel.getByLabel(text.receipts.reason).fill("Entered twice");
  await cancel.getByRole("button", { name: text.receipts.confirmCancel }).click();
  await expect(cancel).toBeHidden();
  await expect(receipt.locator("[data-state]")).toHaveText(text.receipts.cancelled);
  await expect(receipt).toContainText(text.receipts.cancelledBecause("Entered twice"));
  await expect(receipt.getByRole("button", { name: text.receipts.cancelLabel(number) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("@phone the Donations screens fit 390 px, say cash above the limit is not deductible, refuse a bad PAN, and pass axe", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const code = await pledge(page, "Ravi Kumar", "5000");
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto("/admin/donations");
  await expect(page.locator(`[data-pledge="${code}"]`)).toContainText("Ravi Kumar");
  expect(await fits()).toBe(true);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin/donations/new");
  await page.getByLabel(text.record.donorName).fill("Ravi Kumar");
  await page.getByLabel(text.mode).selectOption("cash");
  await page.getByLabel(text.amount).fill("5,000");
  await expect(page.locator("[data-not-deductible]")).toContainText("Not deductible");
  await page.getByLabel(text.amount).fill("2000");
  await expect(page.locator("[data-not-deductible]")).toHaveCount(0);
  // A PAN that is none: the server's refusal beside the field, nothing saved.
  await page.getByRole("textbox", { name: /^PAN/ }).fill("ABCDE");
  await page.getByRole("button", { name: text.record.submit }).click();
  await expect(page.getByRole("textbox", { name: /^PAN/ })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The PAN is not valid").first()).toBeVisible();
  expect(await fits()).toBe(true);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin/donations/receipts");
  await expect(page).toHaveURL(/\?year=\d{4}-\d{2}$/);
  await expect(page.getByRole("combobox", { name: text.receipts.year })).toHaveValue(year());
  expect(await fits()).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test("@phone Form 10BD: the check list, the file downloaded, the filing recorded, a donor's 10BE uploaded", async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  // Last year's gifts: one without an address (a check), one in the file with an e-mail.
  const last = yearToFileOn(siteDay(new Date(), ZONE));
  const headers = await adminApiHeaders(page);
  const give = async (body: object) => {
    const res = await page.request.post("/api/donations", { headers, data: body });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { number: string } }).data.number;
  };
  const name = `LATA VERMA ${unique()}`;
  const noAddress = await give({
    donorName: "GITA VERMA",
    pan: "ABCPV1234F",
    paise: 1000_00,
    receivedOn: last.first,
    mode: "upi",
  });
  await give({
    donorName: name,
    // A PAN of this run's own: the desktop and phone runs share one server, and a PAN is one donor.
    pan: `ABCPV${1000 + Math.floor(Math.random() * 9000)}K`,
    email: `lata-${unique()}@example.org`,
    address: "4 Hill View, Udaipur",
    paise: 5000_00,
    receivedOn: last.first,
    mode: "bankTransfer",
  });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto("/admin/donations");
  await page.getByRole("link", { name: text.screens.form10bd }).click();
  await expect(page).toHaveURL(new RegExp(`form-10bd\\?year=${last.label}$`));
  const problem = page.locator('[data-problem="donorAddress"]').filter({ hasText: noAddress });
  await expect(problem).toContainText("The donor's address is missing");
  await expect(page.locator("[data-summary]")).toContainText("₹");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: text.form10bd.download }).click();
  expect((await download).suggestedFilename()).toBe(`form-10bd-${last.label}.csv`);

  // A wrong acknowledgement is refused beside its field; a right one shows "Filed on".
  const ack = page.getByLabel(text.form10bd.acknowledgement);
  // The desktop and phone runs share one server: the second corrects the first's filing.
  const record = page.getByRole("button", { name: new RegExp(`^(${text.form10bd.record}|${text.form10bd.correct})$`) });
  await ack.fill("12AB");
  await page.getByLabel(text.form10bd.filedOn).fill(`${last.last.slice(0, 4)}-05-20`);
  await record.click();
  await expect(ack).toHaveAttribute("aria-invalid", "true");
  await ack.fill("123456789012345");
  await record.click();
  await expect(page.locator('[data-filing="recorded"]')).toContainText("acknowledgement 123456789012345");

  const donor = page.locator(`[data-donor="${name}"]`);
  await expect(donor.locator("[data-certificate]")).toContainText(text.form10bd.notUploaded);
  await donor.getByLabel(text.form10bd.uploadLabel(name)).setInputFiles({
    name: "10be.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
  });
  await expect(donor.locator("[data-certificate]")).not.toContainText(text.form10bd.notUploaded);
  expect(await fits()).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
