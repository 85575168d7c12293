import { CtaBlock, HeroBlock, RenderBlocks, StepsBlock, StoriesBlock, tabbedCardsBlock } from "~/blocks";
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
