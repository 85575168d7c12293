/**
 * The counts and figures of spec 2.11, 2.12, 2.14, 3 and 9 for the Fellowship and the three
 * partnership pages, checked on what a new site starts with, as their routes draw it.
 */
import { describe, expect, it } from "vitest";
import type { EditablePageKey } from "#common/content-model/pages";
import type { CardSet, CardSetOf } from "~/content/card-types";
import { shownOnNewSite as shown } from "./page-document-for-test";

function tabsOf(key: EditablePageKey, locale: "en" | "hi" = "en") {
  const tabbed = shown(key, locale).blocks.find((block) => block.kind === "tabbedCards");
  if (tabbed?.kind !== "tabbedCards") throw new Error(`${key} has no tabs`);
  return tabbed;
}

/** The parts of the tab `id` of `key`'s tabs. */
const partsOf = (key: EditablePageKey, id: string) => tabsOf(key).tabs.find((tab) => tab.id === id)?.parts ?? [];

/** The card set of kind `card` in the tab `id`. */
function cardsOf<C extends CardSet["card"]>(key: EditablePageKey, id: string, card: C): CardSetOf<C> {
  for (const part of partsOf(key, id))
    if (part.part === "cards" && part.cards.card === card) return part.cards as CardSetOf<C>;
  throw new Error(`${key}: no ${card} cards in the tab ${id}`);
}
const cardItems = <C extends CardSet["card"]>(key: EditablePageKey, id: string, card: C) =>
  cardsOf(key, id, card).items as readonly CardSetOf<C>["items"][number][];

const stepsOf = (key: EditablePageKey, id: string) =>
  partsOf(key, id).flatMap((part) => (part.part === "steps" ? part.steps : []));

const ctaActions = (key: EditablePageKey) =>
  shown(key).blocks.flatMap((block) => (block.kind === "cta" ? block.actions : []));

describe("Fellowship (spec 2.12, 3, 9), as a new site starts it", () => {
  const programmes = cardItems("fellowship", "programs", "fellowshipProgramme");

  it("has the four tabs, Program Overview first (open when the page opens)", () => {
    expect(tabsOf("fellowship").tabs.map((tab) => tab.label)).toEqual([
      "Program Overview",
      "Fellowship Programs",
      "Application Process",
      "Alumni Stories",
    ]);
    expect(tabsOf("fellowship").defaultTabId).toBe("overview");
  });

  it("has the four programmes with their stipends and durations", () => {
    expect(programmes.map((p) => [p.title, p.stipend, p.duration])).toEqual([
      ["Social Impact Fellowship", "₹25,000 per month", "12 months"],
      ["Rural Development Fellowship", "₹30,000 per month", "18 months"],
      ["Women Empowerment Fellowship", "₹28,000 per month", "15 months"],
      ["Technology for Good Fellowship", "₹35,000 per month", "10 months"],
    ]);
  });

  it("gives every programme the fields of spec 3, with more than 3 responsibilities and 4 benefits to choose from", () => {
    for (const p of programmes) {
      expect(p.locations.length && p.requirements.length, p.title).toBeTruthy();
      expect(p.type && p.description && p.applicationDeadline && p.nextCohort, p.title).toBeTruthy();
      expect(p.responsibilities.length, p.title).toBeGreaterThan(3);
      expect(p.benefits.length, p.title).toBeGreaterThan(4);
      expect(p.benefits[0]).toContain(p.stipend.replace(" per month", ""));
    }
  });

  it("has five application steps with the 90-minute assessment and the 45-60 minute interview", () => {
    const steps = stepsOf("fellowship", "process");
    expect(steps).toHaveLength(5);
    expect(steps.find((s) => /assessment/i.test(s.title))?.duration).toBe("90 minutes");
    expect(steps.find((s) => /interview/i.test(s.title))?.duration).toBe("45-60 minutes");
  });

  it("has three alumni stories, Get More Info to /GetInTouch and every application action Coming Soon", () => {
    expect(cardItems("fellowship", "alumni", "alumnus")).toHaveLength(3);
    const comingSoon = { kind: "coming-soon", label: "Coming Soon" };
    expect(ctaActions("fellowship")).toEqual([{ kind: "link", label: "Get More Info", to: "/GetInTouch" }, comingSoon]);
    expect(partsOf("fellowship", "process").at(-1)).toEqual({ part: "action", action: comingSoon });
  });

  it("is in Hindi on Hindi pages, the cards' own words too", () => {
    const hindi = tabsOf("fellowship", "hi");
    expect(hindi.tabs.map((tab) => tab.id)).toEqual(["overview", "programs", "process", "alumni"]);
    const [part] = hindi.tabs[1]?.parts ?? [];
    if (part?.part !== "cards" || part.cards.card !== "fellowshipProgramme") throw new Error("no programmes");
    expect(part.cards.labels.stipend).toBe("मानदेय");
    expect(part.cards.items[0]?.duration).toBe("12 महीने");
  });
});

describe("Corporate Partnerships (spec 2.11, 3, 9), as a new site starts it", () => {
  const types = cardItems("corporatePartnerships", "types", "partnershipType");

  it("has the four tabs, Partnership Types first, and the four stats, lives and states the site's figures", () => {
    expect(tabsOf("corporatePartnerships").tabs.map((tab) => tab.label)).toEqual([
      "Partnership Types",
      "Current Partners",
      "Partnership Process",
      "Success Metrics",
    ]);
    const [hero] = shown("corporatePartnerships").blocks;
    expect(hero?.kind === "hero" && hero.stats?.stats.map((stat) => [stat.value, stat.label])).toEqual([
      ["50+", "Corporate partners"],
      ["₹25 Cr+", "Partnership value"],
      ["100+", "Lives impacted"],
      ["5+", "States"],
    ]);
  });

  it("has the investment ranges and durations of spec 9", () => {
    const byTitle = Object.fromEntries(types.map((t) => [t.title, t]));
    expect(byTitle["CSR Partnership"]?.investment).toBe("₹10 lakhs-₹5 crores");
    expect(byTitle["Employee Engagement"]?.investment).toBe("₹5 lakhs-₹50 lakhs");
    expect(byTitle["Strategic Partnership"]?.investment).toBe("₹50 lakhs-₹10 crores");
    expect(types.map((t) => t.duration)).toEqual(["1-3 years", "6 months-2 years", "3-5 years", "6 months-1 year"]);
  });

  it("has five process steps with the step durations of spec 9", () => {
    expect(stepsOf("corporatePartnerships", "process").map((s) => s.duration)).toEqual([
      "1-2 weeks",
      "2-3 weeks",
      "1-2 weeks",
      "6 months-3 years",
      "1 month",
    ]);
  });

  it("gives partners the fields of spec 3 and has the buttons of the spec", () => {
    const partners = cardItems("corporatePartnerships", "partners", "partner");
    expect(partners.length).toBeGreaterThan(0);
    for (const p of partners) {
      expect(p.name && p.sector && p.partnership && p.since && p.impact, p.name).toBeTruthy();
      expect(p.programs.length).toBeGreaterThan(0);
    }
    // Decision 064: every button leads somewhere, or waits for its document in Site details.
    expect(cardsOf("corporatePartnerships", "types", "partnershipType").action).toEqual({
      kind: "link",
      label: "Talk to Us",
      to: "/GetInTouch",
    });
    const buttons = partsOf("corporatePartnerships", "metrics").flatMap((part) =>
      part.part === "actions" ? part.actions : [],
    );
    expect(buttons).toEqual([
      { kind: "document", label: "Download Brochure", document: "brochure" },
      { kind: "document", label: "View Sample Reports", document: "sampleReports" },
      { kind: "link", label: "Schedule Review", to: "/GetInTouch" },
    ]);
    expect(ctaActions("corporatePartnerships")).toEqual([
      { kind: "link", label: "Schedule Consultation", to: "/GetInTouch" },
    ]);
  });
});

describe("School Partnerships (spec 2.14, 3, 9), as a new site starts it", () => {
  it("has the four tabs with Program Overview first, four process steps and the site's figures", () => {
    expect(tabsOf("schoolPartnerships").tabs.map((tab) => tab.label)).toEqual([
      "Program Overview",
      "Partnership Programs",
      "Success Stories",
      "Partnership Process",
    ]);
    expect(stepsOf("schoolPartnerships", "process")).toHaveLength(4);
    const stats = partsOf("schoolPartnerships", "overview").flatMap((part) =>
      part.part === "stats" ? part.stats : [],
    );
    expect(stats.map((stat) => stat.value)).toEqual(["20+", "4053+", "4", "4"]);
  });

  it("gives programmes and stories the fields of spec 3", () => {
    for (const p of cardItems("schoolPartnerships", "programs", "schoolProgramme")) {
      expect(p.scope && p.duration && p.investment && p.impact && p.eligibility, p.title).toBeTruthy();
      expect(p.benefits.length).toBeGreaterThan(0);
    }
    for (const s of cardItems("schoolPartnerships", "stories", "schoolStory")) {
      expect(s.school && s.program && s.year && s.challenge && s.solution, s.school).toBeTruthy();
      expect(s.testimonial && s.principal && s.results.length, s.school).toBeTruthy();
    }
    expect(ctaActions("schoolPartnerships")).toEqual([
      { kind: "link", label: "Schedule Consultation", to: "/GetInTouch" },
    ]);
  });
});

describe("Government Partnerships (spec 2.14, 3, 9), as a new site starts it", () => {
  it("has the four tabs with Partnership Types first and five process steps", () => {
    expect(tabsOf("governmentPartnerships").tabs.map((tab) => tab.label)).toEqual([
      "Partnership Types",
      "Current Partnerships",
      "Our Advantages",
      "Partnership Process",
    ]);
    expect(stepsOf("governmentPartnerships", "process")).toHaveLength(5);
  });

  it("shows each current partnership as Active or Completing, its badge's words in the page's language", () => {
    const partnerships = cardItems("governmentPartnerships", "current", "governmentPartnership");
    expect(new Set(partnerships.map((p) => p.status))).toEqual(new Set(["Active", "Completing"]));
    for (const p of partnerships) {
      expect(p.partner && p.program && p.duration && p.budget && p.impact, p.program).toBeTruthy();
      expect(p.states.length && p.focus.length, p.program).toBeTruthy();
    }
    const [, current] = tabsOf("governmentPartnerships", "hi").tabs;
    const [part] = current?.parts ?? [];
    if (part?.part !== "cards" || part.cards.card !== "governmentPartnership") throw new Error("no partnerships");
    expect(part.cards.items[0]?.status).toBe("Active");
    expect(part.cards.labels.active).not.toBe("Active");
  });

  it("gives models the fields of spec 3 and has Schedule Meeting to /GetInTouch", () => {
    for (const m of cardItems("governmentPartnerships", "types", "governmentModel")) {
      expect(m.scope && m.duration && m.examples.length && m.benefits.length && m.requirements.length).toBeTruthy();
    }
    expect(ctaActions("governmentPartnerships")).toEqual([
      { kind: "link", label: "Schedule Meeting", to: "/GetInTouch" },
    ]);
  });
});
