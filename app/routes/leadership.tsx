import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { profileCards } from "~/components/ui/profile-card";
import { leadershipBlocks } from "~/content/leadership";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("leadership");
export const headers = staticPageHeaders;
const components = { hero: HeroBlock, cardGrid: cardGridBlock({ profile: profileCards }), cta: CtaBlock };

export default function LeadershipPage() {
  return <RenderBlocks blocks={leadershipBlocks} components={components} />;
}
