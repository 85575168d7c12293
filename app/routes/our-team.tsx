import { ComingSoonBlock } from "~/blocks/coming-soon/coming-soon-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { ourTeamBlocks } from "~/content/our-team";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("ourTeam");
export const headers = staticPageHeaders;

const components = { hero: HeroBlock, comingSoon: ComingSoonBlock };

/** Placeholder team page (spec 2.4): a short note and links to the three team pages. */
export default function OurTeamPage() {
  return <RenderBlocks blocks={ourTeamBlocks} components={components} />;
}
