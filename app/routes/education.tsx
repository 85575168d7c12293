import { CtaBlock } from "~/blocks/cta/cta-block";
import { EducationIllustrationBlock } from "~/blocks/education-illustration/education-illustration-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { ProgrammeCardsBlock } from "~/blocks/programme-cards/programme-cards-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { pageDocumentHeaders, pageDocumentMeta } from "~/lib/meta";
import { pageDocumentForRequest } from "~/lib/page-document.server";
import type { Route } from "./+types/education";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export const meta = pageDocumentMeta;
export const headers = pageDocumentHeaders;
export const loader = ({ context, request }: Route.LoaderArgs) => pageDocumentForRequest(context, request, "education");

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
