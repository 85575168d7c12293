/**
 * Home (spec 2.3, 3, 9) as a new site starts it, as its route draws it: its sections in
 * order, its first year's figures cited from the shared figures (decision 070), the
 * donation amounts of spec 9 as the staff edit them, the programmes each leading to its
 * page, in English and in Hindi; and what the model refuses in a donation amount.
 */
import { describe, expect, it } from "vitest";
import { type PageDocument, pageSchemaFor } from "#common/content-model/page";
import { blockOf } from "~/blocks/render-for-test";
import { homePage } from "../../server/content-seed/pages/home";
import { shownOnNewSite as shown } from "./page-document-for-test";

const values = (stats: readonly { value: string }[] = []) => stats.map((stat) => stat.value);

describe("Home (spec 2.3), as a new site starts it", () => {
  const { page, blocks } = shown("home");

  it("has its top, who we are, impact, donation, programmes, latest updates and call to action", () => {
    expect(page.heading).toBe("Every child in school. Every woman earning. Every village thriving.");
    expect(blocks.map((block) => block.kind)).toEqual([
      "homeHero",
      "whoWeAre",
      "stats",
      "donation",
      "programmeLinks",
      "latestUpdates",
      "cta",
    ]);
    const hero = blockOf(blocks, "homeHero");
    expect(hero.hero.heading).toBe(page.heading);
    expect(hero.hero.action).toEqual({ kind: "link", label: "Get Involved", to: "/GetInTouch" });
    expect(hero.banner.messages).toHaveLength(5);
    expect(blockOf(blocks, "whoWeAre").link).toEqual({ label: "More about us", to: "/AboutUs" });
    expect(blockOf(blocks, "cta")).toMatchObject({
      flushTop: true,
      actions: [
        { kind: "link", label: "Get In Touch", to: "/GetInTouch" },
        { kind: "apply", label: "Volunteer With Us" },
      ],
    });
  });

  it("states its first year's figures and its states as the shared figures do (spec 9, decision 070)", () => {
    const impact = blockOf(blocks, "stats");
    expect(values(impact.stats)).toEqual(["4053+", "5+", "15+", "20+"]);
    expect(values(impact.highlights)).toEqual(["2025", "100+", "5+"]);
    expect(blockOf(blocks, "homeHero").hero.intro).toContain("across 5+ states of India");
    const seedImpact = homePage.blocks.find((block) => block.kind === "stats");
    expect(seedImpact?.kind === "stats" && seedImpact.stats.map((stat) => stat.value.en)).toEqual([
      "{students}",
      "{states}",
      "{districts}",
      "{partner-schools}",
    ]);
  });

  it("suggests ₹500, ₹1000, ₹2500 and any amount (spec 9), with what each does, noted “Donation” in the UPI app", () => {
    const donation = blockOf(blocks, "donation");
    expect(donation.amounts.map((option) => [option.id, option.amount, option.label])).toEqual([
      ["500", 500, "₹500"],
      ["1000", 1000, "₹1000"],
      ["2500", 2500, "₹2500"],
      ["any", null, "Any amount"],
    ]);
    expect(donation.amounts.map((option) => option.impact)).toEqual([
      "Educates a child for a month",
      "Trains a woman",
      "Supports a livelihood programme",
      "Every rupee is accepted with gratitude",
    ]);
    expect(donation.note).toBe("Donation");
  });

  it("links each of the five programmes to its page, each with its icon and colour", () => {
    const programmes = blockOf(blocks, "programmeLinks").programmes;
    expect(programmes.map((programme) => [programme.to, programme.icon, programme.accent])).toEqual([
      ["/Education", "graduation", "brand"],
      ["/Livelihood", "sprout", "emerald"],
      ["/WomenEmpowerment", "handHeart", "rose"],
      ["/SkillDevelopment", "wrench", "saffron"],
      ["/Environment", "leaf", "sky"],
    ]);
  });

  it("is in Hindi on Hindi pages, the amounts written alike and the note in the UPI app in English", () => {
    const hindi = shown("home", "hi");
    expect(hindi.page.heading).toBe("हर बच्चा स्कूल में। हर महिला की अपनी कमाई। हर गाँव खुशहाल।");
    expect(blockOf(hindi.blocks, "homeHero").hero.intro).toContain("भारत के 5+ राज्यों में");
    const donation = blockOf(hindi.blocks, "donation");
    expect(donation.amounts.map((option) => option.label)).toEqual(["₹500", "₹1000", "₹2500", "कोई भी राशि"]);
    expect(donation.note).toBe("Donation");
    expect(blockOf(hindi.blocks, "whoWeAre").pillars[2]?.title).toBe("हर रुपये का हिसाब");
  });
});

describe("A donation amount", () => {
  const withAmounts = (amounts: string[]): PageDocument => ({
    ...homePage,
    blocks: homePage.blocks.map((block) => {
      if (block.kind !== "donation") return block;
      const [first] = block.amounts;
      if (!first) throw new Error("Home offers amounts");
      return { ...block, amounts: amounts.map((amount, index) => ({ ...first, id: `a${index}`, amount })) };
    }),
  });
  const issues = (amounts: string[]) =>
    pageSchemaFor("home")
      .safeParse(withAmounts(amounts))
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("is whole rupees from 1 to 10,00,000, or empty for any amount", () => {
    expect(issues(["1", "750", "1000000", ""])).toBeUndefined();
  });

  it.each(["0", "12.50", "1,000", "₹500", "1000001", "abc", "-5", "05"])("refuses %s, naming the field", (amount) => {
    expect(issues([amount])).toEqual([
      [
        "blocks.3.amounts.0.amount",
        "Amount in rupees: whole rupees in digits from 1 to 10,00,000 (like 500), or empty for any amount",
      ],
    ]);
  });

  it("refuses a section without amounts, and a note in the UPI app in other letters", () => {
    expect(issues([])).toEqual([["blocks.3.amounts", "Suggested amounts: add at least 1"]]);
    const hindiNote = {
      ...homePage,
      blocks: homePage.blocks.map((block) => (block.kind === "donation" ? { ...block, note: "दान" } : block)),
    };
    expect(pageSchemaFor("home").safeParse(hindiNote).error?.issues[0]?.path.join(".")).toBe("blocks.3.note");
  });
});
