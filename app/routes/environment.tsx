import * as blocks from "~/blocks";
import { environmentProgrammeCards } from "~/components/programmes/environment-cards";
import { environmentBlocks } from "~/content/environment";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("environment");
export const headers = staticPageHeaders;

const components = {
  hero: blocks.HeroBlock,
  tabbedCards: blocks.tabbedCardsBlock({ environmentProgramme: environmentProgrammeCards }),
  events: blocks.EventsBlock,
  featureGrid: blocks.FeatureGridBlock,
  tips: blocks.TipsBlock,
  cta: blocks.CtaBlock,
};

export default function EnvironmentPage() {
  return <blocks.RenderBlocks blocks={environmentBlocks} components={components} />;
}
