/**
 * Content pages as typed lists of blocks (issue 18): each kind is a folder here
 * (its data type, its component, its test); a page's content module exports its
 * `blocks` and its route draws them with `RenderBlocks`.
 */

export { AnnualReportsBlock } from "./annual-reports/annual-reports-block";
export { ApplicationBlock } from "./application/application-block";
export { ArticleBlock } from "./article/article-block";
export type { Block, BlockKind, BlockOf } from "./block";
export { cardGridBlock } from "./card-grid/card-grid-block";
export { ComingSoonBlock } from "./coming-soon/coming-soon-block";
export { ContactTilesBlock } from "./contact-tiles/contact-tiles-block";
export { ContactUsFormBlock } from "./contact-us-form/contact-us-form-block";
export { CtaBlock } from "./cta/cta-block";
export { DonationBlock } from "./donation/donation-block";
export { EducationIllustrationBlock } from "./education-illustration/education-illustration-block";
export { EventsBlock } from "./events/events-block";
export { FaqBlock } from "./faq/faq-block";
export { FaqAndHoursBlock } from "./faq-and-hours/faq-and-hours-block";
export { FeatureGridBlock } from "./feature-grid/feature-grid-block";
export { GetInTouchFormBlock } from "./get-in-touch-form/get-in-touch-form-block";
export { HeroBlock } from "./hero/hero-block";
export { HomeHeroBlock } from "./home-hero/home-hero-block";
export { JobBoardBlock } from "./job-board/job-board-block";
export { LatestUpdatesBlock } from "./latest-updates/latest-updates-block";
export { ProgrammeCardsBlock } from "./programme-cards/programme-cards-block";
export { ProgrammeLinksBlock } from "./programme-links/programme-links-block";
export { QuoteBlock } from "./quote/quote-block";
export { RegionPanelsBlock } from "./region-panels/region-panels-block";
export { RegistrationsBlock } from "./registrations/registrations-block";
export { type BlockComponents, RenderBlocks } from "./render-blocks";
export { SpotlightBlock } from "./spotlight/spotlight-block";
export { StatsBlock } from "./stats/stats-block";
export { StepsBlock } from "./steps/steps-block";
export { StoriesBlock } from "./stories/stories-block";
export { tabbedCardsBlock } from "./tabbed-cards/tabbed-cards-block";
export type { PanelPart } from "./tabbed-cards/type";
export { TimelineBlock } from "./timeline/timeline-block";
export { TipsBlock } from "./tips/tips-block";
export { WhoWeAreBlock } from "./who-we-are/who-we-are-block";
export { WomenIllustrationBlock } from "./women-illustration/women-illustration-block";
