import { cardGridBlock } from "~/blocks/card-grid/card-grid-block";
import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { profileCards } from "~/components/ui/profile-card";
import * as hindi from "~/content/hi/leadership";
import { leadershipBlocks } from "~/content/leadership";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("leadership");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;
const components = { hero: HeroBlock, cardGrid: cardGridBlock({ profile: profileCards }), cta: CtaBlock };

export default function LeadershipPage() {
  const blocks = useTranslated(leadershipBlocks, "leadershipBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
