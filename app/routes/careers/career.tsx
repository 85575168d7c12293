/** /Career (spec 2.10): the application form's spotlight, the ways to join and to partner (each to its page, decision 064), why join, a call to action. */
import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { SpotlightBlock } from "~/blocks/spotlight/spotlight-block";
import { opportunityCards } from "~/components/careers/opportunity-card";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/career";

// The staff edit this page in the admin (issue 41): its words, its cards' too, come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("career");

const components = {
  hero: HeroBlock,
  spotlight: SpotlightBlock,
  cardGrid: cardGridBlock({ opportunity: opportunityCards }),
  featureGrid: FeatureGridBlock,
  cta: CtaBlock,
};

// The loader data's type reads every card design's drawn icon as gone (a function sent as
// JSON); this page's cards have none (icons are keys), so its blocks are as the loader made them.
type Blocks = PageDocumentData<"career">["blocks"];

export default function CareerPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
