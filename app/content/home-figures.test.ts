/** The counts and figures of spec 3 and 9 for Home and FAQs, checked against the content module (and a new site's FAQs); the pages the staff edit are checked on their seeds (app/lib/page-document*.server.test.ts). */
import { describe, expect, it } from "vitest";
import { initialFaqs } from "../../server/content-seed/faqs";
import { home } from "./home";

const values = (stats: readonly { value: string }[]) => stats.map((s) => s.value);

describe("Home and FAQs: figures of spec 3 and 9", () => {
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

  it("FAQs: a new site starts with 15 questions with unique ids, each with its Hindi", () => {
    expect(initialFaqs.items).toHaveLength(15);
    expect(new Set(initialFaqs.items.map((f) => f.id)).size).toBe(15);
    expect(initialFaqs.items.every((f) => f.question.hi !== "" && f.answer.hi !== "")).toBe(true);
  });
});
