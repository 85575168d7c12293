import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { ProgrammeCardsBlock } from "~/blocks/programme-cards/programme-cards-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { WomenIllustrationBlock } from "~/blocks/women-illustration/women-illustration-block";
import { pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/women-empowerment";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("womenEmpowerment");

const components = {
  hero: HeroBlock,
  womenIllustration: WomenIllustrationBlock,
  programmeCards: ProgrammeCardsBlock,
  stories: StoriesBlock,
  cta: CtaBlock,
};

export default function WomenEmpowermentPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} components={components} />;
}
