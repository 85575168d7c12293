import type { AnnualReportsBlockData } from "./annual-reports/type";
import type { ApplicationBlockData } from "./application/type";
import type { ArticleBlockData } from "./article/type";
import type { CardGridBlockData } from "./card-grid/type";
import type { ComingSoonBlockData } from "./coming-soon/type";
import type { ContactTilesBlockData } from "./contact-tiles/type";
import type { ContactUsFormBlockData } from "./contact-us-form/type";
import type { CtaBlockData } from "./cta/type";
import type { DonationBlockData } from "./donation/type";
import type { EducationIllustrationBlockData } from "./education-illustration/type";
import type { EventsBlockData } from "./events/type";
import type { FaqBlockData } from "./faq/type";
import type { FaqAndHoursBlockData } from "./faq-and-hours/type";
import type { FeatureGridBlockData } from "./feature-grid/type";
import type { GetInTouchFormBlockData } from "./get-in-touch-form/type";
import type { HeroBlockData } from "./hero/type";
import type { HomeHeroBlockData } from "./home-hero/type";
import type { JobBoardBlockData } from "./job-board/type";
import type { LatestUpdatesBlockData } from "./latest-updates/type";
import type { ProgrammeCardsBlockData } from "./programme-cards/type";
import type { ProgrammeLinksBlockData } from "./programme-links/type";
import type { QuoteBlockData } from "./quote/type";
import type { ReceiptRequestBlockData } from "./receipt-request/type";
import type { RegionPanelsBlockData } from "./region-panels/type";
import type { RegistrationsBlockData } from "./registrations/type";
import type { SpotlightBlockData } from "./spotlight/type";
import type { StatsBlockData } from "./stats/type";
import type { StepsBlockData } from "./steps/type";
import type { StoriesBlockData } from "./stories/type";
import type { TabbedCardsBlockData } from "./tabbed-cards/type";
import type { TimelineBlockData } from "./timeline/type";
import type { TipsBlockData } from "./tips/type";
import type { WhoWeAreBlockData } from "./who-we-are/type";
import type { WomenIllustrationBlockData } from "./women-illustration/type";

/** One piece of a content page, told apart by `kind`. */
export type Block =
  | HeroBlockData
  | HomeHeroBlockData
  | EducationIllustrationBlockData
  | WomenIllustrationBlockData
  | WhoWeAreBlockData
  | ProgrammeCardsBlockData
  | ProgrammeLinksBlockData
  | TabbedCardsBlockData
  | CardGridBlockData
  | FeatureGridBlockData
  | StatsBlockData
  | StoriesBlockData
  | StepsBlockData
  | TimelineBlockData
  | QuoteBlockData
  | SpotlightBlockData
  | EventsBlockData
  | TipsBlockData
  | FaqBlockData
  | FaqAndHoursBlockData
  | RegionPanelsBlockData
  | ArticleBlockData
  | ComingSoonBlockData
  | JobBoardBlockData
  | DonationBlockData
  | LatestUpdatesBlockData
  | ContactTilesBlockData
  | ContactUsFormBlockData
  | GetInTouchFormBlockData
  | ApplicationBlockData
  | RegistrationsBlockData
  | AnnualReportsBlockData
  | ReceiptRequestBlockData
  | CtaBlockData;

export type BlockKind = Block["kind"];
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;
