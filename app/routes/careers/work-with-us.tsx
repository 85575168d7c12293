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
import { openingsForRequest } from "~/lib/job-openings.server";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/work-with-us";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("workWithUs", async ({ context, request }) => ({
  openings: await openingsForRequest(context, request),
}));

const components = {
  hero: HeroBlock,
  featureGrid: FeatureGridBlock,
  jobBoard: JobBoardBlock,
  steps: StepsBlock,
  cta: CtaBlock,
};

// The loader data's type reads drawn icons (functions) as gone; this page has none (icons are keys).
type Blocks = PageDocumentData<"workWithUs">["blocks"];

/** The page's blocks with the openings in the job board and their count in the hero's figures (`{openings}`). */
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
  const { openings } = loaderData;
  const blocks = loaderData.blocks as Blocks;
  const shown = useMemo(() => withOpenings(blocks, openings), [blocks, openings]);
  return <RenderBlocks blocks={shown} components={components} />;
}
