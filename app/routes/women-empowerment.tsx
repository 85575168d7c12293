import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { ProgrammeCardsBlock } from "~/blocks/programme-cards/programme-cards-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { WomenIllustrationBlock } from "~/blocks/women-illustration/women-illustration-block";
import * as hindi from "~/content/hi/women-empowerment";
import { womenEmpowermentBlocks } from "~/content/women-empowerment";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("womenEmpowerment");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = {
  hero: HeroBlock,
  womenIllustration: WomenIllustrationBlock,
  programmeCards: ProgrammeCardsBlock,
  stories: StoriesBlock,
  cta: CtaBlock,
};

export default function WomenEmpowermentPage() {
  const blocks = useTranslated(womenEmpowermentBlocks, "womenEmpowermentBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
