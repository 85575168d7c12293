/**
 * Staff accounts in the browser (issue 45): the Administrator invites a Coordinator in
 * the Staff screen (in Settings) and passes the link on (no mail server here); the Coordinator sets a
 * password on it, signs in, turns on two-step sign-in and signs in again with a code
 * from the app, opens an application, and the Administrator sees that in
 * the Audit log with their name. An Editor is offered no Inbox and cannot open it by
 * its address or through the API. Disabling a person ends their open session at once.
 */
import type { Browser, Page } from "@playwright/test";
import { totpCode } from "../../server/auth/second-factor.ts";
import { adminApiHeaders, signInAsAdmin, storeAdminSession } from "../support/admin-browser.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const PASSWORD = "staff-e2e-password-long";
const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A person invited and signed in through the API; answers their id, address and token. */
async function staffThroughApi(page: Page, role: string) {
  const headers = await adminApiHeaders(page);
  const email = `${unique(role)}@example.org`;
  const invited = await page.request.post("/api/staff", { headers, data: { name: unique("Person "), email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const { account, link } = (await invited.json()).data as { account: { id: string }; link: string };
  const token = new URL(link).searchParams.get("token");
  expect((await page.request.post("/api/auth/set-password", { data: { token, password: PASSWORD } })).ok()).toBe(true);
  const signedIn = await page.request.post("/api/auth/login", { data: { username: email, password: PASSWORD } });
  return { id: account.id, email, token: ((await signedIn.json()) as { token: string }).token };
}

/** A second browser, signed in as `person`, on `path`. */
async function browserOf(browser: Browser, person: { email: string; token: string }, path: string) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  await storeAdminSession(page, person.token, person.email);
  await page.goto(path);
  await waitForHydration(page);
  return { page, close: () => context.close() };
}

test.describe("staff accounts", () => {
  test("invite, accept, sign in as a Coordinator, open an application: the Audit log names them", async ({
    page,
    browser,
  }) => {
    // Two browsers, an invitation, a sign-in and the log followed to one record: past the 30 s of one page's test.
    test.slow();
    const name = unique("Ravi ");
    const email = `${unique("ravi")}@example.org`;
    await signInAsAdmin(page);
    await page.goto("/admin/settings");
    await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Staff" }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
    const form = page.getByRole("form", { name: "Invite someone" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("E-mail address").fill(email);
    await form.getByLabel("Role").selectOption("coordinator");
    await form.getByRole("button", { name: "Send invitation" }).click();
    const link = (await page.locator("[data-invitation-link]").textContent()) ?? "";
    expect(link).toContain("/admin/set-password?token=");
    await expect(page.locator(`[data-staff="${email}"]`)).toContainText("Invited");
    await expectNoSeriousA11yViolations(page);

    // The applicant, as a visitor sends it.
    const firstName = unique("Kamla");
    const applied = await page.request.post("/api/applications", {
      multipart: {
        type: "volunteer",
        firstName,
        lastName: "Devi",
        email: `${firstName.toLowerCase()}@example.in`,
        phone: "+91 98765 43210",
        age: "30",
        availability: "weekends",
        interests: "Education & Teaching",
        motivation: "To teach.",
      },
    });
    expect(applied.ok()).toBe(true);

    // The Coordinator, in a browser of their own: the link, a password, the sign-in.
    const context = await browser.newContext({ serviceWorkers: "block" });
    const coordinator = await context.newPage();
    await coordinator.goto(new URL(link).pathname + new URL(link).search);
    await waitForHydration(coordinator);
    await coordinator.getByLabel("New password").fill(PASSWORD);
    await coordinator.getByRole("button", { name: "Set password" }).click();
    await expect(coordinator.getByRole("status")).toContainText("Your password is set");
    await coordinator.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(coordinator).toHaveURL(/\/admin\/login/);
    await waitForHydration(coordinator);
    await coordinator.getByLabel("Username").fill(email);
    await coordinator.getByLabel(/^Password/).fill(PASSWORD);
    await coordinator.getByRole("button", { name: "Sign In" }).click();
    await expect(coordinator).toHaveURL(/\/admin$/);

    // They turn on two-step sign-in (Settings), keep the recovery codes, and sign in again with a code.
    await coordinator.getByRole("tab", { name: "Settings" }).click();
    const panel = coordinator.getByRole("region", { name: "Two-step sign-in" });
    await expect(panel.locator("[data-two-step]")).toHaveAttribute("data-two-step", "off");
    await panel.getByRole("link", { name: "Set up two-step sign-in" }).click();
    await expect(coordinator).toHaveURL(/\/admin\/two-step$/);
    await expect(coordinator.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const key = ((await coordinator.locator("[data-two-step-key]").textContent()) ?? "").replace(/\s/g, "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(coordinator);
    await coordinator.getByLabel("Code from the app").fill("000000");
    await coordinator.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect(coordinator.getByText("That code does not match.").first()).toBeVisible();
    await coordinator.getByLabel("Code from the app").fill(totpCode(key, new Date()));
    await coordinator.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect(coordinator.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
    await expect(coordinator.locator("[data-recovery-codes] li")).toHaveCount(10);
    await coordinator.getByRole("button", { name: "I have saved them" }).click();
    await expect(coordinator).toHaveURL(/\/admin\/settings$/);
    await expect(panel.locator("[data-two-step]")).toHaveAttribute("data-two-step", "on");
    await expect(panel).toContainText("10 recovery codes left.");

    await coordinator.getByRole("button", { name: "Logout" }).click();
    await expect(coordinator).toHaveURL(/\/admin\/login/);
    await coordinator.getByLabel("Username").fill(email);
    await coordinator.getByLabel(/^Password/).fill(PASSWORD);
    await coordinator.getByRole("button", { name: "Sign In" }).click();
    await expect(coordinator.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    await coordinator.getByRole("textbox", { name: /^Code/ }).fill("111111");
    await coordinator.getByRole("button", { name: "Verify" }).click();
    await expect(coordinator.getByRole("alert")).toContainText("That code is not right.");
    // The next 30-second step's code: the one that turned it on cannot be used again.
    await coordinator.getByRole("textbox", { name: /^Code/ }).fill(totpCode(key, new Date(Date.now() + 30_000)));
    await coordinator.getByRole("button", { name: "Verify" }).click();
    await expect(coordinator).toHaveURL(/\/admin$/);
    await expect(coordinator.getByRole("tab", { name: "Inbox" })).toBeVisible();
    // Staff and the Audit log are the Administrator's: Settings offers a Coordinator neither.
    await coordinator.getByRole("tab", { name: "Settings" }).click();
    await expect(coordinator.getByRole("heading", { name: "Change password" })).toBeVisible();
    await expect(coordinator.getByRole("link", { name: "Staff" })).toHaveCount(0);
    await expect(coordinator.getByRole("link", { name: "Audit log" })).toHaveCount(0);

    await coordinator.getByRole("tab", { name: "Inbox" }).click();
    await coordinator.getByRole("tab", { name: /^Applications/ }).click();
    const item = coordinator.getByRole("article", { name: `${firstName} Devi` });
    const opened = coordinator.waitForResponse((res) => /\/api\/applications\/[0-9a-f-]{36}$/.test(res.url()));
    await item.getByRole("button", { name: "Show details" }).click();
    expect((await opened).status()).toBe(200);
    await context.close();

    // The Administrator's Audit log, filtered to that person.
    await page.goto("/admin/audit");
    // The filter by its name: entries' links are labelled "Every entry about Person …" for other tests' staff.
    await page.locator('select[name="actor"]').selectOption({ label: name });
    await page.getByRole("button", { name: "Show" }).click();
    const entry = page.locator('[data-audit-entry="getApplicationsById"]').first();
    await expect(entry).toContainText(name);
    await expect(entry).toContainText("Open one application");
    // Whose application, in words (first name and initial, decision 092), not its id.
    await expect(entry).toContainText(`Applications: ${firstName} D.`);
    await expect(entry).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}/);
    await expect(page.locator('[data-audit-entry="postAuthLogin"]').first()).toContainText(name);
    await expectNoSeriousA11yViolations(page);
    // The name leads to every entry about that application, and back to all.
    await entry.getByRole("link", { name: `Every entry about ${firstName} D.` }).click();
    await expect(page).toHaveURL(/targetKind=applications&targetId=[0-9a-f-]{36}/);
    await expect(page.getByText(`Only the entries about ${firstName} D.`)).toBeVisible();
    await expect(page.locator('[data-audit-entry="getApplicationsById"]')).toHaveCount(1);
    await expect(page.locator("[data-audit-entry]").filter({ hasNotText: `${firstName} D.` })).toHaveCount(0);
    await page.getByRole("link", { name: "Show all" }).click();
    await expect(page).not.toHaveURL(/targetId=/);
  });

  test("an Editor is offered no Inbox, and can open it neither by its address nor through the API", async ({
    page,
    browser,
  }) => {
    const editor = await staffThroughApi(page, "editor");
    const api = await page.request.get("/api/contact", { headers: { Authorization: `Bearer ${editor.token}` } });
    expect(api.status()).toBe(403);
    expect((await api.json()).message).toContain("Your role (Editor) does not allow this");

    const session = await browserOf(browser, editor, "/admin");
    await expect(session.page.getByRole("tab", { name: "Blogs" })).toBeVisible();
    await expect(session.page.getByRole("tab", { name: "Inbox" })).toHaveCount(0);
    await expect(session.page.getByRole("button", { name: "Create New Blog" })).toBeVisible();
    await session.page.goto("/admin/inbox");
    await expect(session.page.getByText("Your role (Editor) does not allow this").first()).toBeVisible();
    await expect(session.page.getByRole("article")).toHaveCount(0);
    await session.close();
  });

  test("disabling a person ends their open session at once", async ({ page, browser }) => {
    const viewer = await staffThroughApi(page, "viewer");
    const session = await browserOf(browser, viewer, "/admin/blogs");
    // A Viewer reads the posts but is offered no way to change them.
    await expect(session.page.getByRole("heading", { name: "Blog posts" })).toBeVisible();
    await expect(session.page.getByRole("button", { name: "Create New Blog" })).toHaveCount(0);
    await expect(session.page.getByRole("tab", { name: "Inbox" })).toHaveCount(0);
    await session.page.getByRole("tab", { name: "Overview" }).click();

    await signInAsAdmin(page);
    await page.goto("/admin/staff");
    const card = page.locator(`[data-staff="${viewer.email}"]`);
    await card.getByRole("button", { name: "Disable" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
    await expect(card).toContainText("Disabled");

    // Their next request is refused: Refresh Data sends them to the sign-in page.
    await session.page.getByRole("button", { name: "Refresh Data" }).click();
    await expect(session.page).toHaveURL(/\/admin\/login/);
    const again = await page.request.get("/api/auth/session", { headers: { Authorization: `Bearer ${viewer.token}` } });
    expect(again.status()).toBe(401);
    await session.close();
  });

  test("@phone the Staff screen fits a phone", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/staff");
    await expect(page.getByRole("heading", { name: "Invite someone" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
