/**
 * Usable offline (the service worker): a visitor opens Home and a custom form,
 * loses the connection, reloads both and sees them, answers the form offline, and
 * the answer reaches the admin when the connection returns. A page never opened
 * shows the offline page. The admin area and the API are never served by the worker.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { pages as hindiPages } from "../../app/content/hi/pages.ts";
import { adminApiHeaders } from "../support/admin-browser.ts";
import { chromiumLaunchOptions } from "../support/browser.ts";
import { expect, test } from "./fixtures.ts";

test.use({ serviceWorkers: "allow" });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Waits until the worker controls the page and has saved it. */
async function savedForOffline(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const path = new URL(page.url()).pathname;
  await expect
    .poll(() =>
      page.evaluate(async (p) => {
        const cache = await caches.open("pages");
        return Boolean(await cache.match(p));
      }, path),
    )
    .toBe(true);
}

test("Home and a custom form open again offline; an answer made offline reaches the admin when back online", async ({
  page,
  context,
}) => {
  test.slow();
  const headers = await adminApiHeaders(page);
  const title = unique("Offline Survey");
  const created = await page.request.post("/api/custom-forms", {
    headers,
    data: {
      title,
      description: "Answered in a village with no signal.",
      category: "Volunteer",
      fields: [{ id: "name", label: "Full name", type: "text", required: true }],
    },
  });
  const formId = ((await created.json()) as { data: { id: string } }).data.id;

  await page.goto("/");
  await savedForOffline(page);
  await page.goto(`/forms/${formId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await savedForOffline(page);

  await context.setOffline(true);
  await page.goto("/", { waitUntil: "load" }).catch(() => undefined);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`/forms/${formId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.getByLabel("Full name").fill("Meena");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("queued-responses")).toContainText("1 response is saved on this device");

  // A page never opened on this device: the offline page, under its own address,
  // a plain document (no hydration), listing the pages saved here by their titles.
  await page.evaluate(() => {
    window.location.href = "/Mentors";
  });
  await page.waitForURL("**/Mentors");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.locator("#saved-pages").getByRole("link", { name: title })).toHaveAttribute(
    "href",
    `/forms/${formId}`,
  );
  await expect(page.locator("#saved-pages").getByRole("link")).toHaveCount(2);

  // Back online: the saved answer is sent by the next page that opens.
  await context.setOffline(false);
  await page.goto("/forms");
  await expect(page.getByText("Your saved response has been sent.")).toBeVisible();
  const stored = await page.request.get(`/api/custom-forms/${formId}/responses`, { headers });
  const { responses } = ((await stored.json()) as { data: { responses: { values: { name: string } }[] } }).data;
  expect(responses.map((r) => r.values.name)).toEqual(["Meena"]);
  await page.request.delete(`/api/custom-forms/${formId}`, { headers });
});

test("offline, a link on a saved page to a page never opened leads to the offline page, not an error", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await savedForOffline(page);
  await context.setOffline(true);
  // Home from the saved copy: its links ask for their routes (/__manifest) with no
  // network, and the worker answers from the build manifest it saved.
  await page.goto("/", { waitUntil: "load" }).catch(() => undefined);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const discovery = await page.evaluate(async () => {
    const { version } = (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest;
    const routes = await fetch(`/__manifest?paths=%2FOurTeam&version=${version}`).then((r) => r.json());
    const otherBuild = await fetch("/__manifest?paths=%2FOurTeam&version=another-build");
    return {
      routes: Object.keys(routes),
      otherBuild: [otherBuild.status, otherBuild.headers.get("X-Remix-Reload-Document")],
    };
  });
  expect(discovery.routes).toContain("routes/about/our-team");
  // A page of another build is loaded anew as a document (React Router's own answer).
  expect(discovery.otherBuild).toEqual([204, "true"]);

  // The tap is followed as a document load, answered by the worker.
  await page.locator("footer").getByRole("link", { name: "Our Team", exact: true }).click();
  await page.waitForURL("**/OurTeam");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
});

test("a Hindi page never opened answers offline with the offline page in Hindi, in its font", async ({
  page,
  context,
}) => {
  // A Hindi reader has opened a Hindi page before. On a device without a Devanagari font
  // (decision 050) the site's font is saved with the other files; a phone uses its own.
  await page.goto("/hi");
  await savedForOffline(page);
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px 'Site Devanagari'", "हिन्दी"))).toBe(true);

  await context.setOffline(true);
  await page.evaluate(() => {
    window.location.href = "/hi/Mentors";
  });
  await page.waitForURL("**/hi/Mentors");
  await expect(page.getByRole("heading", { level: 1, name: hindiPages.offline.heading })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect.poll(() => page.evaluate(() => document.fonts.check("16px 'Site Devanagari'", "हिन्दी"))).toBe(true);
  await context.setOffline(false);
});

test.describe("never from the worker", () => {
  test.use({ allowedConsoleError: /ERR_INTERNET_DISCONNECTED/ });
  test("the worker never answers for the admin area or the API", async ({ page, context }) => {
    await page.goto("/");
    await savedForOffline(page);
    await context.setOffline(true);
    const api = await page.evaluate(() =>
      fetch("/api/health").then(
        () => "answered",
        () => "failed",
      ),
    );
    expect(api).toBe("failed");
    const admin = await page.goto("/admin/login").then(
      () => "answered",
      () => "failed",
    );
    expect(admin).toBe("failed");
    await context.setOffline(false);
  });
});

test("Chromium finds the site installable (what Lighthouse's PWA audits asked), with the brand's theme colour", async ({
  baseURL,
}) => {
  // A test's usual context is incognito, where Chrome stops at "in-incognito" before
  // looking at the manifest: this one has a profile of its own, like a visitor's.
  const profile = await mkdtemp(path.join(tmpdir(), "ngo-install-"));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions(), baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await savedForOffline(page);
    // The check behind Chrome's own install prompt and Lighthouse's former installable-manifest audit.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as { theme_color: string };
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", manifest.theme_color);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
