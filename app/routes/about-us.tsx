import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { QuoteBlock } from "~/blocks/quote/quote-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StatsBlock } from "~/blocks/stats/stats-block";
import { TimelineBlock } from "~/blocks/timeline/timeline-block";
import { aboutUsBlocks } from "~/content/about-us";
import * as hindi from "~/content/hi/about-us";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("aboutUs");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;
const components = {
  hero: HeroBlock,
  featureGrid: FeatureGridBlock,
  stats: StatsBlock,
  timeline: TimelineBlock,
  quote: QuoteBlock,
  cta: CtaBlock,
};

export default function AboutUsPage() {
  const blocks = useTranslated(aboutUsBlocks, "aboutUsBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
