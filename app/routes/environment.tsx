import { CtaBlock } from "~/blocks/cta/cta-block";
import { EventsBlock } from "~/blocks/events/events-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { TipsBlock } from "~/blocks/tips/tips-block";
import { environmentProgrammeCards } from "~/components/programmes/environment-cards";
import { environmentBlocks } from "~/content/environment";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("environment");
export const headers = staticPageHeaders;
const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ environmentProgramme: environmentProgrammeCards }),
  events: EventsBlock,
  featureGrid: FeatureGridBlock,
  tips: TipsBlock,
  cta: CtaBlock,
};

export default function EnvironmentPage() {
  return <RenderBlocks blocks={environmentBlocks} components={components} />;
}
