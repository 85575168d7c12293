import { ComingSoonBlock } from "~/blocks/coming-soon/coming-soon-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import * as hindi from "~/content/hi/our-team";
import { ourTeamBlocks } from "~/content/our-team";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("ourTeam");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = { hero: HeroBlock, comingSoon: ComingSoonBlock };

/** Placeholder team page (spec 2.4): a short note and links to the three team pages. */
export default function OurTeamPage() {
  const blocks = useTranslated(ourTeamBlocks, "ourTeamBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
