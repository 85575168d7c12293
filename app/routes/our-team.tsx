import { ComingSoonBlock } from "~/blocks/coming-soon/coming-soon-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { pageDocumentHeaders, pageDocumentMeta } from "~/lib/meta";
import { type PageDocumentData, pageDocumentForRequest } from "~/lib/page-document.server";
import type { Route } from "./+types/our-team";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export const meta = pageDocumentMeta;
export const headers = pageDocumentHeaders;
export const loader = ({ context, request }: Route.LoaderArgs) => pageDocumentForRequest(context, request, "ourTeam");

const components = { hero: HeroBlock, comingSoon: ComingSoonBlock };

// The loader data's type reads drawn icons (functions) as gone; this page has none (icons are keys).
type Blocks = PageDocumentData<"ourTeam">["blocks"];

/** The team page to come (spec 2.4): a short note and links to the three team pages. */
export default function OurTeamPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
