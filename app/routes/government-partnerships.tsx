import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { governmentModelCards, governmentPartnershipCards } from "~/components/partnerships/government-cards";
import { governmentPartnershipsBlocks } from "~/content/government-partnerships";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("governmentPartnerships");
export const headers = staticPageHeaders;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({
    governmentModel: governmentModelCards,
    governmentPartnership: governmentPartnershipCards,
  }),
  cta: CtaBlock,
};

export default function GovernmentPartnershipsPage() {
  return <RenderBlocks blocks={governmentPartnershipsBlocks} components={components} />;
}
