import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { courseCards } from "~/components/programmes/course-card";
import * as hindi from "~/content/hi/skill-development";
import { skillDevelopmentBlocks } from "~/content/skill-development";
import { useTranslated, wordsClientLoader, wordsLoader } from "~/i18n/words";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("skillDevelopment");
export const headers = staticPageHeaders;
// Hindi pages get their words from the server (English ones are in the bundle).
export const loader = wordsLoader({ ...hindi });
export const clientLoader = wordsClientLoader;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ course: courseCards }),
  featureGrid: FeatureGridBlock,
  stories: StoriesBlock,
  cta: CtaBlock,
};

export default function SkillDevelopmentPage() {
  const blocks = useTranslated(skillDevelopmentBlocks, "skillDevelopmentBlocks");
  return <RenderBlocks blocks={blocks} components={components} />;
}
