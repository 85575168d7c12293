import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { regionalTeamCards } from "~/components/team/regional-team-card";
import { profileCards } from "~/components/ui/profile-card";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/our-key-players";

// The staff edit this page in the admin (issue 41): its words and people come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
export const loader = pageDocumentLoader("ourKeyPlayers");

const components = {
  hero: HeroBlock,
  cardGrid: cardGridBlock({ profile: profileCards, regionalTeam: regionalTeamCards }),
  featureGrid: FeatureGridBlock,
  cta: CtaBlock,
};

// The loader data's type reads drawn icons (functions) as gone; this page has none (icons are keys).
type Blocks = PageDocumentData<"ourKeyPlayers">["blocks"];

export default function OurKeyPlayersPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
