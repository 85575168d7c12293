import { CtaBlock } from "~/blocks/cta/cta-block";
import { DonationBlock } from "~/blocks/donation/donation-block";
import { HomeHeroBlock } from "~/blocks/home-hero/home-hero-block";
import { LatestUpdatesBlock } from "~/blocks/latest-updates/latest-updates-block";
import { ProgrammeLinksBlock } from "~/blocks/programme-links/programme-links-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StatsBlock } from "~/blocks/stats/stats-block";
import { WhoWeAreBlock } from "~/blocks/who-we-are/who-we-are-block";
import { homeBlocks } from "~/content/home";
import { useTranslated } from "~/i18n/words";
import { homeLoader } from "~/lib/home-data.server";
import { metaFor } from "~/lib/meta";

export const loader = homeLoader;
// Cached like every public page; a new post drops it at once (server/cache/).
export const meta = metaFor("home");
const components = {
  homeHero: HomeHeroBlock,
  whoWeAre: WhoWeAreBlock,
  stats: StatsBlock,
  donation: DonationBlock,
  programmeLinks: ProgrammeLinksBlock,
  latestUpdates: LatestUpdatesBlock,
  cta: CtaBlock,
};
export default function HomePage() {
  return <RenderBlocks blocks={useTranslated(homeBlocks, "homeBlocks")} components={components} />;
}
