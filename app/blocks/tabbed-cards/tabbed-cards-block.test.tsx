import { describe, expect, it } from "vitest";
import { partnerCards } from "~/components/partnerships/partner-card";
import { partnershipTypeCards } from "~/components/partnerships/partnership-type-card";
import { corporatePartnerships, corporatePartnershipsBlocks } from "~/content/corporate-partnerships";
import { count, renderForTest } from "../render-for-test";
import { tabbedCardsBlock } from "./tabbed-cards-block";

const block = corporatePartnershipsBlocks.find((b) => b.kind === "tabbedCards");
if (!block) throw new Error("Corporate Partnerships has a tabbed-cards block");
const TabbedCards = tabbedCardsBlock({ partnershipType: partnershipTypeCards, partner: partnerCards });

describe("TabbedCardsBlock", () => {
  it("renders a tab per panel and every panel's cards, the default tab selected", () => {
    const html = renderForTest(<TabbedCards block={block} />);
    expect(count(html, /role="tab"/g)).toBe(corporatePartnerships.tabs.length);
    expect(count(html, /role="tabpanel"/g)).toBe(corporatePartnerships.tabs.length);
    expect(html).toMatch(/aria-selected="true"[^>]*>Partnership Types|Partnership Types/);
    for (const partner of corporatePartnerships.partners) expect(html).toContain(partner.name);
    expect(html).toContain(`>${corporatePartnerships.reportingHeading}</h4>`);
  });

  it("fails loudly when the page did not hand in a card design its data uses", () => {
    const Bare = tabbedCardsBlock({});
    expect(() => renderForTest(<Bare block={block} />)).toThrow(/No card design "partnershipType"/);
  });
});
