import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
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
