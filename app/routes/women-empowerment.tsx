import { CtaBlock, HeroBlock, ProgrammeCardsBlock, RenderBlocks, StoriesBlock, WomenIllustrationBlock } from "~/blocks";
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
