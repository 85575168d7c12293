import { PUBLIC_ROUTES } from "../support/public-routes.ts";
import { expect, test } from "./fixtures.ts";

test.describe("server rendering", () => {
  test("pages arrive as HTML with their heading, title and description", async ({ request }) => {
    const res = await request.get("/AboutUs");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect(html).toContain("<title>About Us | Pragati Education Foundation</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(res.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  });

  test("every route of the specification answers", async ({ request }) => {
    const paths = [...PUBLIC_ROUTES, "/admin/login"];
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(await res.text(), path).toMatch(/<h1[\s>]/);
    }
  });

  test("static assets are content-hashed and cached for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const href = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(href).toMatch(/\/assets\/.+-[\w-]{8}\.js$/);
    const res = await request.get(href as string);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // No document headers and no validators on a file that is never revalidated.
    for (const name of ["x-frame-options", "permissions-policy", "etag", "last-modified", "x-request-id"]) {
      expect(headers[name], name).toBeUndefined();
    }
    // The page itself keeps them.
    expect((await request.get("/")).headers()["x-frame-options"]).toBe("DENY");
    // A chunk of an older build: a short 404, not a page.
    const gone = await request.get("/assets/gone-Ab12Cd34.js");
    expect(gone.status()).toBe(404);
    expect(gone.headers()["content-type"]).toMatch(/^text\/plain/);
  });
});

test("a first load draws its icons from copies in the page and parses no SVG file; icons drawn later get theirs from the sprite", async ({
  page,
  request,
}) => {
  /** The `<use>` addresses of the page's icons (`<Icon>`: a `<use>` of symbol `icon-<name>`). */
  const iconHrefs = () =>
    page.locator('svg > use[href*="#icon-"]').evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
  /** Each `<use>` names one symbol in the page: the server's copy, or one the browser added. */
  const expectOneSymbolEach = async (hrefs: string[], path: string) => {
    for (const href of hrefs) {
      expect(href, path).toMatch(/^#icon-[\w-]+$/);
      expect(await page.locator(`symbol${href}`).count(), href).toBe(1);
    }
  };
  for (const path of ["/", "/ContactUs"]) {
    await page.goto(path);
    const hrefs = await iconHrefs();
    expect(hrefs.length, path).toBeGreaterThan(5);
    // Each names a copy of its symbol that React drew into the page (decisions 052, 095)...
    await expectOneSymbolEach(hrefs, path);
    // ...so the page drew from no SVG file (nor an SVG tab icon, which Chromium decodes as
    // a document in the page's renderer too), and the icons are drawn, not empty boxes.
    // The sprite is only fetched once the page is idle, for icons drawn later.
    const svgFiles = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).flatMap((entry) =>
        /\.svg([?#]|$)/.test(entry.name) && entry.initiatorType !== "fetch" ? [entry.name] : [],
      ),
    );
    expect(svgFiles, path).toEqual([]);
    const search = page.locator('header use[href="#icon-search"]').first();
    await expect.poll(() => search.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(10);
  }
  // The outlined Hindi word of the language switch is drawn from its copy too.
  const hindiWord = page.locator('header use[href="#hindi-word"]').first();
  await expect.poll(() => hindiWord.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(10);

  // A page reached in the app draws the icons the first page had no copy of: the browser
  // adds their symbols from the sprite, each once.
  await page.goto("/privacy");
  const copied = await iconHrefs();
  await page.locator("footer").getByRole("link", { name: "Contact Us", exact: true }).first().click();
  await expect(page).toHaveURL(/\/ContactUs$/);
  // The address changes before React has drawn the new page (it renders in a transition).
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const hrefs = await iconHrefs();
  const drawnLater = hrefs.filter((href) => !copied.includes(href));
  expect(drawnLater.length).toBeGreaterThan(0);
  await expect.poll(() => page.locator(`symbol${drawnLater[0]}`).count()).toBe(1);
  await expectOneSymbolEach(hrefs, "/ContactUs in the app");
  const sprites = await page.evaluate(() => [
    ...new Set(
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).flatMap((entry) =>
        /\.svg([?#]|$)/.test(entry.name) ? [new URL(entry.name).pathname] : [],
      ),
    ),
  ]);
  expect(sprites, "one sprite, content-hashed").toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]{8}\.svg$/)]);
  const sprite = await request.get(sprites[0] as string);
  expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  const svg = await sprite.text();
  for (const href of drawnLater) expect(svg, href).toContain(`<symbol id="${href.slice(1)}"`);
  const later = page.locator(`svg > use[href="${drawnLater[0]}"]`).first();
  await expect.poll(() => later.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(5);
});

test("health answers ok", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok" });
});

test("an unknown path shows the 404 page with a 404 status", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("header dropdowns", () => {
  const nav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main navigation" });

  test("open one at a time and close on outside click and Escape", async ({ page }) => {
    await page.goto("/");
    const about = nav(page).getByRole("button", { name: "About Us" });
    const work = nav(page).getByRole("button", { name: "Our Work" });
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page).getByRole("link", { name: "Leadership", exact: true })).toBeVisible();

    await work.click();
    await expect(work).toHaveAttribute("aria-expanded", "true");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page).getByRole("link", { name: "Leadership", exact: true })).toBeHidden();

    await page.mouse.click(640, 600);
    await expect(work).toHaveAttribute("aria-expanded", "false");

    await work.focus();
    await page.keyboard.press("Enter");
    await expect(work).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: /^Education/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(work).toHaveAttribute("aria-expanded", "false");
    await expect(work).toBeFocused();
  });

  test("a click on a menu the pointer opened keeps it open; the next click closes it", async ({ page }) => {
    await page.goto("/");
    const about = nav(page).getByRole("button", { name: "About Us" });
    const leadership = nav(page).getByRole("link", { name: "Leadership", exact: true });
    await about.hover();
    await expect(leadership).toBeVisible();
    // A person reads the menu that appeared, then clicks the name under the pointer.
    await page.waitForTimeout(800);
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(leadership).toBeVisible();
    // A second, deliberate click closes it; a third opens it again, and Escape closes it.
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(leadership).toBeHidden();
    await about.click();
    await expect(leadership).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(leadership).toBeHidden();
  });

  test("close 200 ms after the pointer leaves, and stay open if it returns in time", async ({ page }) => {
    await page.goto("/");
    const more = nav(page).getByRole("button", { name: "More" });
    await more.hover();
    await expect(more).toHaveAttribute("aria-expanded", "true");

    // Leave and come back quickly: stays open.
    await page.mouse.move(640, 500);
    await more.hover();
    await page.waitForTimeout(350);
    await expect(more).toHaveAttribute("aria-expanded", "true");

    // Leave for good: closed after the delay, not before. Both moments are taken
    // inside the page (pointer leaving, attribute changing), so test latency does not count.
    await page.evaluate(() => {
      const button = [...document.querySelectorAll("nav button")].find((b) => b.textContent?.trim() === "More");
      const item = button?.closest("li");
      const w = window as unknown as { leftAt?: number; closedAfter?: number };
      item?.addEventListener("pointerleave", () => {
        w.leftAt = performance.now();
      });
      new MutationObserver(() => {
        if (button?.getAttribute("aria-expanded") === "false" && w.leftAt !== undefined) {
          w.closedAfter = performance.now() - w.leftAt;
        }
      }).observe(button as Element, { attributes: true });
    });
    await page.mouse.move(640, 500);
    const closedAfter = await page
      .waitForFunction(() => (window as unknown as { closedAfter?: number }).closedAfter)
      .then((handle) => handle.jsonValue() as Promise<number>);
    expect(closedAfter).toBeGreaterThanOrEqual(190);
    expect(closedAfter).toBeLessThan(1000);
  });

  test("navigating through a dropdown closes it and lands on the page", async ({ page }) => {
    await page.goto("/");
    await nav(page).getByRole("button", { name: "Our Work" }).click();
    await nav(page)
      .getByRole("link", { name: /^Environment/ })
      .click();
    await expect(page).toHaveURL(/\/Environment$/);
    await expect(page.getByRole("heading", { level: 1, name: "Environment" })).toBeVisible();
    await expect(nav(page).getByRole("button", { name: "Our Work" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the volunteer link opens the site's own application form", async ({ page }) => {
    await page.goto("/");
    await nav(page).getByRole("button", { name: "Career" }).click();
    const link = nav(page).getByRole("link", { name: /Volunteer & Internship/ });
    await expect(link).not.toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", "/VolunteerInternship#apply");
  });
});

test("the search box opens the results page on Enter only when there is text", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("search", { name: "Search the site" }).getByRole("searchbox");
  await search.press("Enter");
  await search.fill("   ");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await search.fill("scholarship");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=scholarship$/);
});

test("the footer links and the newsletter box", async ({ page }) => {
  await page.goto("/AboutUs");
  const footer = page.getByRole("contentinfo");
  for (const [name, path] of [
    ["Our Team", "/OurTeam"],
    ["Contact Us", "/ContactUs"],
    ["Blog", "/blog"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", path as string);
  }
  await expect(footer.getByText("4053+")).toBeVisible();
  await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91/);
  await footer.getByRole("textbox", { name: "Your e-mail address" }).fill("someone@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing!" })).toBeVisible();
  await expect(page).toHaveURL(/\/AboutUs$/);
});

test.describe("phone menu @phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the language switch is in the header bar, menu closed, and the bar fits 390 px in both languages", async ({
    page,
  }) => {
    for (const [path, other, otherPath] of [
      ["/Education", "हिन्दी", "/hi/Education"],
      ["/hi/Education", "English EN", "/Education"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: /Open menu|मेन्यू खोलें/ })).toHaveAttribute("aria-expanded", "false");
      const header = page.getByRole("banner");
      const switchLink = header.getByRole("link", { name: other, exact: true });
      await expect(switchLink).toBeVisible();
      // Every control of the bar inside the screen, none wider than the page.
      const bar = await header.evaluate((element) => {
        const inside = [...element.querySelectorAll("a, button")]
          .map((control) => control.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .every((box) => box.left >= 0 && box.right <= window.innerWidth);
        return { inside, overflow: document.documentElement.scrollWidth - window.innerWidth };
      });
      expect(bar, path).toEqual({ inside: true, overflow: 0 });
      await switchLink.click();
      await expect(page).toHaveURL(otherPath);
    }
  });

  test("toggles, and closes after navigation", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main navigation" });
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("button", { name: "About Us" }).click();
    await menu.getByRole("link", { name: "Mentors" }).click();
    await expect(page).toHaveURL(/\/Mentors$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Mentors" })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
