/**
 * A 17-year-old applies (issue 42), on a site of its own with a real SMTP server
 * (the tests' sink): typing the age shows the parent's or guardian's fields, a
 * missing one is named, the confirmation says the parent was asked; the parent's
 * e-mail is in the language of the page, its link opens a page whose button records
 * the consent; only then does the Inbox show the application, with the parent named,
 * and the office get its copy. At 390 px the fields fit and pass axe.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { storeAdminSession } from "../support/admin-browser.ts";
import { type ServerProcess, signInAt, startBuiltServer } from "../support/server-process.ts";
import { readMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, nearAndHydrated, test } from "./fixtures.ts";

const admin = { username: "guardian-admin", password: "guardian-admin-long-password" };
const OFFICE = "office@guardian.example";
test.describe.configure({ mode: "serial" });
let server: ServerProcess;
let smtp: SmtpSink;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), "ngo-guardian-"));
  server = await startBuiltServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OFFICE,
    // The test fills the form faster than a person (as playwright.config.ts says): not taken for a bot.
    FORM_MIN_FILL_SECONDS: "0",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const linkIn = (text: string) => text.match(/https?:\/\/\S+\/guardian\/confirm\?token=[\w-]+/)?.[0] ?? "";

test("a 17-year-old's application waits for the parent's consent, then reaches the Inbox @phone", async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(`${server.base}/hi/VolunteerInternship`);
  await nearAndHydrated(page);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "आवेदन भेजें" }) });
  await form.getByLabel("पहला नाम").fill("Anjali");
  await form.getByLabel("उपनाम").fill("Rawat");
  await form.getByLabel("ई-मेल पता").first().fill("anjali@guardian.example");
  await form.getByLabel("फ़ोन नंबर").fill("98765 11111");
  await expect(form.getByRole("group", { name: "आपके माता-पिता या अभिभावक" })).toHaveCount(0);
  await form.getByLabel("उम्र").fill("17");
  const guardian = form.getByRole("group", { name: "आपके माता-पिता या अभिभावक" });
  await expect(guardian).toBeVisible();
  await form.getByLabel("उपलब्धता").selectOption("weekends");
  await form.getByText("शिक्षा और पढ़ाना").click();
  await form.getByLabel("आप हमसे क्यों जुड़ना चाहते हैं?").fill("मैं बच्चों को पढ़ाना चाहती हूँ।");
  await form.getByRole("button", { name: "आवेदन भेजें" }).click();
  // The parent's details are asked for, beside their fields.
  await expect(guardian.getByText("आपकी उम्र 18 से कम है: माता-पिता या अभिभावक का नाम लिखें")).toBeVisible();
  await guardian.getByLabel("उनका नाम").fill("Sunita Rawat");
  await guardian.getByLabel("उनका ई-मेल पता").fill("sunita@guardian.example");
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 1280,
  );
  await form.getByRole("button", { name: "आवेदन भेजें" }).click();
  await expect(page.getByRole("heading", { name: /हमने आपके माता-पिता या अभिभावक को ई-मेल भेजा है/ })).toBeVisible();

  // The parent's e-mail, in Hindi; the office has nothing yet.
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
  const [mail] = smtp.received;
  expect(mail?.to).toEqual(["sunita@guardian.example"]);
  const body = readMail(mail?.raw ?? "").parts["text/plain"] ?? "";
  expect(body).toContain("नमस्ते Sunita Rawat,");
  const link = linkIn(body);
  expect(link).toContain("/hi/guardian/confirm?token=");

  // The staff do not see it yet.
  const token = (await signInAt(server.base, admin)).replace(/^Bearer /, "");
  const headers = { authorization: `Bearer ${token}` };
  const before = await page.request.get(`${server.base}/api/applications`, { headers });
  expect(((await before.json()) as { data: { total: number } }).data.total).toBe(0);

  // The parent opens the link: a page, then the button records the consent.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, server.base));
  await expect(page.getByRole("heading", { level: 1, name: "अपने बच्चे के आवेदन के लिए सहमति" })).toBeVisible();
  await page.getByRole("button", { name: "मैं उनका माता-पिता या अभिभावक हूँ, और मैं सहमत हूँ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "धन्यवाद" })).toBeVisible();
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2);
  expect(smtp.received[1]?.to).toEqual([OFFICE]);

  // Now the Inbox shows it, the parent named.
  await storeAdminSession(page, token, admin.username);
  await page.goto(`${server.base}/admin/inbox`);
  await page.getByRole("tab", { name: /Applications/ }).click();
  const item = page.getByRole("article", { name: "Anjali Rawat" });
  await expect(item).toBeVisible();
  await item
    .getByRole("button", { name: /details|Show/i })
    .first()
    .click()
    .catch(() => undefined);
  await expect(item).toContainText("Sunita Rawat (sunita@guardian.example), consented by e-mail");

  // The link works once.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, server.base));
  await page.getByRole("button", { name: "मैं उनका माता-पिता या अभिभावक हूँ, और मैं सहमत हूँ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "यह लिंक अब काम नहीं करता" })).toBeVisible();
});
