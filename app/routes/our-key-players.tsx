import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { regionalTeamCards } from "~/components/team/regional-team-card";
import { profileCards } from "~/components/ui/profile-card";
import { keyPlayersBlocks } from "~/content/key-players";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("ourKeyPlayers");
export const headers = staticPageHeaders;
const components = {
  hero: HeroBlock,
  cardGrid: cardGridBlock({ profile: profileCards, regionalTeam: regionalTeamCards }),
  featureGrid: FeatureGridBlock,
  cta: CtaBlock,
};

export default function OurKeyPlayersPage() {
  return <RenderBlocks blocks={keyPlayersBlocks} components={components} />;
}
