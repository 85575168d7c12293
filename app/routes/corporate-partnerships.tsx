import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { partnerCards } from "~/components/partnerships/partner-card";
import { partnershipTypeCards } from "~/components/partnerships/partnership-type-card";
import { corporatePartnershipsBlocks } from "~/content/corporate-partnerships";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("corporatePartnerships");
export const headers = staticPageHeaders;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ partnershipType: partnershipTypeCards, partner: partnerCards }),
  cta: CtaBlock,
};

export default function CorporatePartnershipsPage() {
  return <RenderBlocks blocks={corporatePartnershipsBlocks} components={components} />;
}
