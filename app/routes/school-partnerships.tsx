import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { schoolProgrammeCards, schoolStoryCards } from "~/components/partnerships/school-cards";
import { schoolPartnershipsBlocks } from "~/content/school-partnerships";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("schoolPartnerships");
export const headers = staticPageHeaders;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ schoolProgramme: schoolProgrammeCards, schoolStory: schoolStoryCards }),
  cta: CtaBlock,
};

export default function SchoolPartnershipsPage() {
  return <RenderBlocks blocks={schoolPartnershipsBlocks} components={components} />;
}
