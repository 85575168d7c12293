import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { regionalTeamCards } from "~/components/team/regional-team-card";
import { profileCards } from "~/components/ui/profile-card";
import * as hindi from "~/content/hi/key-players";
import { keyPlayersBlocks } from "~/content/key-players";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("ourKeyPlayers");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;
const components = {
  hero: HeroBlock,
  cardGrid: cardGridBlock({ profile: profileCards, regionalTeam: regionalTeamCards }),
  featureGrid: FeatureGridBlock,
  cta: CtaBlock,
};

export default function OurKeyPlayersPage() {
  const blocks = useTranslated(keyPlayersBlocks, "keyPlayersBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
