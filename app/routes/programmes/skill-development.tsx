import { CtaBlock } from "~/blocks/cta/cta-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { courseCards } from "~/components/programmes/course-card";
import { courseCard } from "~/content/hi/course-card";
import { wordsFor } from "~/i18n/words";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/skill-development";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
// The course cards' own labels (the same on every card) come in Hindi with a Hindi page.
export const loader = pageDocumentLoader("skillDevelopment", ({ request }) => ({
  words: wordsFor(request, { courseCard }),
}));

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ course: courseCards }),
  featureGrid: FeatureGridBlock,
  stories: StoriesBlock,
  cta: CtaBlock,
};

// The loader data's type reads drawn icons (functions) as gone; this page has none (icons are keys).
type Blocks = PageDocumentData<"skillDevelopment">["blocks"];

export default function SkillDevelopmentPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
