import { CtaBlock } from "~/blocks/cta/cta-block";
import { EducationIllustrationBlock } from "~/blocks/education-illustration/education-illustration-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { ProgrammeCardsBlock } from "~/blocks/programme-cards/programme-cards-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { educationBlocks } from "~/content/education";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("education");
export const headers = staticPageHeaders;

const components = {
  hero: HeroBlock,
  educationIllustration: EducationIllustrationBlock,
  programmeCards: ProgrammeCardsBlock,
  stories: StoriesBlock,
  steps: StepsBlock,
  cta: CtaBlock,
};

export default function EducationPage() {
  return <RenderBlocks blocks={educationBlocks} components={components} />;
}
