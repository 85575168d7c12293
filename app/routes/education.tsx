import * as blocks from "~/blocks";
import { educationBlocks } from "~/content/education";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("education");
export const headers = staticPageHeaders;

const components = {
  hero: blocks.HeroBlock,
  educationIllustration: blocks.EducationIllustrationBlock,
  programmeCards: blocks.ProgrammeCardsBlock,
  stories: blocks.StoriesBlock,
  steps: blocks.StepsBlock,
  cta: blocks.CtaBlock,
};

export default function EducationPage() {
  return <blocks.RenderBlocks blocks={educationBlocks} components={components} />;
}
