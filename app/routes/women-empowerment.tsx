import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { ProgrammeCardsBlock } from "~/blocks/programme-cards/programme-cards-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { WomenIllustrationBlock } from "~/blocks/women-illustration/women-illustration-block";
import { womenEmpowermentBlocks } from "~/content/women-empowerment";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("womenEmpowerment");
export const headers = staticPageHeaders;

const components = {
  hero: HeroBlock,
  womenIllustration: WomenIllustrationBlock,
  programmeCards: ProgrammeCardsBlock,
  stories: StoriesBlock,
  cta: CtaBlock,
};

export default function WomenEmpowermentPage() {
  return <RenderBlocks blocks={womenEmpowermentBlocks} components={components} />;
}
