/**
 * Volunteer & Internship, Work With Us and the FAQs page (spec 2.8, 2.13, 2.18, 9),
 * checked on what a new site starts with, as their routes draw them: the openings'
 * figures, the headline figures cited by name, the boxes and buttons around the staff's
 * questions and openings.
 */
import { describe, expect, it } from "vitest";
import { blockOf } from "~/blocks/render-for-test";
import { initialPages } from "../../server/content-seed/pages/index";
import { shownOnNewSite as shown } from "./page-document-for-test";

describe("Volunteer & Internship (spec 2.18, 9)", () => {
  const application = (locale: "en" | "hi" = "en") =>
    blockOf(shown("volunteerInternship", locale).blocks, "application");

  it("has 4 volunteer roles with the specified weekly time commitments", () => {
    expect(application().volunteerRoles.map((role) => role.time)).toEqual([
      "4-6 hours/week",
      "6-8 hours/week",
      "Flexible",
      "10-15 hours/week",
    ]);
  });

  it("has 3 internships with the specified durations and stipends", () => {
    expect(application().internships.map((i) => [i.duration, i.stipend])).toEqual([
      ["3-6 months", "₹5,000-8,000/month"],
      ["2-4 months", "₹4,000-6,000/month"],
      ["4-6 months", "₹6,000-9,000/month"],
    ]);
  });

  it("keeps the openings' ids in Hindi (an application sends its opening's id), their words in Hindi", () => {
    const english = application();
    const hindi = application("hi");
    expect(hindi.volunteerRoles.map((role) => role.id)).toEqual(english.volunteerRoles.map((role) => role.id));
    expect(hindi.internships.map((i) => i.id)).toEqual([
      "programme-management",
      "content-communications",
      "research-impact",
    ]);
    expect(hindi.volunteerRoles[0]?.title).toBe("शिक्षण सहायक");
    expect(hindi.form.heading.job).toBe("नौकरी का आवेदन");
  });
});

describe("Work With Us (spec 2.13, 9)", () => {
  it("opens with the openings counted, and the states and students cited from the shared figures", () => {
    const [hero] = shown("workWithUs").blocks;
    if (hero?.kind !== "hero") throw new Error("Work With Us opens with its heading band");
    // {openings} is no shared figure: the route counts the openings listed.
    expect(hero.stats?.stats.map((stat) => stat.value)).toEqual(["{openings}", "5+", "4053+", "2025"]);
    expect(hero.intro).toContain("growing across 5+ states");
    const seed = JSON.stringify(initialPages.workWithUs);
    expect(seed).toContain("{states}");
    expect(seed).toContain("{students}");
  });

  it("has six reasons, four hiring steps with the fellowships' box under them, and a general application", () => {
    const { blocks } = shown("workWithUs");
    expect(blockOf(blocks, "featureGrid").features).toHaveLength(6);
    const steps = blockOf(blocks, "steps");
    expect(steps.steps.map((step) => step.duration)).toEqual([
      "5 minutes",
      "Within 1 week",
      "1-2 rounds",
      "2-week induction",
    ]);
    expect(steps.callout?.action).toEqual({ kind: "link", label: "Explore Fellowship Program", to: "/Fellowship" });
    expect(blockOf(blocks, "cta").actions).toEqual([{ kind: "apply", label: "Submit a General Application" }]);
  });

  it("names the board's chips and urgencies in each language", () => {
    const board = blockOf(shown("workWithUs", "hi").blocks, "jobBoard");
    expect(board.id).toBe("openings");
    expect(board.filter.allCategories).toBe("सभी पद");
    expect(board.categories).toMatchObject({ program: "कार्यक्रम", tech: "तकनीक" });
    expect(board.urgencies).toEqual({ high: "अत्यावश्यक", medium: "प्राथमिकता", low: "खुला" });
    expect(blockOf(shown("workWithUs").blocks, "jobBoard").categories.field).toBe("Field Work");
  });
});

describe("FAQs (spec 2.8)", () => {
  it("has the questions' help box with Contact Us and Get In Touch, then three ways to get involved", () => {
    const { blocks } = shown("faqs");
    expect(blockOf(blocks, "faq").help.actions.map((action) => action.kind === "link" && action.to)).toEqual([
      "/ContactUs",
      "/GetInTouch",
    ]);
    expect(blockOf(blocks, "cta").actions.map((action) => action.label)).toEqual([
      "Explore Education Programs",
      "Corporate Partnerships",
      "Volunteer With Us",
    ]);
  });
});
