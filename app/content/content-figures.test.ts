/**
 * The counts and figures of spec 3 and 9 for the programme, fellowship and
 * partnership pages, checked against their content modules.
 */
import { describe, expect, it } from "vitest";
import { fill } from "#common/fill";
import { formatIndianNumber, formatRupees } from "#common/indian-number";
import { corporatePartnerships } from "./corporate-partnerships";
import type { PageAction } from "./display-types";
import { fellowship } from "./fellowship";
import { governmentPartnerships } from "./government-partnerships";
import { schoolPartnerships } from "./school-partnerships";

const labelsOf = (actions: PageAction[]) => actions.map((a) => a.label);

describe("Fellowship (spec 2.12, 3, 9)", () => {
  it("has the four tabs, Program Overview first", () => {
    expect(fellowship.tabs.map((t) => t.label)).toEqual([
      "Program Overview",
      "Fellowship Programs",
      "Application Process",
      "Alumni Stories",
    ]);
  });

  it("has the four programmes with their stipends and durations", () => {
    expect(fellowship.programmes.map((p) => [p.title, p.stipend, p.duration])).toEqual([
      ["Social Impact Fellowship", 25_000, 12],
      ["Rural Development Fellowship", 30_000, 18],
      ["Women Empowerment Fellowship", 28_000, 15],
      ["Technology for Good Fellowship", 35_000, 10],
    ]);
    expect(fill(fellowship.labels.perMonth, { amount: formatRupees(25_000) })).toBe("₹25,000 per month");
    expect(fill(fellowship.labels.months, { n: 18 })).toBe("18 months");
  });

  it("gives every programme the fields of spec 3, with more than 3 responsibilities and 4 benefits to choose from", () => {
    expect(fellowship.cardLimits).toEqual({ responsibilities: 3, benefits: 4 });
    for (const p of fellowship.programmes) {
      expect(p.locations.length && p.requirements.length, p.title).toBeTruthy();
      expect(p.type && p.description && p.applicationDeadline && p.nextCohort, p.title).toBeTruthy();
      expect(p.responsibilities.length, p.title).toBeGreaterThan(3);
      expect(p.benefits.length, p.title).toBeGreaterThan(4);
      expect(p.benefits[0]).toContain(formatRupees(p.stipend));
    }
  });

  it("has five application steps with the 90-minute assessment and the 45-60 minute interview", () => {
    expect(fellowship.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
    expect(fellowship.steps.find((s) => /assessment/i.test(s.title))?.duration).toBe("90 minutes");
    expect(fellowship.steps.find((s) => /interview/i.test(s.title))?.duration).toBe("45-60 minutes");
  });

  it("has three alumni stories, Get More Info to /GetInTouch and every application action Coming Soon", () => {
    expect(fellowship.alumni).toHaveLength(3);
    expect(fellowship.cta.actions).toContainEqual({ kind: "link", label: "Get More Info", to: "/GetInTouch" });
    expect(fellowship.applyAction).toEqual({ kind: "coming-soon", label: "Coming Soon" });
    for (const a of fellowship.cta.actions) if (a.kind !== "link") expect(a).toEqual(fellowship.applyAction);
  });
});

describe("Corporate Partnerships (spec 2.11, 3, 9)", () => {
  it("has the four tabs, Partnership Types first, and the four stats", () => {
    expect(corporatePartnerships.tabs.map((t) => t.label)).toEqual([
      "Partnership Types",
      "Current Partners",
      "Partnership Process",
      "Success Metrics",
    ]);
    expect(corporatePartnerships.stats.map((s) => s.value)).toEqual(["50+", "₹25 Cr+", "2,00,000+", "15"]);
  });

  it("has the investment ranges and durations of spec 9", () => {
    const byTitle = Object.fromEntries(corporatePartnerships.types.map((t) => [t.title, t]));
    expect(byTitle["CSR Partnership"]?.investment).toBe("₹10 lakhs-₹5 crores");
    expect(byTitle["Employee Engagement"]?.investment).toBe("₹5 lakhs-₹50 lakhs");
    expect(byTitle["Strategic Partnership"]?.investment).toBe("₹50 lakhs-₹10 crores");
    expect(corporatePartnerships.types.map((t) => t.duration)).toEqual([
      "1-3 years",
      "6 months-2 years",
      "3-5 years",
      "6 months-1 year",
    ]);
  });

  it("has five process steps with the step durations of spec 9", () => {
    expect(corporatePartnerships.steps.map((s) => s.duration)).toEqual([
      "1-2 weeks",
      "2-3 weeks",
      "1-2 weeks",
      "6 months-3 years",
      "1 month",
    ]);
  });

  it("gives partners the fields of spec 3 and has the buttons of the spec", () => {
    expect(corporatePartnerships.partners.length).toBeGreaterThan(0);
    for (const p of corporatePartnerships.partners) {
      expect(p.name && p.sector && p.partnership && p.since && p.impact, p.name).toBeTruthy();
      expect(p.programs.length).toBeGreaterThan(0);
    }
    // Decision 064: every button leads somewhere, or waits for its document in Site details.
    expect(corporatePartnerships.typeAction).toEqual({ kind: "link", label: "Talk to Us", to: "/GetInTouch" });
    expect(corporatePartnerships.metricsActions.map((a) => a.kind)).toEqual(["document", "document", "link"]);
    expect(labelsOf(corporatePartnerships.metricsActions)).toEqual([
      "Download Brochure",
      "View Sample Reports",
      "Schedule Review",
    ]);
    expect(corporatePartnerships.cta.actions).toContainEqual({
      kind: "link",
      label: "Schedule Consultation",
      to: "/GetInTouch",
    });
  });
});

describe("School Partnerships (spec 2.14, 3, 9)", () => {
  it("has the four tabs with Program Overview first and four process steps", () => {
    expect(schoolPartnerships.tabs.map((t) => t.label)).toEqual([
      "Program Overview",
      "Partnership Programs",
      "Success Stories",
      "Partnership Process",
    ]);
    expect(schoolPartnerships.steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
  });

  it("gives programmes and stories the fields of spec 3", () => {
    for (const p of schoolPartnerships.programs) {
      expect(p.scope && p.duration && p.investment && p.impact && p.eligibility, p.title).toBeTruthy();
      expect(p.benefits.length).toBeGreaterThan(0);
    }
    for (const s of schoolPartnerships.stories) {
      expect(s.school && s.program && s.year && s.challenge && s.solution, s.school).toBeTruthy();
      expect(s.testimonial && s.principal && s.results.length, s.school).toBeTruthy();
    }
    expect(schoolPartnerships.cta.actions).toContainEqual({
      kind: "link",
      label: "Schedule Consultation",
      to: "/GetInTouch",
    });
  });
});

describe("Government Partnerships (spec 2.14, 3, 9)", () => {
  it("has the four tabs with Partnership Types first and five process steps", () => {
    expect(governmentPartnerships.tabs.map((t) => t.label)).toEqual([
      "Partnership Types",
      "Current Partnerships",
      "Our Advantages",
      "Partnership Process",
    ]);
    expect(governmentPartnerships.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows each current partnership as Active or Completing", () => {
    const statuses = governmentPartnerships.partnerships.map((p) => p.status);
    expect(statuses.every((s) => s === "Active" || s === "Completing")).toBe(true);
    expect(new Set(statuses)).toEqual(new Set(["Active", "Completing"]));
    for (const p of governmentPartnerships.partnerships) {
      expect(p.partner && p.program && p.duration && p.budget && p.impact, p.program).toBeTruthy();
      expect(p.states.length && p.focus.length, p.program).toBeTruthy();
    }
  });

  it("gives models the fields of spec 3 and has Schedule Meeting to /GetInTouch", () => {
    for (const m of governmentPartnerships.models) {
      expect(m.scope && m.duration && m.examples.length && m.benefits.length && m.requirements.length).toBeTruthy();
    }
    expect(governmentPartnerships.cta.actions).toContainEqual({
      kind: "link",
      label: "Schedule Meeting",
      to: "/GetInTouch",
    });
  });
});

describe("Indian number formatting", () => {
  it("groups in lakhs and crores", () => {
    expect(formatIndianNumber(500)).toBe("500");
    expect(formatIndianNumber(25_000)).toBe("25,000");
    expect(formatIndianNumber(200_000)).toBe("2,00,000");
    expect(formatIndianNumber(12_345_678)).toBe("1,23,45,678");
    expect(formatRupees(35_000)).toBe("₹35,000");
  });
});
