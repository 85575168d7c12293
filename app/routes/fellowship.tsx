import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { alumnusCards, fellowshipProgrammeCards } from "~/components/programmes/fellowship-programme-card";
import { fellowshipBlocks } from "~/content/fellowship";
import * as hindi from "~/content/hi/fellowship";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("fellowship");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ fellowshipProgramme: fellowshipProgrammeCards, alumnus: alumnusCards }),
  cta: CtaBlock,
};

export default function FellowshipPage() {
  const blocks = useTranslated(fellowshipBlocks, "fellowshipBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
