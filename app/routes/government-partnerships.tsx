import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { governmentModelCards, governmentPartnershipCards } from "~/components/partnerships/government-cards";
import { governmentPartnershipsBlocks } from "~/content/government-partnerships";
import * as hindi from "~/content/hi/government-partnerships";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("governmentPartnerships");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({
    governmentModel: governmentModelCards,
    governmentPartnership: governmentPartnershipCards,
  }),
  cta: CtaBlock,
};

export default function GovernmentPartnershipsPage() {
  const blocks = useTranslated(governmentPartnershipsBlocks, "governmentPartnershipsBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
