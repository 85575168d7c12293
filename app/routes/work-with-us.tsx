import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { JobBoardBlock } from "~/blocks/job-board/job-board-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import * as hindi from "~/content/hi/jobs";
import { workWithUsBlocks } from "~/content/jobs";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("workWithUs");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;
const components = {
  hero: HeroBlock,
  featureGrid: FeatureGridBlock,
  jobBoard: JobBoardBlock,
  steps: StepsBlock,
  cta: CtaBlock,
};

export default function WorkWithUsPage() {
  const blocks = useTranslated(workWithUsBlocks, "workWithUsBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
