import { CtaBlock } from "~/blocks/cta/cta-block";
import { EventsBlock } from "~/blocks/events/events-block";
import { FeatureGridBlock } from "~/blocks/feature-grid/feature-grid-block";
import { HeroBlock } from "~/blocks/hero/hero-block";
import { RenderBlocks } from "~/blocks/render-blocks";
import { tabbedCardsBlock } from "~/blocks/tabbed-cards/tabbed-cards-block";
import { TipsBlock } from "~/blocks/tips/tips-block";
import { environmentProgrammeCards } from "~/components/programmes/environment-cards";
import { environmentCards } from "~/content/hi/environment-cards";
import { wordsFor } from "~/i18n/words";
import { type PageDocumentData, pageDocumentLoader } from "~/lib/page-document.server";
import type { Route } from "./+types/environment";

// The staff edit this page in the admin (issue 41): its words come from the database, in the page's language.
export { pageDocumentHeaders as headers, pageDocumentMeta as meta } from "~/lib/meta";
// The programme and event cards' own labels (the same on every card) come in Hindi with a Hindi page.
export const loader = pageDocumentLoader("environment", ({ request }) => ({
  words: wordsFor(request, { environmentCards }),
}));

const components = {
  hero: HeroBlock,
  tabbedCards: tabbedCardsBlock({ environmentProgramme: environmentProgrammeCards }),
  events: EventsBlock,
  featureGrid: FeatureGridBlock,
  tips: TipsBlock,
  cta: CtaBlock,
};

// The loader data's type reads drawn icons (functions) as gone; this page has none (icons are keys).
type Blocks = PageDocumentData<"environment">["blocks"];

export default function EnvironmentPage({ loaderData }: Route.ComponentProps) {
  return <RenderBlocks blocks={loaderData.blocks as Blocks} components={components} />;
}
