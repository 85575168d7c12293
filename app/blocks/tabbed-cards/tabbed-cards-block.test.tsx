import { describe, expect, it } from "vitest";
import { citeFigures } from "#common/content-model/figures";
import type { EditablePageKey } from "#common/content-model/pages";
import { partnerCards } from "~/components/partnerships/partner-card";
import { partnershipTypeCards } from "~/components/partnerships/partnership-type-card";
import { alumnusCards, fellowshipProgrammeCards } from "~/components/programmes/fellowship-programme-card";
import { pageDocumentData } from "~/lib/page-document.server";
import { initialFigures } from "../../../server/content-seed/figures";
import { initialPages } from "../../../server/content-seed/pages/index";
import { count, renderForTest } from "../render-for-test";
import { tabbedCardsBlock } from "./tabbed-cards-block";

/** The tabs of a page a new site starts with, as its route draws them. */
function tabsOf(key: EditablePageKey) {
  const block = pageDocumentData(citeFigures(initialPages[key], initialFigures), key, "en").blocks.find(
    (b) => b.kind === "tabbedCards",
  );
  if (block?.kind !== "tabbedCards") throw new Error(`${key} has a tabbed-cards block`);
  return block;
}

const block = tabsOf("corporatePartnerships");
const TabbedCards = tabbedCardsBlock({ partnershipType: partnershipTypeCards, partner: partnerCards });

describe("TabbedCardsBlock", () => {
  const html = renderForTest(<TabbedCards block={block} />);

  it("renders a tab per panel and every panel's cards, the default tab selected", () => {
    expect(count(html, /role="tab"/g)).toBe(block.tabs.length);
    expect(count(html, /role="tabpanel"/g)).toBe(block.tabs.length);
    expect(html).toMatch(/aria-selected="true"[^>]*>Partnership Types|Partnership Types/);
    expect(html).toContain("Sahyadri Infotech Pvt. Ltd.");
    expect(html).toContain(">How we report</h4>");
  });

  it("draws each card with its set's words and button (the card's title read after Talk to Us)", () => {
    expect(count(html, /Partner since/g)).toBe(6);
    expect(html).toContain('Talk to Us<span class="sr-only"> CSR Partnership</span>');
  });

  it("fails loudly when the page did not hand in a card design its data uses", () => {
    const Bare = tabbedCardsBlock({});
    expect(() => renderForTest(<Bare block={block} />)).toThrow(/No card design "partnershipType"/);
  });
});

describe("TabbedCardsBlock on /Fellowship", () => {
  const Tabbed = tabbedCardsBlock({ fellowshipProgramme: fellowshipProgrammeCards, alumnus: alumnusCards });
  const html = renderForTest(<Tabbed block={tabsOf("fellowship")} />);

  it("draws the overview's text, its aside box and the gains under an h3", () => {
    expect(html).toContain("Our fellowship places committed young people");
    expect(html).toContain(">Who should apply</h3>");
    expect(html).toContain(">What you gain</h3>");
  });

  it("draws every programme (two wide columns), the first 3 responsibilities and 4 benefits, and every alumnus", () => {
    expect(html).toContain("mt-8 grid gap-6 lg:grid-cols-2");
    for (const title of ["Social Impact", "Rural Development", "Women Empowerment", "Technology for Good"])
      expect(html).toContain(`${title} Fellowship`);
    expect(html).toContain("Lead parent and community meetings every month");
    expect(html).not.toContain("Document stories and write quarterly impact reports");
    expect(html).toContain("A personal mentor from our network");
    expect(html).not.toContain("Monthly learning retreats");
    for (const name of ["Ananya Sharma", "Vikram Rathod", "Sneha Iyer"]) expect(html).toContain(name);
  });
});
