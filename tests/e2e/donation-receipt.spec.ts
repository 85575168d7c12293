/**
 * "Need an 80G receipt?" from a donor's phone, in Hindi (issue 47), on a site of its own
 * with a real SMTP server (the tests' sink): Home's donation section leads to the form;
 * what is missing is named in Hindi beside its field; a foreign citizen is told at once
 * that the gift cannot be taken; sent with no connection, the form stays with what was
 * typed and says so; the donor's page shows the code, and its UPI link and
 * QR code carry it in the note (`tn`); the e-mail in Hindi holds the code and a link
 * that opens the same page, where the UPI reference is saved. At 390 px it fits and
 * axe finds nothing serious. Then the office, on a phone too: the foundation's PAN, 80G
 * approval and signatory in Site details, the bank statement (made here, the UPI credit
 * naming the code) imported, the proposed match confirmed; the donor receives the
 * receipt by e-mail, in Hindi, its PDF holding every field an 80G receipt needs, and
 * the mail's link downloads it again. Without JavaScript the same request works (API
 * tests: tests/api/page-bodies.test.ts).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentDocuments } from "#common/content-model/documents";
import { contentDocumentText } from "~/content/admin/content";
import { donationsText } from "~/content/admin/donations";
import { storeAdminSession } from "../support/admin-browser.ts";
import { pdfPages } from "../support/donation-documents.ts";
import { type ServerProcess, signInAt, startBuiltServer } from "../support/server-process.ts";
import { readMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: "serial" });

const admin = { username: "receipts-admin", password: "receipts-admin-long-password" };
/** The donor's code, from the first test to the second. */
let code = "";

let server: ServerProcess;
let smtp: SmtpSink;
let dataDir: string;

test.beforeAll(async () => {
  // A fresh data directory's first start (migrations) takes a minute on a busy machine.
  test.setTimeout(180_000);
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), "ngo-receipts-"));
  server = await startBuiltServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "office@receipts.example",
    // The test fills the form faster than a person (as playwright.config.ts says): not taken for a bot.
    FORM_MIN_FILL_SECONDS: "0",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const noSidewaysScroll = () => document.documentElement.scrollWidth <= window.innerWidth;

test("a donor asks for an 80G receipt on a phone in Hindi, gets the code for the UPI note by e-mail, and adds the UPI reference", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${server.base}/hi`);
  await page.getByRole("link", { name: "80G रसीद चाहिए? भुगतान से पहले अपना पैन दें" }).click();
  await expect(page).toHaveURL(/\/hi\/donate\/receipt$/);
  await expect(page.getByRole("heading", { level: 1, name: "80G रसीद चाहिए?" })).toBeVisible();
  const form = page.locator("main form");

  await form.getByRole("button", { name: "मेरा कोड पाएँ" }).click();
  await expect(form.getByText("पैन भरना ज़रूरी है", { exact: true })).toBeVisible();
  // A plain form (decision 106): the page came back from the server with the mistakes.
  await waitForHydration(page);

  await form.getByLabel("पैन कार्ड पर लिखा नाम").fill("Meena Sharma");
  await form.getByLabel(/^पैन\s*\*?$/).fill("abcps1234f");
  await form.getByLabel(/^ई-मेल\s*\*?$/).fill("meena@receipts.example");
  await form.getByLabel(/^पता/).fill("12 Station Road, Jaipur 302001");
  await form.getByLabel(/^नहीं/).check();
  await expect(form.getByText(/दान नहीं ले सकता/)).toBeVisible();
  await form.getByLabel("हाँ").check();
  await expect(form.getByText(/दान नहीं ले सकता/)).toHaveCount(0);
  await form.getByLabel(/आप कितना दान करना चाहते हैं/).fill("2,500");
  await form.getByRole("checkbox").check();
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  // With no connection nothing is sent: the page stays, what was typed with it, and says so (decision 109).
  await page.context().setOffline(true);
  await form.getByRole("button", { name: "मेरा कोड पाएँ" }).click();
  await expect(form.getByText(/आप ऑफ़लाइन हैं, इसलिए कुछ नहीं भेजा गया/)).toBeVisible();
  await expect(form.getByLabel("पैन कार्ड पर लिखा नाम")).toHaveValue("Meena Sharma");
  await page.context().setOffline(false);
  await form.getByRole("button", { name: "मेरा कोड पाएँ" }).click();

  await expect(page).toHaveURL(/\/hi\/donate\/receipt\/PEF-[2-9A-HJ-NP-Z]{6}\?key=/);
  code = (await page.getByTestId("pledge-code").textContent()) ?? "";
  expect(code).toMatch(/^PEF-[2-9A-HJ-NP-Z]{6}$/);
  const pay = new URL((await page.getByTestId("pledge-pay-link").getAttribute("href")) ?? "");
  expect(pay.protocol).toBe("upi:");
  expect(pay.searchParams.get("tn")).toBe(code);
  expect(pay.searchParams.get("am")).toBe("2500.00");
  await expect(page.getByTestId("pledge-qr")).toBeVisible();
  await expect(page.getByText("meena@receipts.example", { exact: false })).toBeVisible();
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // The e-mail, in Hindi: the code, and a link to the same page.
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
  const { parts } = readMail(smtp.received[0]?.raw ?? "");
  const text = parts["text/plain"] ?? "";
  expect(text).toContain("नमस्ते Meena Sharma,");
  expect(text).toContain(code);
  const link = /https?:\/\/\S+\/hi\/donate\/receipt\/\S+/.exec(text)?.[0] ?? "";
  await page.goto(link.replace(/^https?:\/\/[^/]+/, server.base));
  await expect(page.getByTestId("pledge-code")).toHaveText(code);

  await page.getByLabel("UPI संदर्भ संख्या (UTR)").fill("1234 5678");
  await page.getByRole("button", { name: "संदर्भ संख्या सहेजें" }).click();
  await expect(page.getByText("12 अंकों", { exact: false }).last()).toBeVisible();
  await page.getByLabel("UPI संदर्भ संख्या (UTR)").fill("1234 5678 9012");
  await page.getByRole("button", { name: "संदर्भ संख्या सहेजें" }).click();
  await expect(page.getByRole("status").filter({ hasText: "यूपीआई रेफ़रेंस सहेज लिया गया है" })).toBeVisible();
  // Opened again from the e-mail (in a new tab: no form state kept), the page shows the reference saved.
  const again = await page.context().newPage();
  await again.goto(link.replace(/^https?:\/\/[^/]+/, server.base));
  await expect(again.getByLabel("UPI संदर्भ संख्या (UTR)")).toHaveValue("123456789012");
});

test("the office imports the bank statement and confirms the match; the donor receives the 80G receipt by e-mail", async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(code).not.toBe("");
  await storeAdminSession(page, (await signInAt(server.base, admin)).replace(/^Bearer /, ""), admin.username);

  // What every receipt prints of the foundation: its PAN, 80G approval and who signs.
  await page.goto(`${server.base}/admin/site`);
  await page.getByRole("textbox", { name: /^PAN/ }).fill("AABTP1234C");
  await page.getByLabel("80G registration number").fill("AABTP1234CF20214");
  await page.getByLabel("80G valid from").fill("2022-04-01");
  await page.getByLabel("80G valid until").fill("2027-03-31");
  await page.getByLabel("Signatory's name").fill("Ramesh Gupta");
  await page.getByLabel("Signatory's title").fill("Managing Trustee");
  await page.getByRole("button", { name: contentDocumentText.save }).click();
  await expect(page.getByText(contentDocuments["site-details"].saved)).toBeVisible();

  // The bank's statement: the donor paid ₹2,500 by UPI with the code in the note.
  const today = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata" }).format(new Date());
  const csv = [
    "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
    `${today},${today},"BY TRANSFER-UPI/CR/987654321098/MEENA SHARMA/HDFC/${code}",,,"2,500.00","1,02,500.00"`,
  ].join("\n");
  const text = donationsText.statement;
  await page.goto(`${server.base}/admin/donations`);
  await page
    .getByLabel(text.file)
    .setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: text.upload }).click();
  await expect(page.getByText(text.imported(1, 1, 0))).toBeVisible();
  const proposals = page.getByRole("region", { name: text.proposalsHeading });
  await expect(proposals).toContainText(text.forRequest(code, "Meena Sharma"));
  await proposals.getByRole("button", { name: text.confirmLabel(code) }).click();
  await page.getByRole("dialog", { name: text.confirmTitle }).getByRole("button", { name: "Confirm" }).click();
  await expect(proposals.getByRole("button", { name: text.confirmLabel(code) })).toHaveCount(0);
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);

  // The receipt by e-mail, in Hindi, its PDF attached.
  await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(2);
  expect(smtp.received[1]?.to).toEqual(["meena@receipts.example"]);
  const mail = readMail(smtp.received[1]?.raw ?? "");
  const number = /PEF\/\d{4}-\d{2}\/000001/.exec(mail.headers.subject ?? "")?.[0] ?? "";
  expect(number).not.toBe("");
  expect(mail.parts["text/plain"]).toContain("नमस्ते Meena Sharma,");
  expect(mail.parts["text/plain"]).toContain("₹2,500");
  const [attached] = mail.attachments;
  expect(attached?.contentType).toBe("application/pdf");
  const printed = (await pdfPages(attached?.content ?? Buffer.alloc(0))).join("\n");
  for (const field of [
    "DONATION RECEIPT",
    "under section 80G",
    `Receipt No. ${number}`,
    "Pragati Education Foundation",
    "AABTP1234C",
    "Meena Sharma",
    "ABCPS1234F",
    "12 Station Road, Jaipur 302001",
    "2,500.00",
    "Rupees Two Thousand Five Hundred Only",
    "UPI",
    "987654321098",
    "Ramesh Gupta",
    "Managing Trustee",
  ]) {
    expect(printed, field).toContain(field);
  }
  expect(printed).toContain("80G registration AABTP1234CF20214, valid 1 April 2022 to 31 March 2027");

  // The mail's link downloads the same receipt again, signed in or not.
  const link = /https?:\/\/\S+\/api\/donations\/receipts\/\S+/.exec(mail.parts["text/plain"] ?? "")?.[0] ?? "";
  const copy = await page.request.get(link.replace(/^https?:\/\/[^/]+/, server.base));
  expect(copy.status()).toBe(200);
  expect((await pdfPages(await copy.body())).join("\n")).toContain(number);

  // The Receipts screen says it was e-mailed.
  await page.goto(`${server.base}/admin/donations/receipts`);
  await expect(page.locator(`[data-receipt="${number}"]`)).toContainText("E-mailed to the donor on");
});
