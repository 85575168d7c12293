import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { alumnusCards, fellowshipProgrammeCards } from "~/components/programmes/fellowship-programme-card";
import { fellowshipBlocks } from "~/content/fellowship";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("fellowship");
export const headers = staticPageHeaders;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ fellowshipProgramme: fellowshipProgrammeCards, alumnus: alumnusCards }),
  cta: CtaBlock,
};

export default function FellowshipPage() {
  return <RenderBlocks blocks={fellowshipBlocks} components={components} />;
}
