import { CtaBlock } from "~/blocks/cta/cta-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { StepsBlock } from "~/blocks/steps/steps-block";
import { StoriesBlock } from "~/blocks/stories/stories-block";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { initiativeCards } from "~/components/programmes/initiative-card";
import { initiativeCard } from "~/content/hi/initiative-card";
import { wordsFor } from "~/i18n/words";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/livelihood";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
// The initiative cards' own labels (the same on every card) come in Hindi with a Hindi page.
export const loader = pageDocumentLoader("livelihood", ({ request }) => ({
  words: wordsFor(request, { initiativeCard }),
}));

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ initiative: initiativeCards }),
  stories: StoriesBlock,
  steps: StepsBlock,
  cta: CtaBlock,
};

// The loader data's type reads every card design's drawn icon as gone (a function sent as
// JSON); this page's cards have none (icons are keys), so its blocks are as the loader made them.
type Blocks = PageDocumentData<"livelihood">["blocks"];

export default function LivelihoodPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
