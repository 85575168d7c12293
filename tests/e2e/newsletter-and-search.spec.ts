/**
 * Issue 20 in the browser: the footer's newsletter box (stored once from two
 * pages, the confirmation e-mail through a real SMTP server, its confirm and
 * unsubscribe links, the admin's counts and CSV), and the site search from the
 * header (a word only in a post's body, only in a gallery description, only on
 * a programme page; nonsense; without JavaScript; the phone menu).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { newsletterMessages } from "#common/messages/newsletter";
import { newsletterAdminMessages } from "#common/messages/newsletter-admin";
import { newsletterPageMessages } from "#common/messages/newsletter-pages";
import { searchMessages } from "#common/messages/search";
import { adminApiHeaders } from "../support/admin-browser.ts";
import { E2E_ADMIN } from "../support/e2e-admin.ts";
import { multipartBody } from "../support/multipart-body.ts";
import { type ServerProcess, startBuiltServer } from "../support/server-process.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { photoJpeg } from "../support/test-images.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function subscribeFromFooter(page: Page, email: string) {
  const box = page.getByRole("textbox", { name: "Your e-mail address" });
  await box.scrollIntoViewIfNeeded();
  await box.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: newsletterMessages.subscribed.confirmByMail })).toBeVisible();
  await expect(box).toHaveValue("");
}

/** The confirm and unsubscribe links of the newest message (quoted-printable soft breaks undone). */
function linksOf(smtp: SmtpSink) {
  const raw = (smtp.received.at(-1)?.raw ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const find = (what: string) =>
    raw.match(new RegExp(`https?://[^\\s]+/newsletter/${what}\\?token=[A-Za-z0-9_-]{43}`))?.[0];
  return { confirm: find("confirm"), unsubscribe: find("unsubscribe") };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.describe("newsletter, with a mail server", () => {
  let smtp: SmtpSink;
  let server: ServerProcess;
  let dataDir: string;
  test.setTimeout(120_000);
  test.beforeAll(async () => {
    // Its own server (the shared one has no mail server) takes a while to start on a busy machine.
    test.setTimeout(180_000);
    smtp = await startSmtpSink();
    dataDir = await mkdtemp(path.join(tmpdir(), "ngo-e2e-newsletter-"));
    // Route actions (the confirm and unsubscribe buttons) refuse a POST whose Origin is
    // not the site's own address, so PUBLIC_URL must be the address the browser uses.
    const port = await freePort();
    server = await startBuiltServer({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      FORM_MIN_FILL_SECONDS: "0",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("subscribe twice from two pages, confirm and unsubscribe by the e-mail's links; the admin sees it", async ({
    page,
  }) => {
    const base = server.base;
    const email = `${unique("reader")}@example.in`;
    await page.goto(`${base}/AboutUs`);
    await subscribeFromFooter(page, email);
    await page.goto(`${base}/blog`);
    await subscribeFromFooter(page, email.toUpperCase());

    const login = await page.request.post(`${base}/api/auth/login`, { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const list = async () =>
      (
        (await (await page.request.get(`${base}/api/newsletter/subscribers`, { headers })).json()) as {
          data: { items: { email: string }[]; counts: { confirmed: number; unconfirmed: number } };
        }
      ).data;
    expect((await list()).items.map((s) => s.email)).toEqual([email]);
    expect((await list()).counts).toEqual({ confirmed: 0, unconfirmed: 1 });

    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBeGreaterThanOrEqual(1);
    const links = linksOf(smtp);
    expect(links.confirm).toBeTruthy();
    expect(links.unsubscribe).toBeTruthy();

    // The link only shows a button; the click confirms.
    await page.goto(links.confirm?.replace(/^https?:\/\/[^/]+/, base) ?? "");
    await expect(page.getByRole("heading", { name: newsletterPageMessages.confirm.heading })).toBeVisible();
    await page.getByRole("button", { name: newsletterPageMessages.confirm.button }).click();
    await expect(page.getByRole("heading", { name: newsletterPageMessages.confirm.doneHeading })).toBeVisible();
    expect((await list()).counts).toEqual({ confirmed: 1, unconfirmed: 0 });

    // The admin's Subscribers tab: counts, the address, the CSV.
    await page.addInitScript(
      ([t, user]) => {
        window.localStorage.setItem("admin_token", t as string);
        window.localStorage.setItem("admin_user", user as string);
      },
      [token, JSON.stringify({ username: E2E_ADMIN.username, rememberMe: false })],
    );
    await page.goto(`${base}/admin`);
    await expect(page.locator(`[data-stat="${newsletterAdminMessages.overview}"]`)).toHaveText("1");
    await page.getByRole("tab", { name: "Subscribers" }).click();
    await expect(page.locator(`[data-subscriber-count="${newsletterAdminMessages.confirmed}"]`)).toHaveText("1");
    await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: newsletterAdminMessages.export }).click();
    const file = await (await download).path();
    const csv = await readFile(file, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain(`${email},Confirmed,`);

    // The unsubscribe link: a button, then gone.
    await page.goto(links.unsubscribe?.replace(/^https?:\/\/[^/]+/, base) ?? "");
    await page.getByRole("button", { name: newsletterPageMessages.unsubscribe.button }).click();
    await expect(page.getByRole("heading", { name: newsletterPageMessages.unsubscribe.doneHeading })).toBeVisible();
    expect((await list()).counts).toEqual({ confirmed: 0, unconfirmed: 0 });
    await page.goto(`${base}/admin?tab=subscribers`);
    await expect(page.locator(`[data-subscriber-count="${newsletterAdminMessages.confirmed}"]`)).toHaveText("0");
  });
});

test.describe("site search", () => {
  const bodyWord = unique("kishangarhi");
  const galleryWord = unique("quxalpura");
  let cleanUp: () => Promise<void> = async () => {};

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const headers = await adminApiHeaders(page);
    const post = await page.request.post("/api/blogs", {
      headers,
      data: {
        title: "A library bus for the villages",
        excerpt: "Books on wheels.",
        content: `The bus stops at ${bodyWord} every Tuesday, and children borrow two books each.`,
        tags: ["Reading"],
      },
    });
    expect(post.status()).toBe(201);
    const postId = ((await post.json()) as { data: { id: string } }).data.id;
    const { payload, headers: multipart } = multipartBody(
      { title: "Canal plantation", description: `Neem saplings planted near ${galleryWord}.`, category: "environment" },
      [{ field: "images", filename: "drive.jpg", contentType: "image/jpeg", data: await photoJpeg() }],
    );
    const item = await page.request.post("/api/gallery", { headers: { ...headers, ...multipart }, data: payload });
    expect(item.status()).toBe(201);
    const itemId = ((await item.json()) as { data: { id: string } }).data.id;
    cleanUp = async () => {
      await page.request.delete(`/api/blogs/${postId}`, { headers });
      await page.request.delete(`/api/gallery/${itemId}`, { headers });
      await page.close();
    };
  });
  test.afterAll(() => cleanUp());

  async function searchFromHeader(page: Page, term: string) {
    const box = page.getByRole("search", { name: "Search the site" }).getByRole("searchbox");
    await box.fill(term);
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === term);
    await waitForHydration(page);
  }

  test("finds a word only in a post's body, only in a gallery description, only on a programme page", async ({
    page,
  }) => {
    await page.goto("/AboutUs");
    await searchFromHeader(page, bodyWord);
    await expect(page).toHaveTitle(/^Search: /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("status").filter({ hasText: searchMessages.page.count(1, bodyWord) })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Blog posts/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "A library bus for the villages" })).toBeVisible();
    await expect(page.locator("main mark")).toHaveText([bodyWord]);
    // The results page shows the query in its own box too.
    await expect(page.getByRole("search", { name: searchMessages.page.label }).getByRole("searchbox")).toHaveValue(
      bodyWord,
    );

    await searchFromHeader(page, galleryWord);
    await expect(page.getByRole("heading", { name: /Gallery/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Canal plantation" })).toBeVisible();
    await expect(page.locator("main mark")).toHaveText([galleryWord]);

    await searchFromHeader(page, "nutritious");
    await expect(page.getByRole("link", { name: "Education Initiatives" })).toBeVisible();
    await expect(page.locator("main mark").first()).toHaveText(/nutritious/i);
    await page.getByRole("link", { name: "Education Initiatives" }).click();
    await expect(page).toHaveURL(/\/Education$/);
    await expectNoSeriousA11yViolations(page, "main");
  });

  test("a nonsense word shows the empty state with somewhere to go", async ({ page }) => {
    await page.goto("/search?q=zzqqxxyyvv");
    await expect(page.getByRole("heading", { name: searchMessages.page.emptyHeading("zzqqxxyyvv") })).toBeVisible();
    for (const link of searchMessages.page.emptyLinks) {
      await expect(page.locator("main").getByRole("link", { name: link.label })).toHaveAttribute("href", link.to);
    }
    await expectNoSeriousA11yViolations(page, "main");
  });

  test("works with JavaScript disabled", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/Gallery");
    const box = page.getByRole("search", { name: "Search the site" }).getByRole("searchbox");
    await box.fill(bodyWord);
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=/);
    await expect(page.getByRole("link", { name: "A library bus for the villages" })).toBeVisible();
    await expect(page.locator("main mark")).toHaveText([bodyWord]);
    await context.close();
  });

  test("from the phone menu @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone only");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await searchFromHeader(page, galleryWord);
    await expect(page.getByRole("link", { name: "Canal plantation" })).toBeVisible();
  });
});
