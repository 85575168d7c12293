import type { ArticleBlockData } from "./article/type";
import type { ComingSoonBlockData } from "./coming-soon/type";
import type { CtaBlockData } from "./cta/type";
import type { EducationIllustrationBlockData } from "./education-illustration/type";
import type { EventsBlockData } from "./events/type";
import type { FaqBlockData } from "./faq/type";
import type { FeatureGridBlockData } from "./feature-grid/type";
import type { HeroBlockData } from "./hero/type";
import type { ProgrammeCardsBlockData } from "./programme-cards/type";
import type { RegionPanelsBlockData } from "./region-panels/type";
import type { StepsBlockData } from "./steps/type";
import type { StoriesBlockData } from "./stories/type";
import type { TabbedCardsBlockData } from "./tabbed-cards/type";
import type { TipsBlockData } from "./tips/type";
import type { WomenIllustrationBlockData } from "./women-illustration/type";

/** One piece of a content page, told apart by `kind`. */
export type Block =
  | HeroBlockData
  | EducationIllustrationBlockData
  | WomenIllustrationBlockData
  | ProgrammeCardsBlockData
  | TabbedCardsBlockData
  | FeatureGridBlockData
  | StoriesBlockData
  | StepsBlockData
  | EventsBlockData
  | TipsBlockData
  | FaqBlockData
  | RegionPanelsBlockData
  | ArticleBlockData
  | ComingSoonBlockData
  | CtaBlockData;

export type BlockKind = Block["kind"];
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;
