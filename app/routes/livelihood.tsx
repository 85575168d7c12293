import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { initiativeCards } from "~/components/programmes/initiative-card";
import * as hindi from "~/content/hi/livelihood";
import { livelihoodBlocks } from "~/content/livelihood";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("livelihood");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ initiative: initiativeCards }),
  stories: StoriesBlock,
  steps: StepsBlock,
  cta: CtaBlock,
};

export default function LivelihoodPage() {
  const blocks = useTranslated(livelihoodBlocks, "livelihoodBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
