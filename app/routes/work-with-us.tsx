import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { JobBoardBlock } from "~/blocks/job-board/job-board-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { workWithUsBlocks } from "~/content/jobs";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("workWithUs");
export const headers = staticPageHeaders;
const components = {
  hero: HeroBlock,
  featureGrid: FeatureGridBlock,
  jobBoard: JobBoardBlock,
  steps: StepsBlock,
  cta: CtaBlock,
};

export default function WorkWithUsPage() {
  return <RenderBlocks blocks={workWithUsBlocks} components={components} />;
}
