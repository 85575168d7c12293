/**
 * Content pages as typed lists of blocks (issue 18): each kind is a folder here
 * (its data type, its component, its test); a page's content module exports its
 * `blocks` and its route draws them with `RenderBlocks`.
 */

export { ArticleBlock } from "./article/article-block";
export type { Block, BlockKind, BlockOf } from "./block";
export { ComingSoonBlock } from "./coming-soon/coming-soon-block";
export { CtaBlock } from "./cta/cta-block";
export { EducationIllustrationBlock } from "./education-illustration/education-illustration-block";
export { EventsBlock } from "./events/events-block";
export { FaqBlock } from "./faq/faq-block";
export { FeatureGridBlock } from "./feature-grid/feature-grid-block";
export { HeroBlock } from "./hero/hero-block";
export { ProgrammeCardsBlock } from "./programme-cards/programme-cards-block";
export { RegionPanelsBlock } from "./region-panels/region-panels-block";
export { type BlockComponents, RenderBlocks } from "./render-blocks";
export { StepsBlock } from "./steps/steps-block";
export { StoriesBlock } from "./stories/stories-block";
export { tabbedCardsBlock } from "./tabbed-cards/tabbed-cards-block";
export type { PanelPart } from "./tabbed-cards/type";
export { TipsBlock } from "./tips/tips-block";
export { WomenIllustrationBlock } from "./women-illustration/women-illustration-block";
