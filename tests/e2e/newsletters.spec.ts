/**
 * Newsletters written and sent by the staff (issue 42), on a site of its own with a
 * real SMTP server (the tests' sink) and three confirmed subscribers, one of them
 * Hindi: the admin opens Newsletters from the Subscribers tab, is told what a
 * missing subject needs, writes an issue in English and Hindi (with the preview),
 * saves it, sends herself a test, sends it, watches the progress reach "Sent"; the
 * archive shows it at /newsletters and, in Hindi, at /hi/newsletters, and the
 * subscribers got one message each in their language.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { newsletterIssueMessages as text } from "#common/messages/newsletter-issues";
import { openDatabase } from "../../server/db/client.ts";
import { storeAdminSession } from "../support/admin-browser.ts";
import { type ServerProcess, signInAt, startBuiltServer } from "../support/server-process.ts";
import { readMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const admin = { username: "letters-admin", password: "letters-admin-long-password" };
const OFFICE = "office@letters.example";
const ISSUE = {
  subjectEn: "Monsoon letter from Sitapur",
  bodyEn: "The **reading corner** is full every evening.",
  subjectHi: "सीतापुर से बरसात की चिट्ठी",
  bodyHi: "**पढ़ने का कोना** हर शाम भरा रहता है।",
};
// One site for both tests.
test.describe.configure({ mode: "serial" });
let server: ServerProcess;
let smtp: SmtpSink;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), "ngo-letters-"));
  // Three confirmed subscribers, written before the server holds the database.
  const database = await openDatabase({ driver: "pglite", dataDir });
  await database.db.execute(sql`
    INSERT INTO newsletter_subscribers (email, confirmed, confirmed_at, language)
    VALUES ('asha@letters.example', true, now(), 'en'), ('ravi@letters.example', true, now(), 'en'),
      ('sita@letters.example', true, now(), 'hi')`);
  await database.close();
  server = await startBuiltServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: OFFICE,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

test("the admin writes an issue, tests it, sends it, sees it sent; the archive shows it in both languages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = (await signInAt(server.base, admin)).replace(/^Bearer /, "");
  await storeAdminSession(page, token, admin.username);
  await page.goto(`${server.base}/admin/subscribers`);
  await page.getByRole("link", { name: "Newsletters" }).click();
  await expect(page.getByRole("heading", { name: text.heading })).toBeVisible();
  await page.getByRole("link", { name: text.newIssue }).click();

  // A missing subject is named beside its field.
  await page.getByRole("textbox", { name: text.fields.bodyEn }).fill(ISSUE.bodyEn);
  await page.getByRole("button", { name: text.save }).click();
  await expect(page.getByText(text.validation.subjectRequired, { exact: true })).toBeVisible();

  await page.getByRole("textbox", { name: text.fields.subjectEn }).fill(ISSUE.subjectEn);
  await page.getByRole("textbox", { name: text.fields.subjectHi }).fill(ISSUE.subjectHi);
  await page.getByRole("textbox", { name: text.fields.bodyHi }).fill(ISSUE.bodyHi);
  // The preview is the server's renderer.
  await page.getByRole("button", { name: "Preview" }).first().click();
  await expect(page.locator(".blog-content strong", { hasText: "reading corner" })).toBeVisible();
  await page.getByRole("button", { name: text.save }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers\/newsletters\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: ISSUE.subjectEn })).toBeVisible();

  // A test to the admin's own address (filled in), both versions.
  await expect(page.getByRole("textbox", { name: text.test.to })).toHaveValue(OFFICE);
  await page.getByRole("button", { name: text.test.button }).click();
  await expect(page.getByText(text.test.sent(OFFICE))).toBeVisible();
  expect(smtp.received.filter((mail) => mail.to.includes(OFFICE))).toHaveLength(2);

  await expect(page.getByText(text.send.recipients(3))).toBeVisible();
  await page.getByRole("button", { name: text.send.now }).click();
  await page.getByRole("dialog").getByRole("button", { name: text.send.now }).click();
  await expect(page.getByRole("heading", { name: text.progress.heading })).toBeVisible();
  // The screen reads the progress again while it is being sent.
  await expect(page.locator("[data-state]")).toHaveText(text.states.sent, { timeout: 30_000 });
  await expect(page.locator('[data-progress="sent"]')).toContainText("3");
  await expect(page.locator('[data-progress="failed"]')).toContainText("0");

  const subscribers = smtp.received.filter((mail) => !mail.to.includes(OFFICE));
  expect(subscribers.flatMap((mail) => mail.to).sort()).toEqual([
    "asha@letters.example",
    "ravi@letters.example",
    "sita@letters.example",
  ]);
  for (const mail of subscribers) {
    const { headers } = readMail(mail.raw);
    expect(headers.subject).toBe(mail.to[0] === "sita@letters.example" ? ISSUE.subjectHi : ISSUE.subjectEn);
    expect(headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  }

  // The archive, linked from the footer's newsletter box.
  await page.goto(`${server.base}/`);
  await page.getByRole("link", { name: "Read past newsletters" }).click();
  await expect(page).toHaveURL(/\/newsletters$/);
  await page.getByRole("link", { name: ISSUE.subjectEn }).click();
  await expect(page.getByRole("heading", { level: 1, name: ISSUE.subjectEn })).toBeVisible();
  await expect(page.locator("article strong", { hasText: "reading corner" })).toBeVisible();

  await page.goto(`${server.base}/hi/newsletters`);
  await page.getByRole("link", { name: ISSUE.subjectHi }).click();
  await expect(page).toHaveURL(/\/hi\/newsletters\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: ISSUE.subjectHi })).toBeVisible();
  await expect(page.locator("article strong", { hasText: "पढ़ने का कोना" })).toBeVisible();
});

test("an issue that was never sent is not in the archive: 404 with a way back", async ({ page }) => {
  const res = await page.goto(`${server.base}/newsletters/00000000-0000-4000-8000-000000000000`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No such newsletter" })).toBeVisible();
  await expect(page.getByRole("link", { name: "All newsletters" })).toBeVisible();
});

test("@phone at 390 px the admin's issue screen and the archive's page fit the screen, and axe finds nothing serious", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const authorization = await signInAt(server.base, admin);
  const api = async (method: string, url: string, data?: unknown) => {
    const res = await page.request.fetch(`${server.base}/api/newsletter/issues${url}`, {
      method,
      headers: { authorization },
      ...(data === undefined ? {} : { data }),
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data as { id: string; state: string };
  };
  const draft = await api("POST", "", { ...ISSUE, subjectEn: "A phone-sized letter" });
  const sent = await api("POST", "", { ...ISSUE, subjectEn: "A phone-sized letter, sent" });
  await api("POST", `/${sent.id}/send`, {});
  await expect.poll(async () => (await api("GET", `/${sent.id}`)).state, { timeout: 30_000 }).toBe("sent");

  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const path of [`/newsletters/${sent.id}`, `/hi/newsletters/${sent.id}`]) {
    await page.goto(`${server.base}${path}`);
    expect(await fits(), path).toBe(true);
    // The page's own part: the frame around it is checked with every page (tap-targets.spec.ts).
    await expectNoSeriousA11yViolations(page, "main");
  }
  await page.addInitScript(
    ([t, user]) => {
      window.localStorage.setItem("admin_token", t as string);
      window.localStorage.setItem("admin_user", user as string);
    },
    [authorization.replace(/^Bearer /, ""), JSON.stringify({ username: admin.username, rememberMe: false })],
  );
  for (const id of [draft.id, sent.id]) {
    await page.goto(`${server.base}/admin/subscribers/newsletters/${id}`);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await fits(), id).toBe(true);
    await expectNoSeriousA11yViolations(page);
  }
});
