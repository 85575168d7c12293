import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { profileCards } from "~/components/ui/profile-card";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/leadership";

// The staff edit this page in the admin (issue 41): its words and people come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("leadership");

const components = { hero: HeroBlock, cardGrid: cardGridBlock({ profile: profileCards }), cta: CtaBlock };

// The loader data's type reads drawn icons (functions) as gone; this page has none (icons are keys).
type Blocks = PageDocumentData<"leadership">["blocks"];

export default function LeadershipPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
