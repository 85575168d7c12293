import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RegionPanelsBlock } from "~/blocks/region-panels/region-panels-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { pageDocumentHeaders, pageDocumentMeta } from "~/lib/meta";
import { pageDocumentForRequest } from "~/lib/page-document.server";
import type { Route } from "./+types/reach";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export const meta = pageDocumentMeta;
export const headers = pageDocumentHeaders;
export const loader = ({ context, request }: Route.LoaderArgs) => pageDocumentForRequest(context, request, "reach");

const components = { hero: HeroBlock, regionPanels: RegionPanelsBlock, cta: CtaBlock };

export default function ReachPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks} components={components} />;
}
