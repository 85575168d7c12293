import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { SpotlightBlock } from "~/blocks/spotlight/spotlight-block";
import { opportunityCards } from "~/components/careers/opportunity-card";
import { careerBlocks } from "~/content/career";
import * as hindi from "~/content/hi/career";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("career");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;
const components = {
  hero: HeroBlock,
  spotlight: SpotlightBlock,
  cardGrid: cardGridBlock({ opportunity: opportunityCards }),
  featureGrid: FeatureGridBlock,
  cta: CtaBlock,
};

export default function CareerPage() {
  const blocks = useTranslated(careerBlocks, "careerBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
