/** The counts and figures of spec 3 and 9 for Home, Leadership, Mentors, Our Key Players and FAQs, checked against the content modules (and a new site's FAQs); About Us and Reach are checked on their seeds (app/lib/page-document.server.test.ts). */
import { describe, expect, it } from "vitest";
import { initialFaqs } from "../../server/content-seed/faqs";
import { home } from "./home";
import { keyPlayers } from "./key-players";
import { leadership } from "./leadership";
import { mentors } from "./mentors";

const values = (stats: readonly { value: string }[]) => stats.map((s) => s.value);

describe("Home and people pages: figures of spec 3 and 9", () => {
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
