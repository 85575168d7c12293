import { describe, expect, it } from "vitest";
import { partnerCards } from "~/components/partnerships/partner-card";
import { partnershipTypeCards } from "~/components/partnerships/partnership-type-card";
import { alumnusCards, fellowshipProgrammeCards } from "~/components/programmes/fellowship-programme-card";
import { corporatePartnerships, corporatePartnershipsBlocks } from "~/content/corporate-partnerships";
import { fellowship, fellowshipBlocks } from "~/content/fellowship";
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

describe("TabbedCardsBlock on /Fellowship", () => {
  const fellowshipTabs = fellowshipBlocks.find((b) => b.kind === "tabbedCards");
  if (!fellowshipTabs) throw new Error("/Fellowship has a tabbed-cards block");
  const Tabbed = tabbedCardsBlock({ fellowshipProgramme: fellowshipProgrammeCards, alumnus: alumnusCards });
  const html = renderForTest(<Tabbed block={fellowshipTabs} />);

  it("draws the overview's text, its aside box and the gains under an h3", () => {
    for (const paragraph of fellowship.overview.paragraphs) expect(html).toContain(paragraph);
    expect(html).toContain(`>${fellowship.overview.whoHeading}</h3>`);
    expect(html).toContain(`>${fellowship.overview.gainHeading}</h3>`);
  });

  it("draws every programme (two wide columns) and every alumnus", () => {
    expect(html).toContain("mt-8 grid gap-6 lg:grid-cols-2");
    for (const programme of fellowship.programmes) expect(html).toContain(programme.title);
    for (const alumnus of fellowship.alumni) expect(html).toContain(alumnus.name);
  });
});
