/**
 * Content pages II (issue 9): the programme pages, Fellowship and the three
 * partnership pages. Headings and headline figures, default and switched tabs,
 * disabled Coming Soon buttons, "+N more" module counts, navigation buttons,
 * external links, buttons without action, 390 px layout and axe-core checks.
 */
import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// The server's default (server/config.ts) unless the environment sets another.

const PAGES = [
  { path: "/Education", heading: "Education Initiatives" },
  { path: "/Livelihood", heading: "Livelihood Enhancement" },
  { path: "/WomenEmpowerment", heading: "Women Empowerment" },
  { path: "/SkillDevelopment", heading: "Skill Development" },
  { path: "/Environment", heading: "Environment" },
  { path: "/Fellowship", heading: "Fellowship Programme" },
  { path: "/CorporatePartnerships", heading: "Corporate Partnerships" },
  { path: "/SchoolPartnerships", heading: "School Partnerships" },
  { path: "/GovernmentPartnerships", heading: "Government Partnerships" },
] as const;

const main = (page: Page) => page.getByRole("main");

async function expectFigures(scope: Locator, figures: readonly string[]) {
  for (const figure of figures) await expect(scope.getByText(figure, { exact: true }).first()).toBeVisible();
}

/** The one visible tab panel. */
const activePanel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');

/** Checks the default tab, then that every tab shows its own panel (identified by a heading) and hides the others. */
async function checkTabs(page: Page, tabs: readonly { name: string; panelHeading: string }[]) {
  const tablist = main(page).getByRole("tablist");
  await expect(tablist.getByRole("tab")).toHaveCount(tabs.length);
  const first = tabs[0]!;
  await expect(tablist.getByRole("tab", { selected: true })).toHaveText(first.name);
  await expect(activePanel(page)).toHaveCount(1);
  await expect(activePanel(page).getByRole("heading", { name: first.panelHeading, exact: true })).toBeVisible();
  for (const tab of [...tabs.slice(1), first]) {
    await tablist.getByRole("tab", { name: tab.name, exact: true }).click();
    await expect(tablist.getByRole("tab", { name: tab.name, exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(activePanel(page)).toHaveCount(1);
    await expect(activePanel(page).getByRole("heading", { name: tab.panelHeading, exact: true })).toBeVisible();
    for (const other of tabs.filter((t) => t !== tab)) {
      await expect(page.getByRole("heading", { name: other.panelHeading, exact: true })).toBeHidden();
    }
  }
}

async function expectNavigates(page: Page, from: string, name: string, to: string) {
  await page.goto(from);
  await main(page).getByRole("link", { name, exact: true }).first().click();
  await expect(page).toHaveURL(to);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** A fresh site has no outside form: volunteering goes to the site's own application form (issue 41). */
async function expectOwnForm(link: Locator) {
  await expect(link).toHaveAttribute("href", "/VolunteerInternship#apply");
  await expect(link).not.toHaveAttribute("target", "_blank");
}

async function expectComingSoon(buttons: Locator, count: number) {
  await expect(buttons).toHaveCount(count);
  for (const button of await buttons.all()) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveText("Coming Soon");
  }
}

test.describe("every page of issue 9", () => {
  for (const { path, heading } of PAGES) {
    test(`${path} arrives server-rendered with its heading`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`>${heading}</h1>`);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // Heading levels never skip (h1, then h2, h3 ...).
      const levels = await page
        .locator("main :is(h1,h2,h3,h4,h5,h6):visible")
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
  }
});

test.describe("Education", () => {
  test("shows its stats, four programmes, two stories and three steps", async ({ page }) => {
    await page.goto("/Education");
    await expectFigures(main(page), ["4053+", "20+", "15+", "5+"]);
    for (const title of [
      "Community Learning Centres",
      "Digital Literacy",
      "Scholarships & Mentoring",
      "Teacher Training",
    ]) {
      await expect(main(page).getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole("blockquote")).toHaveCount(2);
    await expect(main(page).getByRole("heading", { name: "Get involved in three steps" })).toBeVisible();
    await expect(main(page).locator("ol > li")).toHaveCount(3);
    await expect(main(page).getByRole("img", { name: /learning centre/ })).toBeVisible();
  });

  test("Get Involved and Contact Us Today go to /GetInTouch", async ({ page }) => {
    await expectNavigates(page, "/Education", "Get Involved", "/GetInTouch");
    await expectNavigates(page, "/Education", "Contact Us Today", "/GetInTouch");
  });

  test("Volunteer Now and Apply to Volunteer open the site's own application form", async ({ page }) => {
    await page.goto("/Education");
    await expectOwnForm(main(page).getByRole("link", { name: /^Volunteer Now/ }));
    await expectOwnForm(main(page).getByRole("link", { name: /^Apply to Volunteer/ }));
  });
});

test.describe("Livelihood", () => {
  test("tabs: entrepreneurship by default, each with three initiatives", async ({ page }) => {
    await page.goto("/Livelihood");
    const tabs = [
      { name: "Entrepreneurship", panelHeading: "Micro-enterprise development" },
      { name: "Employment", panelHeading: "Jobs close to home" },
      { name: "Financial Inclusion", panelHeading: "Money that works for families" },
      { name: "Cooperatives", panelHeading: "Stronger together" },
    ];
    await checkTabs(page, tabs);
    for (const tab of tabs) {
      await page.getByRole("tab", { name: tab.name, exact: true }).click();
      const panel = activePanel(page);
      await expect(panel.getByRole("article")).toHaveCount(3);
      await expect(panel.getByText("Beneficiaries", { exact: true })).toHaveCount(3);
      await expect(panel.getByText("Success rate", { exact: true })).toHaveCount(3);
    }
  });

  test("shows success stories and the join process", async ({ page }) => {
    await page.goto("/Livelihood");
    await expect(main(page).getByRole("heading", { name: "Success stories", exact: true })).toBeVisible();
    await expect(main(page).getByRole("blockquote")).toHaveCount(3);
    await expect(main(page).getByRole("heading", { name: "How to join a livelihood programme" })).toBeVisible();
  });
});

test.describe("Women Empowerment", () => {
  test("shows four programmes, three stories and a call to action", async ({ page }) => {
    await page.goto("/WomenEmpowerment");
    for (const title of ["Self-Help Groups", "Skills & Enterprise", "Health & Hygiene", "Leadership & Rights"]) {
      await expect(main(page).getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole("blockquote")).toHaveCount(3);
    await expectOwnForm(main(page).getByRole("link", { name: /^Volunteer Now/ }));
    await main(page).getByRole("link", { name: "Get Involved", exact: true }).click();
    await expect(page).toHaveURL("/GetInTouch");
  });
});

test.describe("Skill Development", () => {
  const courses: Record<string, { tab: string; more: string | null }> = {
    "Computer Basics & Office Tools": { tab: "Technical", more: "+2 more" },
    "Web Development Foundations": { tab: "Technical", more: "+3 more" },
    "Mobile Repair Technician": { tab: "Technical", more: "+1 more" },
    "Electrician & Solar Installation": { tab: "Vocational", more: "+2 more" },
    "Tailoring & Garment Making": { tab: "Vocational", more: "+2 more" },
    "Healthcare Assistant": { tab: "Vocational", more: "+3 more" },
    "Graphic Design": { tab: "Creative", more: "+1 more" },
    "Photography & Video": { tab: "Creative", more: "+1 more" },
    "Handicraft Design & Marketing": { tab: "Creative", more: null },
    "Start Your Own Business": { tab: "Business", more: "+2 more" },
    "Digital Marketing": { tab: "Business", more: "+3 more" },
    "Retail & Customer Service": { tab: "Business", more: "+1 more" },
  };

  test("shows the headline stats", async ({ page }) => {
    await page.goto("/SkillDevelopment");
    await expectFigures(main(page), ["5,000+", "25+", "80%", "95%"]);
    for (const label of ["Students trained", "Skill programs", "Job placement rate", "Course completion"]) {
      await expect(main(page).getByText(label, { exact: true })).toBeVisible();
    }
  });

  test("tabs: technical by default; three courses each with 3 modules, +N more and a disabled Coming Soon", async ({
    page,
  }) => {
    await page.goto("/SkillDevelopment");
    await checkTabs(page, [
      { name: "Technical", panelHeading: "Technical" },
      { name: "Vocational", panelHeading: "Vocational" },
      { name: "Creative", panelHeading: "Creative" },
      { name: "Business", panelHeading: "Business" },
    ]);
    for (const tab of ["Technical", "Vocational", "Creative", "Business"]) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      const panel = activePanel(page);
      const cards = panel.getByRole("article");
      await expect(cards).toHaveCount(3);
      await expectComingSoon(panel.getByRole("button"), 3);
      for (const card of await cards.all()) {
        const title = (await card.getByRole("heading", { level: 4 }).textContent()) ?? "";
        const expected = courses[title];
        expect(expected?.tab, title).toBe(tab);
        await expect(card.getByTestId("course-modules").getByRole("listitem")).toHaveCount(3);
        const more = card.getByTestId("course-more-modules");
        if (expected?.more) await expect(more).toHaveText(expected.more);
        else await expect(more).toHaveCount(0);
        await expect(card.getByText(/^Duration: \d+ weeks$/)).toBeVisible();
        await expect(card.getByText("Certification:")).toBeVisible();
      }
    }
  });

  test("why-choose, three stories, and Get Information goes to /GetInTouch", async ({ page }) => {
    await page.goto("/SkillDevelopment");
    await expect(main(page).getByRole("heading", { name: "Why learn with us" })).toBeVisible();
    await expect(main(page).getByRole("blockquote")).toHaveCount(3);
    await main(page).getByRole("link", { name: "Get Information", exact: true }).click();
    await expect(page).toHaveURL("/GetInTouch");
  });
});

test.describe("Environment", () => {
  test("shows the four stats", async ({ page }) => {
    await page.goto("/Environment");
    await expectFigures(main(page), ["50,000+", "25", "15,000+", "3,000 tons"]);
  });

  test("tabs: conservation by default, each with three programmes showing impact and participants", async ({
    page,
  }) => {
    await page.goto("/Environment");
    const tabs = [
      { name: "Conservation", panelHeading: "Water and biodiversity conservation" },
      { name: "Clean-up Drives", panelHeading: "Clean-ups and waste management" },
      { name: "Tree Plantation", panelHeading: "Planting trees that survive" },
      { name: "Renewable Energy", panelHeading: "Clean energy for villages" },
    ];
    await checkTabs(page, tabs);
    for (const tab of tabs) {
      await page.getByRole("tab", { name: tab.name, exact: true }).click();
      await expect(activePanel(page).getByRole("article")).toHaveCount(3);
      await expect(activePanel(page).getByText("Impact", { exact: true })).toHaveCount(3);
      await expect(activePanel(page).getByText("Participants", { exact: true })).toHaveCount(3);
    }
  });

  test("three events whose Register Now goes where the staff set; Join as Volunteer opens the form; Learn More goes to /GetInTouch", async ({
    page,
  }) => {
    await page.goto("/Environment");
    const events = main(page).getByRole("region", { name: "Upcoming events" }).getByRole("article");
    await expect(events).toHaveCount(3);
    for (const event of await events.all()) {
      await expect(event.locator("time[datetime]")).toBeVisible();
      await expect(event.getByText("expected", { exact: true })).toBeVisible();
      await expect(event.getByRole("heading", { name: "Activities" })).toBeVisible();
    }
    // Decision 078: each event's Register Now goes where its "Register Now goes to" says (a new site: Get In Touch).
    const register = main(page).getByRole("link", { name: /^Register Now/ });
    await expect(register).toHaveCount(3);
    // The accessible name says which event (visually hidden words after the button's).
    await expect(register.first()).toHaveAccessibleName(/^Register Now ?: Yamuna Ghat Clean-up$/);
    for (const link of await register.all()) await expect(link).toHaveAttribute("href", "/GetInTouch");
    // Decision 064: the site's own application form, where the specification's button did nothing.
    await expectOwnForm(main(page).getByRole("link", { name: "Join as Volunteer", exact: true }));
    await expect(main(page).getByRole("heading", { name: "Ways to help" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Daily green tips" })).toBeVisible();
    // The visible words are the specification's; the accessible name adds what it is about.
    const learnMore = main(page).getByRole("link", { name: "Learn More about our environment work", exact: true });
    await expect(learnMore).toHaveText("Learn More about our environment work");
    await expect(learnMore.locator("span.sr-only")).toHaveCSS("position", "absolute");
    await learnMore.click();
    await expect(page).toHaveURL("/GetInTouch");
  });
});

test.describe("Fellowship", () => {
  test("tabs switch in place, Program Overview by default", async ({ page }) => {
    await page.goto("/Fellowship");
    await checkTabs(page, [
      { name: "Program Overview", panelHeading: "A paid year (or more) on the ground" },
      { name: "Fellowship Programs", panelHeading: "Fellowship Programs" },
      { name: "Application Process", panelHeading: "Application Process" },
      { name: "Alumni Stories", panelHeading: "Alumni Stories" },
    ]);
    await expect(page).toHaveURL("/Fellowship");
  });

  test("four programmes with stipends and durations, 3 responsibilities, 4 benefits and Coming Soon", async ({
    page,
  }) => {
    await page.goto("/Fellowship");
    await page.getByRole("tab", { name: "Fellowship Programs", exact: true }).click();
    const cards = activePanel(page).getByRole("article");
    await expect(cards).toHaveCount(4);
    const expected = [
      ["Social Impact Fellowship", "₹25,000 per month", "12 months"],
      ["Rural Development Fellowship", "₹30,000 per month", "18 months"],
      ["Women Empowerment Fellowship", "₹28,000 per month", "15 months"],
      ["Technology for Good Fellowship", "₹35,000 per month", "10 months"],
    ] as const;
    for (const [index, [title, stipend, duration]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 4 })).toHaveText(title);
      await expect(card.getByText(stipend, { exact: true })).toBeVisible();
      await expect(card.getByText(duration, { exact: true })).toBeVisible();
      const lists = card.locator("h5 + ul");
      await expect(card.getByRole("heading", { name: "Key responsibilities" })).toBeVisible();
      await expect(lists.nth(0).getByRole("listitem")).toHaveCount(3);
      await expect(lists.nth(1).getByRole("listitem")).toHaveCount(4);
    }
    await expectComingSoon(activePanel(page).getByRole("button", { name: "Coming Soon" }), 4);
  });

  test("five application steps with the 90-minute assessment and 45-60 minute interview; three alumni", async ({
    page,
  }) => {
    await page.goto("/Fellowship");
    await page.getByRole("tab", { name: "Application Process", exact: true }).click();
    await expect(activePanel(page).locator("ol > li")).toHaveCount(5);
    await expect(activePanel(page).getByText("90 minutes", { exact: true })).toBeVisible();
    await expect(activePanel(page).getByText("45-60 minutes", { exact: true })).toBeVisible();
    await expectComingSoon(activePanel(page).getByRole("button", { name: "Coming Soon" }), 1);
    await page.getByRole("tab", { name: "Alumni Stories", exact: true }).click();
    await expect(activePanel(page).getByRole("article")).toHaveCount(3);
  });

  test("every application action is Coming Soon; Get More Info goes to /GetInTouch", async ({ page }) => {
    await page.goto("/Fellowship");
    // The call to action's application button (the only one outside the tabs).
    await expectComingSoon(main(page).getByRole("button", { name: "Coming Soon" }).filter({ visible: true }), 1);
    await expect(main(page).getByRole("button", { name: /apply/i })).toHaveCount(0);
    await main(page).getByRole("link", { name: "Get More Info", exact: true }).click();
    await expect(page).toHaveURL("/GetInTouch");
  });
});

test.describe("Corporate Partnerships", () => {
  test("stats, and tabs with Partnership Types by default", async ({ page }) => {
    await page.goto("/CorporatePartnerships");
    // Lives and states cite the shared figures ({lives}, {states}).
    await expectFigures(main(page), ["50+", "₹25 Cr+", "100+", "5+"]);
    await checkTabs(page, [
      { name: "Partnership Types", panelHeading: "Partnership Types" },
      { name: "Current Partners", panelHeading: "Current Partners" },
      { name: "Partnership Process", panelHeading: "Partnership Process" },
      { name: "Success Metrics", panelHeading: "Success Metrics" },
    ]);
  });

  test("partnership types show the investment and duration ranges; Talk to Us goes to /GetInTouch", async ({
    page,
  }) => {
    await page.goto("/CorporatePartnerships");
    const panel = activePanel(page);
    await expectFigures(panel, ["₹10 lakhs-₹5 crores", "₹5 lakhs-₹50 lakhs", "₹50 lakhs-₹10 crores"]);
    await expectFigures(panel, ["1-3 years", "6 months-2 years", "3-5 years", "6 months-1 year"]);
    const talk = panel.getByRole("link", { name: /^Talk to Us/ });
    await expect(talk).toHaveCount(4);
    for (const link of await talk.all()) await expect(link).toHaveAttribute("href", "/GetInTouch");
  });

  test("the process shows its step durations; partners and metrics tabs have their content", async ({ page }) => {
    await page.goto("/CorporatePartnerships");
    await page.getByRole("tab", { name: "Partnership Process", exact: true }).click();
    const steps = activePanel(page).locator("ol > li");
    await expect(steps).toHaveCount(5);
    const durations = ["1-2 weeks", "2-3 weeks", "1-2 weeks", "6 months-3 years", "1 month"];
    for (const [i, duration] of durations.entries()) await expect(steps.nth(i)).toContainText(duration);
    await page.getByRole("tab", { name: "Current Partners", exact: true }).click();
    await expect(activePanel(page).getByRole("article")).toHaveCount(6);
    await expect(activePanel(page).getByText("Partner since", { exact: true })).toHaveCount(6);
  });

  test("Brochure and Sample Reports wait for Site details; Schedule Review and Schedule Consultation go to /GetInTouch", async ({
    page,
  }) => {
    await page.goto("/CorporatePartnerships");
    await page.getByRole("tab", { name: "Success Metrics", exact: true }).click();
    // Decision 064: a fresh site has no documents, so no button that would do nothing.
    for (const name of [/Download Brochure/, /View Sample Reports/]) {
      await expect(activePanel(page).getByRole("link", { name })).toHaveCount(0);
      await expect(activePanel(page).getByRole("button", { name })).toHaveCount(0);
    }
    await expect(activePanel(page).getByRole("link", { name: "Schedule Review", exact: true })).toHaveAttribute(
      "href",
      "/GetInTouch",
    );
    await main(page).getByRole("link", { name: "Schedule Consultation", exact: true }).click();
    await expect(page).toHaveURL("/GetInTouch");
  });
});

test.describe("School Partnerships", () => {
  test("tabs with Program Overview by default; four process steps; Schedule Consultation", async ({ page }) => {
    await page.goto("/SchoolPartnerships");
    await checkTabs(page, [
      { name: "Program Overview", panelHeading: "Working side by side with your school" },
      { name: "Partnership Programs", panelHeading: "Partnership Programs" },
      { name: "Success Stories", panelHeading: "Success Stories" },
      { name: "Partnership Process", panelHeading: "Partnership Process" },
    ]);
    await page.getByRole("tab", { name: "Partnership Programs", exact: true }).click();
    await expect(activePanel(page).getByRole("article")).toHaveCount(4);
    await page.getByRole("tab", { name: "Success Stories", exact: true }).click();
    await expect(activePanel(page).getByRole("blockquote")).toHaveCount(2);
    await page.getByRole("tab", { name: "Partnership Process", exact: true }).click();
    await expect(activePanel(page).locator("ol > li")).toHaveCount(4);
    await main(page).getByRole("link", { name: "Schedule Consultation", exact: true }).click();
    await expect(page).toHaveURL("/GetInTouch");
  });
});

test.describe("Government Partnerships", () => {
  test("tabs with Partnership Types by default; statuses; five steps; Schedule Meeting", async ({ page }) => {
    await page.goto("/GovernmentPartnerships");
    await checkTabs(page, [
      { name: "Partnership Types", panelHeading: "Partnership Types" },
      { name: "Current Partnerships", panelHeading: "Current Partnerships" },
      { name: "Our Advantages", panelHeading: "Our Advantages" },
      { name: "Partnership Process", panelHeading: "Partnership Process" },
    ]);
    await page.getByRole("tab", { name: "Current Partnerships", exact: true }).click();
    const cards = activePanel(page).getByRole("article");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) await expect(card.getByText(/^Status: (Active|Completing)$/)).toHaveCount(1);
    await page.getByRole("tab", { name: "Partnership Process", exact: true }).click();
    await expect(activePanel(page).locator("ol > li")).toHaveCount(5);
    await main(page).getByRole("link", { name: "Schedule Meeting", exact: true }).click();
    await expect(page).toHaveURL("/GetInTouch");
  });

  test("arrow keys move between tabs", async ({ page }) => {
    await page.goto("/GovernmentPartnerships");
    await page.getByRole("tab", { name: "Partnership Types", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Current Partnerships", exact: true })).toBeFocused();
    await expect(activePanel(page).getByRole("heading", { name: "Current Partnerships", exact: true })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Partnership Process", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});

test.describe("accessibility (axe-core)", () => {
  for (const { path } of PAGES) {
    test(`${path} has no serious or critical violation, in every tab`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
      // Hidden tab panels are not checked by axe: look at each one while it is shown.
      const tabs = await main(page).getByRole("tab").all();
      for (const tab of tabs.slice(1)) {
        await tab.click();
        // Let the tab buttons' colour transition finish, so axe measures the final colours.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
        await expectNoSeriousA11yViolations(page, "main");
      }
    });
  }
});

test.describe("phone layout @phone", () => {
  for (const { path, heading } of PAGES) {
    test(`${path} fits 390 px without horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});
