import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { signInAsAdmin } from "../support/admin-browser.ts";
import { E2E_ADMIN } from "../support/e2e-admin.ts";
import { expect, test } from "./fixtures.ts";

const fillLogin = async (page: import("@playwright/test").Page, username: string, password: string) => {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel(/^Password/).fill(password);
};

test.describe("admin sign-in", () => {
  test("admin screens send a visitor without a session to the login page", async ({ page }) => {
    for (const path of ["/admin", "/admin/blogs/new", "/admin/forms/00000000-0000-4000-8000-000000000000"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/login(\?next=|$)/);
    }
    await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
    await expect(page.getByText("Server online")).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Website/ })).toHaveAttribute("href", "/");
  });

  test("empty fields and a wrong password show their messages", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await fillLogin(page, E2E_ADMIN.username, "not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password. Please try again");
    await expect(page).toHaveURL(/\/admin\/login(\?next=|$)/);
    expect(await page.evaluate(() => localStorage.getItem("admin_token"))).toBeNull();
  });

  test("signs in to the dashboard, switches tabs, syncs and logs out", async ({ page }) => {
    await page.goto("/admin/login");
    await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByLabel("Keep me signed in for 30 days").check();
    await page.getByRole("button", { name: "Sign In" }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Login successful!")).toBeVisible();
    await expect(page.getByRole("heading", { name: `Welcome, ${E2E_ADMIN.username}` })).toBeVisible();
    await expect(page.locator("header [data-connection]")).toHaveText("Connected");
    const stored = await page.evaluate(() => [localStorage.getItem("admin_token"), localStorage.getItem("admin_user")]);
    expect(stored[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(stored[1] as string)).toEqual({ username: E2E_ADMIN.username, rememberMe: true });

    for (const label of ["Total Blogs", "Active Forms", "Gallery Items", "Featured Blogs"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }

    // Tabs: by click, and by arrow keys.
    await page.getByRole("tab", { name: "Gallery" }).click();
    await expect(page.getByRole("tab", { name: "Gallery" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/admin\/gallery$/);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Inbox" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Inbox" })).toBeFocused();
    await page.getByRole("tab", { name: "Overview" }).click();

    // A quick action opens its tab (and the tab its dialog, which Escape closes).
    await page.getByRole("button", { name: "Add Form Link" }).click();
    await expect(page.getByRole("tab", { name: "Forms" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("tab", { name: "Overview" }).click();

    await page.getByRole("button", { name: "Full Sync" }).click();
    await expect(page.getByText("Starting manual sync with server...")).toBeVisible();
    await expect(
      page.getByText("Manual sync completed successfully! All data is now synchronized with the server."),
    ).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login(\?next=|$)/);
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem("admin_token"), localStorage.getItem("admin_user")]),
    ).toEqual([null, null]);
    // The token was revoked on the server too.
    const me = await page.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${stored[0]}` } });
    expect(me.status()).toBe(401);
  });

  test("a revoked stored session is ended with the specified message", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("admin_token", "A".repeat(43));
      localStorage.setItem("admin_user", JSON.stringify({ username: "someone" }));
    });
    await page.goto("/admin");
    await expect(page.getByText("Authentication failed. Please login again.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login(\?next=|$)/);
  });

  test("signing in again after a session ended goes back to the screen it ended on", async ({ page }) => {
    const token = await signInAsAdmin(page);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    // The session ends elsewhere (a password change on another device signs this one out).
    await page.request.post("/api/auth/logout", { headers: { Authorization: `Bearer ${token}` } });
    await page.reload();
    await expect(page.getByText("Authentication failed. Please login again.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsettings$/);
    await fillLogin(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  });

  test("an unparsable stored user clears the stored session", async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("admin_token", "A".repeat(43));
      localStorage.setItem("admin_user", "{not json");
    });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login(\?next=|$)/);
    expect(
      await page.evaluate(() => [localStorage.getItem("admin_token"), localStorage.getItem("admin_user")]),
    ).toEqual([null, null]);
  });
});

test.describe("dashboard loading failures", () => {
  test.use({ allowedConsoleError: /net::ERR_FAILED|status of 429/ });

  // The page's clock is the test's: the 5 seconds pass when the test says, however busy the machine.
  test("a network failure is retried once after 5 seconds", async ({ page }) => {
    await signInAsAdmin(page);
    await page.clock.install();
    let blocked = true;
    await page.route("**/api/dashboard/counts", (route) => (blocked ? route.abort("failed") : route.continue()));
    await page.goto("/admin");
    await expect(page.getByText("Connection failed. Retrying... (1/2)")).toBeVisible();
    await expect(page.locator("header [data-connection]")).toHaveText("Offline");
    blocked = false;
    await page.clock.runFor(5000);
    await expect(page.locator("header [data-connection]")).toHaveText("Connected");
  });

  test("a 429 is not retried and says to wait", async ({ page }) => {
    await signInAsAdmin(page);
    let calls = 0;
    await page.route("**/api/dashboard/counts", (route) => {
      calls++;
      return route.fulfill({
        status: 429,
        contentType: "application/json",
        body: '{"success":false,"message":"Too many"}',
      });
    });
    await page.clock.install();
    await page.goto("/admin");
    await expect(page.getByText("Server is rate limited. Please wait 5 minutes before trying again.")).toBeVisible();
    // Past the moment a retry would go, and until the page has sent nothing for a while.
    await page.clock.runFor(6000);
    await page.waitForLoadState("networkidle");
    expect(calls).toBe(1);
  });
});

test.describe("toasts", () => {
  test("clear after 5 seconds, or at once with their close button", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.locator("header [data-connection]")).toHaveText("Connected");
    const toast = page.getByRole("status").filter({ hasText: "Starting manual sync with server..." });

    await page.getByRole("button", { name: "Full Sync" }).click();
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(toast).toBeHidden({ timeout: 7000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(4000);

    await page.getByRole("button", { name: "Full Sync" }).click();
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toBeHidden();
  });
});

test.describe("generated default credentials", () => {
  let server: ChildProcess;
  let dataDir: string;
  /** Read from the start-up log: a port of the system's choosing (PORT=0) cannot collide with another server's. */
  let origin = "";
  /** The setup link's token, read from the server's start-up log as the person at the machine would. */
  let setupToken = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await mkdtemp(path.join(tmpdir(), "ngo-defaults-"));
    server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server-dist/server/index.js`], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
        DATA_DIR: dataDir,
        // info: the "Server listening at" line names the port.
        LOG_LEVEL: "info",
        ADMIN_USERNAME: "",
        ADMIN_PASSWORD: "",
      },
      stdio: ["ignore", "pipe", "ignore"],
    });
    server.stdout?.on("data", (chunk: Buffer) => {
      setupToken ||= /[?&]setup=([\w-]+)/.exec(chunk.toString())?.[1] ?? "";
      origin ||= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString())?.[1] ?? "";
    });
    for (let i = 0; i < 500; i++) {
      try {
        if (origin && setupToken && (await fetch(`${origin}/api/health`)).ok) return;
      } catch {
        // starting
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error("second server did not start");
  });

  test.afterAll(async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  test("are shown on this machine, through the setup link from the log, until the password is changed", async ({
    page,
  }) => {
    // Three password checks and a password change on a second server: more than 30 seconds on a busy CI machine.
    test.slow();
    // Without the link's token (a visitor through a proxy on the same machine) nothing is shown.
    await page.goto(`${origin}/admin/login`);
    await expect(page.getByText("Server online")).toBeVisible();
    await expect(page.getByText("Default credentials")).toBeHidden();

    await page.goto(`${origin}/admin/login?setup=${setupToken}`);
    await expect(page.getByText("Default credentials")).toBeVisible();
    const username = (await page.getByTestId("default-username").textContent()) as string;
    const password = (await page.getByTestId("default-password").textContent()) as string;
    expect(username).toBe("admin");
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);

    await fillLogin(page, username, password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // "Keep me signed in" was not ticked: the session lives in this tab only.
    const stored = await page.evaluate(() => [
      sessionStorage.getItem("admin_token"),
      localStorage.getItem("admin_token"),
    ]);
    expect(stored[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored[1]).toBeNull();

    await page.getByRole("tab", { name: "Settings" }).click();
    // A wrong current password first: its red toast goes when the right one succeeds (issue 23).
    await page.getByLabel("Current password").fill("not-the-password-at-all");
    await page.getByLabel(/^New password/).fill("my-own-strong-password");
    await page.getByLabel("Repeat the new password").fill("my-own-strong-password");
    await page.getByRole("button", { name: "Change password" }).click();
    const wrong = page.getByRole("alert").filter({ hasText: "The current password is not correct" });
    await expect(wrong).toBeVisible();
    // Show password lets the admin read what was typed.
    const current = page.getByLabel("Current password");
    await expect(current).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(current).toHaveAttribute("type", "text");
    await current.fill(password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed. Other sessions have been signed out.")).toBeVisible();
    await expect(wrong).toHaveCount(0);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login(\?next=|$)/);
    await expect(page.getByText("Server online")).toBeVisible();
    await expect(page.getByText("Default credentials")).toBeHidden();
  });
});
