/** The counts and figures of spec 3 and 9 for Home, About Us, Leadership, Mentors, Reach, Our Key Players and FAQs, checked against the content modules (and a new site's FAQs). */
import { describe, expect, it } from "vitest";
import { initialFaqs } from "../../server/content-seed/faqs";
import { aboutUs } from "./about-us";
import { home } from "./home";
import { keyPlayers } from "./key-players";
import { leadership } from "./leadership";
import { mentors } from "./mentors";
import { reach } from "./reach";

const values = (stats: readonly { value: string }[]) => stats.map((s) => s.value);

describe("Home, About and people pages: figures of spec 3 and 9", () => {
  it("home: impact figures and donation suggestions", () => {
    expect(values(home.impact.stats)).toEqual(["4053+", "5+", "15+", "20+"]);
    expect(values(home.impact.highlights)).toEqual(["2025", "100+", "5+"]);
    expect(home.donation.amounts.map((a) => a.amount)).toEqual([500, 1000, 2500, null]);
    expect(home.donation.amounts.map((a) => a.impact)).toEqual([
      "Educates a child for a month",
      "Trains a woman",
      "Supports a livelihood programme",
      "Every rupee is accepted with gratitude",
    ]);
    expect(home.programmes.items.map((p) => p.to)).toEqual([
      "/Education",
      "/Livelihood",
      "/WomenEmpowerment",
      "/SkillDevelopment",
      "/Environment",
    ]);
  });

  it("about: 2030 goals and stats", () => {
    expect(aboutUs.goals.items.map((g) => [g.value, g.label])).toEqual([
      ["100,000", "Lives"],
      ["500", "Livelihood opportunities"],
      ["50,000", "Trees"],
      ["100", "Communities"],
    ]);
    expect(values(aboutUs.stats.items)).toEqual(["4053+", "5+", "15+", "20+"]);
  });

  it("leadership: two executives and four advisers", () => {
    expect(leadership.executives).toHaveLength(2);
    expect(leadership.advisory).toHaveLength(4);
  });

  it("mentors: six mentors, four programmes of 6, 12, 3 and 9 months, impact and four steps", () => {
    expect(mentors.list).toHaveLength(6);
    expect(mentors.programmes.map((p) => p.duration)).toEqual(["6 months", "12 months", "3 months", "9 months"]);
    expect(values(mentors.impact)).toEqual(["1,000+", "95%", "15+", "25+"]);
    expect(mentors.path.map((s) => s.title)).toEqual(["Apply", "Match", "Connect", "Grow"]);
  });

  it("reach: headline stats, four regions adding up to them, four programmes, budgets, four partner categories", () => {
    expect(values(reach.stats)).toEqual(["15", "85", "515", "2,60,000+"]);
    const regions = reach.geographic.regions;
    expect(regions.map((r) => r.region)).toEqual(["North India", "West India", "East India", "South India"]);
    expect(regions.reduce((n, r) => n + r.states.length, 0)).toBe(15);
    expect(regions.reduce((n, r) => n + r.districts, 0)).toBe(85);
    expect(regions.reduce((n, r) => n + r.villages, 0)).toBe(515);
    expect(reach.program.cards.map((c) => c.program)).toEqual([
      "Education",
      "Women Empowerment",
      "Skill Development",
      "Environmental Conservation",
    ]);
    expect(reach.expansion.plans.map((p) => [p.period, p.budget])).toEqual([
      ["2024", "₹15 Crores"],
      ["2025", "₹25 Crores"],
      ["2026-2030", "₹100+ Crores"],
    ]);
    expect(reach.partnership.categories).toHaveLength(4);
  });

  it("key players: six staff profiles and four regional teams", () => {
    expect(keyPlayers.staff).toHaveLength(6);
    expect(keyPlayers.teams).toHaveLength(4);
  });

  it("FAQs: a new site starts with 15 questions with unique ids, each with its Hindi", () => {
    expect(initialFaqs.items).toHaveLength(15);
    expect(new Set(initialFaqs.items.map((f) => f.id)).size).toBe(15);
    expect(initialFaqs.items.every((f) => f.question.hi !== "" && f.answer.hi !== "")).toBe(true);
  });
});
