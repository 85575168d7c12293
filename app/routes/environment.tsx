import { CtaBlock } from "~/blocks/cta/cta-block";
import { EventsBlock } from "~/blocks/events/events-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { TipsBlock } from "~/blocks/tips/tips-block";
import { environmentProgrammeCards } from "~/components/programmes/environment-cards";
import { environmentBlocks } from "~/content/environment";
import * as hindi from "~/content/hi/environment";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("environment");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;
const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ environmentProgramme: environmentProgrammeCards }),
  events: EventsBlock,
  featureGrid: FeatureGridBlock,
  tips: TipsBlock,
  cta: CtaBlock,
};

export default function EnvironmentPage() {
  const blocks = useTranslated(environmentBlocks, "environmentBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
