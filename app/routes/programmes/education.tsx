import { CtaBlock } from "~/blocks/cta/cta-block";
import { EducationIllustrationBlock } from "~/blocks/education-illustration/education-illustration-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { ProgrammeCardsBlock } from "~/blocks/programme-cards/programme-cards-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/education";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("education");

const components = {
  hero: HeroBlock,
  educationIllustration: EducationIllustrationBlock,
  programmeCards: ProgrammeCardsBlock,
  stories: StoriesBlock,
  steps: StepsBlock,
  cta: CtaBlock,
};

export default function EducationPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} components={components} />;
}
