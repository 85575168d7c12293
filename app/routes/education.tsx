import { CtaBlock } from "~/blocks/cta/cta-block";
import { EducationIllustrationBlock } from "~/blocks/education-illustration/education-illustration-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { ProgrammeCardsBlock } from "~/blocks/programme-cards/programme-cards-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { educationBlocks } from "~/content/education";
import * as hindi from "~/content/hi/education";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("education");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = {
  hero: HeroBlock,
  educationIllustration: EducationIllustrationBlock,
  programmeCards: ProgrammeCardsBlock,
  stories: StoriesBlock,
  steps: StepsBlock,
  cta: CtaBlock,
};

export default function EducationPage() {
  const blocks = useTranslated(educationBlocks, "educationBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
