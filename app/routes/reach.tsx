import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RegionPanelsBlock } from "~/blocks/region-panels/region-panels-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import * as hindi from "~/content/hi/reach";
import { reachBlocks } from "~/content/reach";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("reach");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = { hero: HeroBlock, regionPanels: RegionPanelsBlock, cta: CtaBlock };

export default function ReachPage() {
  const blocks = useTranslated(reachBlocks, "reachBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
