import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RegionPanelsBlock } from "~/blocks/region-panels/region-panels-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/reach";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("reach");

const components = { hero: HeroBlock, regionPanels: RegionPanelsBlock, cta: CtaBlock };

export default function ReachPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} components={components} />;
}
