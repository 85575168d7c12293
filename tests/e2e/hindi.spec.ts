/**
 * The Hindi site (issue 22): every public page under /hi is in Hindi in its
 * server-rendered HTML, the language switch keeps the visitor on the same page and
 * remembers the choice for `/`, each page names its other-language twin, and
 * Devanagari is drawn in the phone's own font or, on a device without one, in the
 * site's (English pages download no font either way).
 */

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { contactMessages } from "#common/messages/hi/contact";
import { adminApiHeaders } from "../support/admin-browser.ts";
import { asDeviceWithoutDevanagari, deviceHasNotoDevanagari } from "../support/device-fonts.ts";
import { hindiLatinAllowed } from "../support/hindi-allow-list.ts";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";
import { type ServerProcess, startBuiltServer } from "../support/server-process.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const hindiPath = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);

/**
 * The texts a visitor reads or hears on the page, outside `skip`: text nodes whose
 * language is Hindi (words declared in another language, such as an English post
 * listed on a Hindi page, are left out), and labels, alternatives, placeholders and titles.
 */
const hindiSenseTexts = (page: Page, skip = "script") =>
  page.evaluate((skip) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || parent.closest(`script, style, template, noscript, [hidden], ${skip}`)) continue;
      if (!parent.closest("[lang]")?.getAttribute("lang")?.startsWith("hi")) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [placeholder], [title]")) {
      if (element.closest(skip)) continue;
      for (const name of ["aria-label", "alt", "placeholder", "title"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  }, skip);

/** The texts made of Latin letters only that are not names or addresses (`allowed`). */
const latinOnlyOf = (texts: string[], allowed: (text: string) => boolean) =>
  texts.filter((text) => /[A-Za-z]/.test(text) && !/[\u0900-\u097F]/.test(text) && !allowed(text));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // A server of its own with no posts, photos or forms: what other tests write in
  // the shared one (English titles, the admin's own words) is not the site's text.
  let server: ServerProcess;
  let dataDir: string;
  test.beforeAll(async () => {
    // A fresh data directory's first start (migrations) takes a minute on a busy machine.
    test.setTimeout(180_000);
    dataDir = await mkdtemp(join(tmpdir(), "ngo-hindi-"));
    server = await startBuiltServer({ DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("every Hindi page shows no text in Latin letters only, names and addresses aside", async ({ context }) => {
    test.setTimeout(120_000);
    // A page of its own: the fixture's page waits for hydration, which never comes without JavaScript.
    const page = await context.newPage();
    await page.goto(`${server.base}/hi`);
    const allowed = await hindiLatinAllowed({
      name: (await page.locator('meta[property="og:site_name"]').getAttribute("content")) ?? "",
      address: (await page.locator("footer address").textContent()) ?? "",
    });
    const counts: string[] = [];
    const found: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      const hindi = hindiPath(route);
      const response = await page.goto(`${server.base}${hindi}`);
      expect(response?.status(), hindi).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      const texts = await hindiSenseTexts(page);
      const latinOnly = latinOnlyOf(texts, allowed);
      counts.push(`${hindi}: ${texts.length} texts, ${latinOnly.length} in Latin letters only`);
      found.push(...latinOnly.map((text) => `${hindi}: ${text}`));
    }
    console.log(counts.join("\n"));
    expect(found).toEqual([]);
  });

  test("a Contact Us form sent before the scripts (or without them) is answered in Hindi", async ({ context }) => {
    const page = await context.newPage();
    await page.goto(`${server.base}/hi/ContactUs`);
    // Refused (no consent): the server draws the page again, its words already in Hindi.
    await page.getByLabel(/^पहला नाम/).fill("प्रिया");
    await page.getByLabel(/^उपनाम/).fill("शर्मा");
    await page.getByLabel(/^ई-मेल पता/).fill("priya@example.in");
    await page.getByLabel(/^विषय/).selectOption("general");
    await page.getByRole("textbox", { name: "संदेश", exact: true }).fill("पुस्तकालय चाहिए");
    await page.getByRole("button", { name: "संदेश भेजें" }).click();
    await expect(page.getByText(contactMessages.validation.consentRequired)).toBeVisible();
    await expect(page.locator("form").getByRole("status")).toHaveText(contactMessages.contactUs.failure);
    await expect(page.getByLabel(/^पहला नाम/)).toHaveValue("प्रिया");
  });
});

test("the switch keeps the page, in the other language, and back", async ({ page }) => {
  for (const path of ["/Education", "/ContactUs", "/Gallery"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(hindiPath(path));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  }
});

test("the choice is remembered for the next visit to /, and only for /", async ({ page }) => {
  await page.goto("/AboutUs");
  await page.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL("/hi/AboutUs");
  await page.goto("/");
  await expect(page).toHaveURL("/hi");
  await page.reload();
  await expect(page).toHaveURL("/hi");
  // Other English addresses stay English.
  await page.goto("/Education");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await page.getByRole("link", { name: "हिन्दी" }).click();
  await page.getByRole("link", { name: "English" }).click();
  await page.goto("/");
  await expect(page).toHaveURL("/");
});

test("pages name their twin in the other language, and the sitemap does too", async ({ page, request }) => {
  await page.goto("/hi/Education");
  // The site's configured public address, which the canonical link uses too.
  const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").origin;
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute("href", `${origin}/Education`);
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute(
    "href",
    `${origin}/hi/Education`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    `${origin}/Education`,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");
  await expect(page).toHaveTitle(/शिक्षा/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${origin}/hi/Education</loc>`);
  expect(sitemap).toContain(`hreflang="hi-IN" href="${origin}/hi/Education"`);
});

/** The font files a page asks for, by path. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

/** Whether the page's Hindi text, regular and bold, is drawn in the site's Devanagari faces (not empty boxes). */
const drawnInDevanagariFaces = (page: Page) =>
  page.evaluate(() => ["16px", "bold 16px"].map((font) => document.fonts.check(`${font} 'Site Devanagari'`, "शिक्षा")));

test("a phone with its own Noto Sans Devanagari downloads no font, on English or Hindi pages", async ({ page }) => {
  test.skip(!deviceHasNotoDevanagari(), "this machine has no Noto Sans Devanagari (Debian: fonts-noto-core)");
  const fonts = fontRequests(page);
  for (const path of ["/", "/Education", "/hi/Education", "/hi/ContactUs"]) {
    await page.goto(path);
  }
  await expect.poll(() => drawnInDevanagariFaces(page)).toEqual([true, true]);
  expect(fonts, "fonts requested").toEqual([]);
});

test("a device without a Devanagari font downloads the site's two faces on Hindi pages, English pages none", async ({
  page,
  context,
}) => {
  await asDeviceWithoutDevanagari(context);
  const fonts = fontRequests(page);
  for (const path of ["/", "/Education", "/ContactUs"]) {
    await page.goto(path);
  }
  expect(fonts, "fonts requested by English pages").toEqual([]);
  await page.goto("/hi/Education");
  // The regular and the bold face, each once.
  await expect.poll(() => fonts.length).toBe(2);
  expect(fonts.sort()).toEqual([
    expect.stringMatching(/noto-sans-devanagari-hindi-400-[\w-]+\.woff2$/),
    expect.stringMatching(/noto-sans-devanagari-hindi-700-[\w-]+\.woff2$/),
  ]);
  // Rendered in them, not in a fallback drawing empty boxes.
  await expect.poll(() => drawnInDevanagariFaces(page)).toEqual([true, true]);
});

for (const path of ["/hi", "/hi/Education", "/hi/ContactUs", "/hi/Gallery"]) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
  });
}

/**
 * What a Contact Us page asks for from hydration until its first errors show (the email
 * typed wrong, then Send): scripts and data, the form ticket and route discovery aside; and
 * the errors shown, in the order they appeared, watched from before the first script.
 */
async function firstErrors(page: Page, path: string, send: string, email: RegExp, shownText: string) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownErrors: shown });
    new MutationObserver(() => {
      for (const error of document.querySelectorAll("[id$='-error']")) {
        const text = error.textContent ?? "";
        if (text && !shown.includes(text)) shown.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(path);
  await waitForHydration(page);
  // What the page does once idle (the form ticket, the links' route discovery) is not the words'.
  await page.waitForLoadState("networkidle");
  const requested: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    const notWords = ["/api/form-ticket", "/__manifest"].includes(url.pathname);
    if (["script", "fetch", "xhr"].includes(request.resourceType()) && !notWords) requested.push(url.pathname);
  };
  page.on("request", record);
  await page.getByLabel(email).fill("priya@");
  await page.getByRole("button", { name: send }).click();
  await expect(page.getByText(shownText)).toBeVisible();
  page.off("request", record);
  const shown = await page.evaluate(() => (window as unknown as { shownErrors: string[] }).shownErrors);
  return { shown, requested: requested.sort() };
}

test("a Hindi form's errors are Hindi from the first one shown, and their words cost no request", async ({ page }) => {
  const english = await firstErrors(page, "/ContactUs", "Send Message", /^Email Address/, "Invalid email address");
  const hindi = await firstErrors(
    page,
    "/hi/ContactUs",
    "संदेश भेजें",
    /^ई-मेल पता/,
    contactMessages.validation.emailInvalid,
  );
  expect(hindi.shown[0]).toBe(contactMessages.validation.firstNameRequired);
  expect(hindi.shown).toContain(contactMessages.validation.emailInvalid);
  // Never an English one, not even for a moment.
  expect(hindi.shown.filter((text) => /[A-Za-z]{2}/.test(text))).toEqual([]);
  // The words came with the page: the Hindi form asks for nothing the English one does not.
  expect(hindi.requested).toEqual(english.requested);
});

test("Contact Us in Hindi: Hindi errors first, then the message arrives intact", async ({ page }) => {
  const firstName = `प्रिया${Date.now().toString(36)}`;
  const text = "हमारे गाँव के स्कूल में पुस्तकालय चाहिए। क्या आप मदद करेंगे?";
  await page.goto("/hi/ContactUs");
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByText(contactMessages.validation.firstNameRequired)).toBeVisible();
  await expect(page.getByText(contactMessages.validation.consentRequired)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "main");

  await page.getByLabel(/^पहला नाम/).fill(firstName);
  await page.getByLabel(/^उपनाम/).fill("शर्मा");
  await page.getByLabel(/^ई-मेल पता/).fill("priya@example.in");
  await page.getByLabel(/^विषय/).selectOption("general");
  await page.getByRole("textbox", { name: "संदेश", exact: true }).fill(text);
  await page.getByLabel(/गोपनीयता नीति/).check();
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByText(contactMessages.contactUs.success).first()).toBeVisible();

  // Stored as typed: the admin's inbox reads the same Devanagari.
  const headers = await adminApiHeaders(page);
  const list = await page.request.get("/api/contact?pageSize=100", { headers });
  const items = ((await list.json()) as { data: { items: { id: string; firstName: string; message: string }[] } }).data
    .items;
  const mine = items.filter((item) => item.firstName === firstName);
  expect(mine.map((item) => item.message)).toEqual([text]);
  for (const item of mine) await page.request.delete(`/api/contact/${item.id}`, { headers });
});

test("a Hindi post comes first on /hi/blog and opens in Hindi", async ({ page }) => {
  const headers = await adminApiHeaders(page);
  const title = `गाँव का पुस्तकालय ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/blogs", {
    headers,
    data: {
      title,
      excerpt: "बच्चों ने मिलकर अपना पुस्तकालय बनाया।",
      content: "## शुरुआत\n\nहर शनिवार कहानी का समय।",
      tags: ["शिक्षा"],
      language: "hi",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  try {
    await page.goto("/hi/blog");
    const first = page.locator("main article").first();
    await expect(first).toContainText(title);
    await first.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(/\/hi\/blog\/.+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  } finally {
    await page.request.delete(`/api/blogs/${id}`, { headers });
  }
});

test("moving between Hindi pages in the browser, each page brings the words its family shares", async ({ page }) => {
  await page.goto("/hi");
  await waitForHydration(page);
  const allowed = await hindiLatinAllowed({
    name: (await page.locator('meta[property="og:site_name"]').getAttribute("content")) ?? "",
    address: (await page.locator("footer address").textContent()) ?? "",
  });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  // Posts and photos other tests write are in English: the cards (articles) are not the site's words.
  const expectHindi = async (path: string) => {
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator("main h1")).toBeVisible();
    expect(latinOnlyOf(await hindiSenseTexts(page, "article"), allowed), path).toEqual([]);
  };
  await page.locator('footer a[href="/hi/ContactUs"]').click();
  await expectHindi("/hi/ContactUs");
  // The subject's options are a shared catalogue's (optionLabels), brought by this page's loader.
  await expect(page.getByLabel(/^विषय/).locator("option").nth(1)).not.toHaveText(/^[A-Za-z ]+$/);
  await page.locator('footer a[href="/hi/blog"]').click();
  await expectHindi("/hi/blog");
  await page.locator("header nav").getByRole("button", { name: "और भी" }).click();
  await page.locator('header nav a[href="/hi/Gallery"]').click();
  await expectHindi("/hi/Gallery");
  // Every move was the browser's own: the site layout's words stayed from the first page.
  expect(documents).toEqual([]);
});

/** The suggestion's own code (loaded only by a browser whose first language is Hindi). */
const SUGGESTION_CHUNK = /\/assets\/hindi-suggestion-[\w-]+\.js$/;

/** Resolves once the page has loaded the suggestion's code and drawn what it decided. */
async function afterTheSuggestionLook(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        (pattern) =>
          performance
            .getEntriesByType("resource")
            .some((entry) => new RegExp(pattern).test(new URL(entry.name).pathname)),
        SUGGESTION_CHUNK.source,
      ),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * The layout shifts (what Lighthouse's CLS adds up) since the suggestion's code
 * arrived, with what moved: drawing it must move nothing on the page.
 */
const shiftsSinceTheSuggestion = (page: Page) =>
  page.evaluate(
    (pattern) =>
      new Promise<string[]>((resolve) => {
        const chunk = performance
          .getEntriesByType("resource")
          .find((entry) => new RegExp(pattern).test(new URL(entry.name).pathname)) as PerformanceResourceTiming;
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.startTime < chunk.responseEnd) continue;
            const moved = entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML.slice(0, 80));
            shifts.push(`${entry.value}: ${moved.join(", ")}`);
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(shifts), 100);
      }),
    SUGGESTION_CHUNK.source,
  );

test.describe("a browser whose first language is Hindi (hi-IN)", () => {
  test.use({ locale: "hi-IN" });
  const suggestion = (page: Page) => page.getByRole("complementary", { name: "भाषा का सुझाव" });

  test("is offered the same page in Hindi on an English page, until it closes the suggestion", async ({ page }) => {
    await page.goto("/AboutUs");
    await expect(suggestion(page)).toBeVisible();
    await expect(suggestion(page).getByRole("link", { name: "यह पृष्ठ हिन्दी में पढ़ें" })).toHaveAttribute(
      "href",
      "/language?to=hi&next=%2FAboutUs",
    );
    // Drawn over the page after it was shown: nothing on it moved.
    await expect(suggestion(page)).toHaveCSS("position", "fixed");
    expect(await shiftsSinceTheSuggestion(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await suggestion(page).getByRole("button", { name: "यह सुझाव बंद करें" }).click();
    await expect(suggestion(page)).toBeHidden();
    // Remembered on this device: not on the next page, nor after a reload.
    await page.goto("/Education");
    await afterTheSuggestionLook(page);
    await expect(page.getByTestId("hindi-suggestion")).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await afterTheSuggestionLook(page);
    await expect(page.getByTestId("hindi-suggestion")).toHaveCount(0);
  });

  test("never on a Hindi page; followed, it opens the page in Hindi and is not offered again", async ({ page }) => {
    await page.goto("/hi/Education");
    await afterTheSuggestionLook(page);
    await expect(page.getByTestId("hindi-suggestion")).toHaveCount(0);

    await page.goto("/Education");
    await suggestion(page).getByRole("link", { name: "यह पृष्ठ हिन्दी में पढ़ें" }).click();
    await expect(page).toHaveURL("/hi/Education");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    // A language chosen (the switch's cookie): English pages no longer offer it.
    await page.goto("/Education");
    await afterTheSuggestionLook(page);
    await expect(page.getByTestId("hindi-suggestion")).toHaveCount(0);
  });
});

test("a browser whose first language is not Hindi is never offered the suggestion, nor sent its code", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/AboutUs");
  // The page's look waits for the load and an idle moment, as this does: idle callbacks run in turn.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200), { timeout: 2000 })),
  );
  expect(requested.filter((path) => SUGGESTION_CHUNK.test(path))).toEqual([]);
  await expect(page.getByTestId("hindi-suggestion")).toHaveCount(0);
});
