/** /WorkWithUs (spec 2.13): why join, the openings the staff list (issue 41) with search and category filter, how we hire. */
import { useMemo } from "react";
import type { JobOpening } from "#common/content-model/job-terms";
import { fill } from "#common/fill";
import type { Block } from "~/blocks/block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { JobBoardBlock } from "~/blocks/job-board/job-board-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import * as hindi from "~/content/hi/jobs";
import { workWithUsBlocks } from "~/content/jobs";
import { useTranslated, wordsFor } from "~/i18n/words";
import { openingsForRequest } from "~/lib/job-openings.server";
import { metaFor, staticPageHeaders } from "~/lib/meta";
import type { Route } from "./+types/work-with-us";

export const meta = metaFor("workWithUs");
export const headers = staticPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { words: wordsFor(request, { ...hindi }), openings: await openingsForRequest(context, request) };
}

const components = {
  hero: HeroBlock,
  featureGrid: FeatureGridBlock,
  jobBoard: JobBoardBlock,
  steps: StepsBlock,
  cta: CtaBlock,
};

/** The page's blocks with the openings in the job board and their count in the hero's figures. */
function withOpenings<B extends Block>(blocks: readonly B[], openings: JobOpening[]): B[] {
  return blocks.map((block): B => {
    if (block.kind === "jobBoard") return { ...block, openings };
    if (block.kind === "hero" && block.stats) {
      const stats = block.stats.stats.map((stat) => ({
        ...stat,
        value: fill(stat.value, { openings: openings.length }),
      }));
      return { ...block, stats: { ...block.stats, stats } };
    }
    return block;
  });
}

export default function WorkWithUsPage({ loaderData }: Route.ComponentProps) {
  const blocks = useTranslated(workWithUsBlocks, "workWithUsBlocks");
  const shown = useMemo(() => withOpenings(blocks, loaderData.openings), [blocks, loaderData.openings]);
  return <RenderBlocks blocks={shown} components={components} />;
}
