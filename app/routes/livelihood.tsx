import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { initiativeCards } from "~/components/programmes/initiative-card";
import { livelihoodBlocks } from "~/content/livelihood";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("livelihood");
export const headers = staticPageHeaders;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ initiative: initiativeCards }),
  stories: StoriesBlock,
  steps: StepsBlock,
  cta: CtaBlock,
};

export default function LivelihoodPage() {
  return <RenderBlocks blocks={livelihoodBlocks} components={components} />;
}
