import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { partnerCards } from "~/components/partnerships/partner-card";
import { partnershipTypeCards } from "~/components/partnerships/partnership-type-card";
import { corporatePartnershipsBlocks } from "~/content/corporate-partnerships";
import * as hindi from "~/content/hi/corporate-partnerships";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("corporatePartnerships");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ partnershipType: partnershipTypeCards, partner: partnerCards }),
  cta: CtaBlock,
};

export default function CorporatePartnershipsPage() {
  const blocks = useTranslated(corporatePartnershipsBlocks, "corporatePartnershipsBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
