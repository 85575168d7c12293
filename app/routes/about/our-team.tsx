import { ComingSoonBlock } from "~/blocks/coming-soon/coming-soon-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/our-team";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("ourTeam");

const components = { hero: HeroBlock, comingSoon: ComingSoonBlock };

// The loader data's type reads drawn icons (functions) as gone; this page has none (icons are keys).
type Blocks = PageDocumentData<"ourTeam">["blocks"];

/** The team page to come (spec 2.4): a short note and links to the three team pages. */
export default function OurTeamPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
