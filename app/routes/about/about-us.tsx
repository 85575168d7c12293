import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { QuoteBlock } from "~/blocks/quote/quote-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StatsBlock } from "~/blocks/stats/stats-block";
import { TimelineBlock } from "~/blocks/timeline/timeline-block";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/about-us";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("aboutUs");

const components = {
  hero: HeroBlock,
  featureGrid: FeatureGridBlock,
  stats: StatsBlock,
  timeline: TimelineBlock,
  quote: QuoteBlock,
  cta: CtaBlock,
};

// The loader data's type reads drawn icons (functions) as gone; this page has none (icons are keys).
type Blocks = PageDocumentData<"aboutUs">["blocks"];

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
