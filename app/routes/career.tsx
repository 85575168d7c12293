import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { SpotlightBlock } from "~/blocks/spotlight/spotlight-block";
import { opportunityCards } from "~/components/careers/opportunity-card";
import { careerBlocks } from "~/content/career";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("career");
export const headers = staticPageHeaders;
const components = {
  hero: HeroBlock,
  spotlight: SpotlightBlock,
  cardGrid: cardGridBlock({ opportunity: opportunityCards }),
  featureGrid: FeatureGridBlock,
  cta: CtaBlock,
};

export default function CareerPage() {
  return <RenderBlocks blocks={careerBlocks} components={components} />;
}
