/**
 * Content pages I (issue 8): Home, About, InnerAboutUs, Leadership, Mentors, Our Team,
 * Reach, Key Players, FAQs, Career and Work With Us. Every page loads with its heading
 * and key figures and has no serious axe violation; buttons land where the spec says;
 * tabs, the FAQ accordion, the careers filter and the home QR behave as specified.
 */
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const main = (page: Page) => page.getByRole("main");

/** The whole page, header and footer included. */
const checkA11y = (page: Page) => expectNoSeriousA11yViolations(page);

/** Figures given as strings must be the whole text of an element; regular expressions may sit inside a sentence. */
const pagesUnderTest: { path: string; heading: string; figures: (string | RegExp)[] }[] = [
  {
    path: "/",
    heading: "Every child in school. Every woman earning. Every village thriving.",
    figures: ["4053+", "5+", "15+", "20+", "2025", "100+", "₹500", "₹1000", "₹2500"],
  },
  { path: "/AboutUs", heading: "About Us", figures: ["100,000", "500", "50,000", "100", "4053+", "2025"] },
  { path: "/InnerAboutUs", heading: "About the Foundation", figures: [/founded in 2025/] },
  { path: "/Leadership", heading: "Our Leadership", figures: ["Founder & Executive Director"] },
  {
    path: "/Mentors",
    heading: "Our Mentors",
    figures: ["1,000+", "95%", "15+", "25+", /\b6 months/, /\b12 months/, /\b3 months/, /\b9 months/],
  },
  { path: "/OurTeam", heading: "Our Team", figures: [] },
  // Its headline figures are the shared ones (decision 070): the states, districts, villages and lives figures.
  { path: "/Reach", heading: "Our Reach", figures: ["5+", "15+", "515", "100+"] },
  { path: "/OurKeyPlayers", heading: "Our Key Players", figures: ["120+"] },
  { path: "/FAQs", heading: "Frequently Asked Questions", figures: [] },
  { path: "/Career", heading: "Career Opportunities", figures: [] },
  { path: "/WorkWithUs", heading: "Work With Us", figures: ["6 positions found"] },
];

test.describe("every page of issue 8", () => {
  for (const { path, heading, figures } of pagesUnderTest) {
    test(`${path} loads with its heading and figures, without serious axe violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      for (const figure of figures) {
        const locator = main(page).getByText(figure, { exact: typeof figure === "string" });
        await expect(locator.first(), String(figure)).toBeVisible();
      }
      await checkA11y(page);
    });
  }

  test("each page has its own title and description, and headings do not skip levels", async ({ page }) => {
    // One test visits every page of the list: it gets the time of several.
    test.slow();
    const titles = new Set<string>();
    for (const { path } of pagesUnderTest) {
      await page.goto(path);
      const title = await page.title();
      titles.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      const levels = await main(page)
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((els) => els.filter((el) => !el.closest("[hidden]")).map((el) => Number(el.tagName[1])));
      levels.reduce((previous, level) => {
        expect(level - previous, `${path}: h${previous} followed by h${level}`).toBeLessThanOrEqual(1);
        return level;
      }, 1);
    }
    expect(titles.size).toBe(pagesUnderTest.length);
  });
});

test.describe("Home", () => {
  test("the QR code and UPI link follow the chosen amount @phone", async ({ page }) => {
    await page.goto("/");
    const qr = page.getByTestId("upi-qr");
    const link = page.getByTestId("upi-pay-link");
    await expect(qr).toHaveAttribute("data-amount", "500");
    await expect(qr).toHaveAttribute("aria-label", /₹500/);
    await expect(link).toHaveAttribute("href", /^upi:\/\/pay\?pa=[^&]+@[^&]+&pn=[^&]+&am=500\.00&cu=INR/);
    const path500 = await qr.locator("path").getAttribute("d");

    const choose = async (label: string) => {
      await main(page).locator("label").filter({ hasText: label }).click();
      await expect(page.getByRole("radio", { name: new RegExp(label) })).toBeChecked();
    };
    await choose("₹1000");
    await expect(qr).toHaveAttribute("data-amount", "1000");
    await expect(link).toHaveAttribute("href", /&am=1000\.00&cu=INR/);
    const path1000 = await qr.locator("path").getAttribute("d");
    expect(path1000).not.toBe(path500);

    await choose("₹2500");
    await expect(link).toHaveAttribute("href", /&am=2500\.00&cu=INR/);

    await choose("Any amount");
    await expect(qr).toHaveAttribute("data-amount", "any");
    await expect(link).not.toHaveAttribute("href", /am=/);
    await expect(main(page).getByText("pragatifoundation@sbi").first()).toBeVisible();
  });

  test("the pay-with-an-app link shows on phones only", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("upi-pay-link")).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("upi-pay-link")).toBeVisible();
    await expect(page.getByTestId("upi-pay-link")).toHaveText("Pay with a UPI app");
  });

  test.describe("on a phone", () => {
    test.use({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      permissions: ["clipboard-read", "clipboard-write"],
    });

    test("the UPI card leads with the pay link and Copy UPI ID, the QR code after, for another device", async ({
      page,
    }) => {
      await page.goto("/");
      const card = main(page).locator("#donate");
      const top = async (locator: import("@playwright/test").Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
      const pay = page.getByTestId("upi-pay-link");
      const copy = card.getByRole("button", { name: "Copy UPI ID" });
      const qr = page.getByTestId("upi-qr");
      await expect(card.getByRole("heading", { name: "Donate by UPI" })).toBeVisible();
      await expect(card.getByText("For another device")).toBeVisible();
      expect(await top(pay)).toBeLessThan(await top(copy));
      expect(await top(copy)).toBeLessThan(await top(qr));
      // Smaller than the pay button is wide: the QR code is not what a phone donor uses.
      expect((await qr.boundingBox())?.width).toBeLessThan(((await pay.boundingBox())?.width ?? 0) * 0.6);

      await copy.click();
      await expect(card.getByRole("status").filter({ hasText: "UPI ID copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("pragatifoundation@sbi");
    });

    test("in Hindi too", async ({ page }) => {
      await page.goto("/hi");
      const card = main(page).locator("#donate");
      await card.getByRole("button", { name: "UPI आईडी कॉपी करें" }).click();
      await expect(card.getByRole("status").filter({ hasText: "UPI आईडी कॉपी हो गई" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("pragatifoundation@sbi");
    });
  });

  test("on a wide screen the QR code comes first, then the UPI ID", async ({ page }) => {
    await page.goto("/");
    const card = main(page).locator("#donate");
    await expect(card.getByRole("heading", { name: "Scan to donate" })).toBeVisible();
    const qrBox = await page.getByTestId("upi-qr").boundingBox();
    const copyBox = await card.getByRole("button", { name: "Copy UPI ID" }).boundingBox();
    expect(qrBox?.y).toBeLessThan(copyBox?.y ?? 0);
  });

  test("the QR code is in the server-rendered HTML, with JSON-LD (data, never run: the CSP lists no hash for it)", async ({
    request,
  }) => {
    const response = await request.get("/");
    const html = await response.text();
    expect(html).toContain('data-testid="upi-qr"');
    const script = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    const hash = createHash("sha256")
      .update(script?.[1] ?? "")
      .digest("base64");
    // Hashing it would let a running script with the same text through (issue 40).
    expect(response.headers()["content-security-policy"]).not.toContain(`'sha256-${hash}'`);
    const data = JSON.parse(script?.[1] ?? "{}");
    expect(data["@type"]).toBe("NGO");
    expect(data.foundingDate).toBe("2025");
    expect(data.contactPoint.length).toBeGreaterThanOrEqual(2);
    expect(data.potentialAction["@type"]).toBe("DonateAction");
  });

  test("Get Involved goes to /GetInTouch; programme cards link to programme pages; no Latest Updates without posts", async ({
    page,
  }) => {
    await page.goto("/");
    for (const [name, href] of [
      ["Explore Education", "/Education"],
      ["Explore Livelihood", "/Livelihood"],
      ["Explore Women Empowerment", "/WomenEmpowerment"],
      ["Explore Skill Development", "/SkillDevelopment"],
      ["Explore Environment", "/Environment"],
    ]) {
      await expect(main(page).getByRole("link", { name, exact: true })).toHaveAttribute("href", href as string);
    }
    await expect(main(page).getByText("Latest Updates")).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "View All Posts" })).toHaveCount(0);
    await main(page).getByRole("link", { name: "Get Involved", exact: true }).click();
    await expect(page).toHaveURL(/\/GetInTouch$/);
  });

  test("the donation banner scrolls and can be paused", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Donation appeal" });
    await expect(banner.getByText("₹500 educates a child for a month").first()).toBeVisible();
    const pause = banner.getByRole("button", { name: "Pause scrolling" });
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    const state = await banner
      .locator(".donation-banner-track")
      .evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(state).toBe("paused");
  });
});

test.describe("navigation buttons", () => {
  test("Reach: Partner With Us to /GetInTouch; Coming Soon disabled; Become a Partner and View Partnership Opportunities lead on", async ({
    page,
  }) => {
    await page.goto("/Reach");
    await expect(main(page).getByRole("button", { name: "Coming Soon" })).toBeDisabled();
    // Decision 064: the specification's two buttons did nothing.
    await expect(main(page).getByRole("link", { name: "Become a Partner", exact: true })).toHaveAttribute(
      "href",
      "/CorporatePartnerships",
    );
    await expect(main(page).getByRole("link", { name: "View Partnership Opportunities", exact: true })).toHaveAttribute(
      "href",
      "/Career",
    );
    await main(page).getByRole("link", { name: "Partner With Us", exact: true }).click();
    await expect(page).toHaveURL(/\/GetInTouch$/);
  });

  test("Key Players: View Opportunities to /WorkWithUs, Contact Us to /GetInTouch", async ({ page }) => {
    await page.goto("/OurKeyPlayers");
    await expect(main(page).getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/GetInTouch",
    );
    await main(page).getByRole("link", { name: "View Opportunities", exact: true }).click();
    await expect(page).toHaveURL(/\/WorkWithUs$/);
  });

  test("FAQs: buttons to /ContactUs, /GetInTouch, /Education, /CorporatePartnerships and the application form", async ({
    page,
  }) => {
    await page.goto("/FAQs");
    const links = {
      "Contact Us": "/ContactUs",
      "Get In Touch": "/GetInTouch",
      "Explore Education Programs": "/Education",
      "Corporate Partnerships": "/CorporatePartnerships",
    };
    for (const [name, href] of Object.entries(links)) {
      await expect(main(page).getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // The site's own form (issue 41): a fresh site sets no outside one.
    const volunteer = main(page).getByRole("link", { name: "Volunteer With Us", exact: true });
    await expect(volunteer).toHaveAttribute("href", "/VolunteerInternship#apply");
    await main(page).getByRole("link", { name: "Explore Education Programs", exact: true }).click();
    await expect(page).toHaveURL(/\/Education$/);
  });

  test("Career: Apply Now opens the application form; five cards lead to their pages; Get In Touch", async ({
    page,
  }) => {
    await page.goto("/Career");
    const apply = main(page).getByRole("link", { name: "Apply Now", exact: true });
    await expect(apply).toHaveAttribute("href", "/VolunteerInternship#apply");
    // Decision 064: no "Coming Soon" for ways to join whose pages are open.
    await expect(main(page).getByRole("button", { name: "Coming Soon" })).toHaveCount(0);
    const leads: [string | RegExp, string][] = [
      ["Explore Fellowships", "/Fellowship"],
      ["View Open Positions", "/WorkWithUs"],
      ["Learn More about Corporate Partnerships", "/CorporatePartnerships"],
      ["Learn More about School Partnerships", "/SchoolPartnerships"],
      ["Learn More about Government Partnerships", "/GovernmentPartnerships"],
    ];
    for (const [name, href] of leads) {
      await expect(main(page).getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    for (const title of [
      "Fellowship Programs",
      "Work With Us",
      "Corporate Partnerships",
      "School Partnerships",
      "Government Partnerships",
    ]) {
      await expect(main(page).getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await main(page).getByRole("link", { name: "Get In Touch", exact: true }).click();
    await expect(page).toHaveURL(/\/GetInTouch$/);
  });

  test("Our Team links to Leadership, Mentors and Key Players", async ({ page }) => {
    await page.goto("/OurTeam");
    await expect(main(page).getByRole("link", { name: /Meet our mentors/ })).toHaveAttribute("href", "/Mentors");
    await expect(main(page).getByRole("link", { name: /Meet our key players/ })).toHaveAttribute(
      "href",
      "/OurKeyPlayers",
    );
    await main(page)
      .getByRole("link", { name: /Meet our leadership/ })
      .click();
    await expect(page).toHaveURL(/\/Leadership$/);
    await expect(main(page).getByRole("heading", { level: 3 })).toHaveCount(6);
  });

  test("Work With Us: general application to the site's form, Explore Fellowship Program to /Fellowship", async ({
    page,
  }) => {
    await page.goto("/WorkWithUs");
    const general = main(page).getByRole("link", { name: "Submit a General Application", exact: true });
    await expect(general).toHaveAttribute("href", "/VolunteerInternship#apply");
    await main(page).getByRole("link", { name: "Explore Fellowship Program", exact: true }).click();
    await expect(page).toHaveURL(/\/Fellowship$/);
  });

  test("Mentors shows six mentors, four programmes and the four steps", async ({ page }) => {
    await page.goto("/Mentors");
    await expect(main(page).locator("article")).toHaveCount(6);
    for (const step of ["Apply", "Match", "Connect", "Grow"]) {
      await expect(main(page).getByRole("heading", { name: new RegExp(`^Step \\d: ${step}$`) })).toBeVisible();
    }
    for (const title of ["Career Guidance", "Young Leaders", "Women Entrepreneurs", "Skills to Jobs"]) {
      await expect(main(page).getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
  });
});

test.describe("Reach tabs", () => {
  test("Geographic Reach is the default; clicking switches panels; exactly one tab is active", async ({ page }) => {
    await page.goto("/Reach");
    const tablist = page.getByRole("tablist", { name: "Our reach" });
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveCount(4);
    await expect(tablist.getByRole("tab", { name: "Geographic Reach" })).toHaveAttribute("aria-selected", "true");
    await expect(tablist.locator('[aria-selected="true"]')).toHaveCount(1);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    for (const region of ["North India", "West India", "East India", "South India"]) {
      await expect(panel.getByRole("heading", { name: region })).toBeVisible();
    }

    await tablist.getByRole("tab", { name: "Program Reach" }).click();
    await expect(tablist.getByRole("tab", { name: "Program Reach" })).toHaveAttribute("aria-selected", "true");
    await expect(tablist.locator('[aria-selected="true"]')).toHaveCount(1);
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Environmental Conservation" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "North India" })).toBeHidden();

    await tablist.getByRole("tab", { name: "Expansion Plans" }).click();
    for (const budget of ["₹15 Crores", "₹25 Crores", "₹100+ Crores"]) {
      await expect(page.getByRole("tabpanel").getByText(budget)).toBeVisible();
    }
    await tablist.getByRole("tab", { name: "Partnership Network" }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 4 })).toHaveCount(4);
  });

  test("every tab panel is free of serious axe violations", async ({ page }) => {
    await page.goto("/Reach");
    for (const tab of await main(page).getByRole("tab").all()) {
      await tab.click();
      await expectNoSeriousA11yViolations(page, "main");
    }
  });

  test("arrow keys, Home and End move and activate; focus follows; roving tabindex", async ({ page }) => {
    await page.goto("/Reach");
    const tab = (name: string) => page.getByRole("tab", { name });
    await tab("Geographic Reach").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Program Reach")).toBeFocused();
    await expect(tab("Program Reach")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Program Reach")).toHaveAttribute("tabindex", "0");
    await expect(tab("Geographic Reach")).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("End");
    await expect(tab("Partnership Network")).toBeFocused();
    await expect(tab("Partnership Network")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tab("Geographic Reach")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Partnership Network")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab("Geographic Reach")).toBeFocused();
    await expect(tab("Geographic Reach")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { selected: true })).toHaveCount(1);
    const panelId = await tab("Geographic Reach").getAttribute("aria-controls");
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  });
});

test.describe("FAQ accordion", () => {
  test("15 questions; one open at a time; clicking the open one closes it", async ({ page }) => {
    await page.goto("/FAQs");
    const questions = main(page).locator("button[aria-expanded]");
    await expect(questions).toHaveCount(15);
    await expect(main(page).locator('button[aria-expanded="true"]')).toHaveCount(0);

    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const firstPanel = page.locator(`[id="${await first.getAttribute("aria-controls")}"]`);
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toContainText("founded in 2025");

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstPanel).toBeHidden();
    await expect(main(page).locator('button[aria-expanded="true"]')).toHaveCount(1);

    await second.click();
    await expect(main(page).locator('button[aria-expanded="true"]')).toHaveCount(0);

    await questions.nth(14).focus();
    await page.keyboard.press("Enter");
    await expect(questions.nth(14)).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("Work With Us filter", () => {
  const count = (page: Page) => main(page).getByRole("status");
  const cards = (page: Page) => main(page).locator("article");

  test("categories count the openings they hold (decision 063); category and search combine @phone", async ({
    page,
  }) => {
    await page.goto("/WorkWithUs");
    await expect(count(page)).toHaveText("6 positions found");
    await expect(cards(page)).toHaveCount(6);
    for (const [label, n] of [
      ["All Positions", 6],
      ["Program", 2],
      ["Field Work", 1],
      ["Administration", 1],
      ["Technology", 1],
      ["Fundraising", 1],
    ] as const) {
      await expect(main(page).getByRole("button", { name: `${label} ${n}`, exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole("button", { name: "All Positions 6" })).toHaveAttribute("aria-pressed", "true");

    await main(page).getByRole("button", { name: "Technology 1" }).click();
    await expect(count(page)).toHaveText("1 position found");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText("Full-Stack Developer (Tech for Good)");

    await main(page).getByRole("button", { name: "Program 2" }).click();
    await expect(count(page)).toHaveText("2 positions found");

    const search = main(page).getByRole("searchbox", { name: "Search positions" });
    await search.fill("PATNA");
    await expect(count(page)).toHaveText("1 position found");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText("Women Empowerment Coordinator");

    await main(page).getByRole("button", { name: "All Positions 6" }).click();
    await search.fill("jaipur");
    await expect(count(page)).toHaveText("2 positions found");
    await search.fill("technology");
    await expect(count(page)).toHaveText("1 position found");
  });

  test("no match shows the empty state; Clear all filters resets category and search", async ({ page }) => {
    await page.goto("/WorkWithUs");
    await main(page).getByRole("button", { name: "Fundraising 1" }).click();
    await main(page).getByRole("searchbox", { name: "Search positions" }).fill("Jaipur");
    await expect(count(page)).toHaveText("0 positions found");
    await expect(main(page).getByRole("heading", { name: "No positions found" })).toBeVisible();
    await expect(
      main(page).getByText("Try adjusting your search criteria or check back later for new openings."),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await checkA11y(page);

    await main(page).getByRole("button", { name: "Clear all filters" }).click();
    await expect(count(page)).toHaveText("6 positions found");
    await expect(main(page).getByRole("searchbox", { name: "Search positions" })).toHaveValue("");
    await expect(main(page).getByRole("button", { name: "All Positions 6" })).toHaveAttribute("aria-pressed", "true");
    await expect(main(page).getByRole("heading", { name: "No positions found" })).toHaveCount(0);
  });

  test("opening cards show urgency, the first 3 requirements and 3 benefits", async ({ page }) => {
    await page.goto("/WorkWithUs");
    const first = cards(page).first();
    await expect(first.getByText("Urgent", { exact: true })).toBeVisible();
    await expect(first.getByRole("heading", { name: "Requirements" }).locator("xpath=..").locator("li")).toHaveCount(3);
    await expect(first.getByRole("heading", { name: "Benefits" }).locator("xpath=..").locator("li")).toHaveCount(3);
    for (const label of ["Urgent", "Priority", "Open"]) {
      await expect(cards(page).getByText(label, { exact: true }).first()).toBeVisible();
    }
  });
});
