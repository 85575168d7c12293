import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { partnerCards } from "~/components/partnerships/partner-card";
import { partnershipTypeCards } from "~/components/partnerships/partnership-type-card";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/corporate-partnerships";

// The staff edit this page in the admin (issue 41): its words, its cards' too, come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("corporatePartnerships");

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ partnershipType: partnershipTypeCards, partner: partnerCards }),
  cta: CtaBlock,
};

// The loader data's type reads every card design's drawn icon as gone (a function sent as
// JSON); this page's cards have none (icons are keys), so its blocks are as the loader made them.
type Blocks = PageDocumentData<"corporatePartnerships">["blocks"];

export default function CorporatePartnershipsPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
