import { CtaBlock, HeroBlock, RenderBlocks, tabbedCardsBlock } from "~/blocks";
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
