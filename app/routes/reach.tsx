import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RegionPanelsBlock } from "~/blocks/region-panels/region-panels-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { reachBlocks } from "~/content/reach";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("reach");
export const headers = staticPageHeaders;

const components = { hero: HeroBlock, regionPanels: RegionPanelsBlock, cta: CtaBlock };

export default function ReachPage() {
  return <RenderBlocks blocks={reachBlocks} components={components} />;
}
