import { CtaBlock, FeatureGridBlock, HeroBlock, RenderBlocks, StoriesBlock, tabbedCardsBlock } from "~/blocks";
import { courseCards } from "~/components/programmes/course-card";
import { skillDevelopmentBlocks } from "~/content/skill-development";
import { metaFor, staticPageHeaders } from "~/lib/meta";

export const meta = metaFor("skillDevelopment");
export const headers = staticPageHeaders;

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ course: courseCards }),
  featureGrid: FeatureGridBlock,
  stories: StoriesBlock,
  cta: CtaBlock,
};

export default function SkillDevelopmentPage() {
  return <RenderBlocks blocks={skillDevelopmentBlocks} components={components} />;
}
