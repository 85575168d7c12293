import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { schoolProgrammeCards, schoolStoryCards } from "~/components/partnerships/school-cards";
import * as hindi from "~/content/hi/school-partnerships";
import { schoolPartnershipsBlocks } from "~/content/school-partnerships";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("schoolPartnerships");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ schoolProgramme: schoolProgrammeCards, schoolStory: schoolStoryCards }),
  cta: CtaBlock,
};

export default function SchoolPartnershipsPage() {
  const blocks = useTranslated(schoolPartnershipsBlocks, "schoolPartnershipsBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
