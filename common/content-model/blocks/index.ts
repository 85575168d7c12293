/**
 * Every kind of block a page is made of (issue 41), each its own schema in this
 * folder: a page's `blocks` are a list of these, told apart by `kind`. The
 * components that draw them are in app/blocks/, chosen by the same `kind`.
 */
import { z } from "zod";
import { annualReportsBlock } from "./annual-reports.ts";
import { applicationBlock } from "./application.ts";
import { articleBlock } from "./article.ts";
import { cardGridBlock } from "./card-grid.ts";
import { comingSoonBlock } from "./coming-soon.ts";
import { contactTilesBlock, contactUsFormBlock, faqAndHoursBlock, getInTouchFormBlock } from "./contact-forms.ts";
import { ctaBlock } from "./cta.ts";
import { donationBlock } from "./donation.ts";
import { educationIllustrationBlock } from "./education-illustration.ts";
import { eventsBlock } from "./events.ts";
import { faqBlock } from "./faq.ts";
import { featureGridBlock } from "./feature-grid.ts";
import { heroBlock } from "./hero.ts";
import { homeHeroBlock } from "./home-hero.ts";
import { jobBoardBlock } from "./job-board.ts";
import { latestUpdatesBlock } from "./latest-updates.ts";
import { programmeCardsBlock } from "./programme-cards.ts";
import { programmeLinksBlock } from "./programme-links.ts";
import { quoteBlock } from "./quote.ts";
import { receiptRequestBlock } from "./receipt-request.ts";
import { regionPanelsBlock } from "./region-panels.ts";
import { registrationsBlock } from "./registrations.ts";
import { spotlightBlock } from "./spotlight.ts";
import { statsBlock } from "./stats.ts";
import { stepsBlock } from "./steps.ts";
import { storiesBlock } from "./stories.ts";
import { tabbedCardsBlock } from "./tabbed-cards.ts";
import { timelineBlock } from "./timeline.ts";
import { tipsBlock } from "./tips.ts";
import { whoWeAreBlock } from "./who-we-are.ts";
import { womenIllustrationBlock } from "./women-illustration.ts";

export const pageBlock = z.discriminatedUnion("kind", [
  heroBlock,
  educationIllustrationBlock,
  womenIllustrationBlock,
  programmeCardsBlock,
  tabbedCardsBlock,
  featureGridBlock,
  eventsBlock,
  tipsBlock,
  storiesBlock,
  stepsBlock,
  statsBlock,
  timelineBlock,
  quoteBlock,
  regionPanelsBlock,
  articleBlock,
  cardGridBlock,
  comingSoonBlock,
  ctaBlock,
  contactUsFormBlock,
  faqAndHoursBlock,
  contactTilesBlock,
  getInTouchFormBlock,
  spotlightBlock,
  applicationBlock,
  jobBoardBlock,
  faqBlock,
  homeHeroBlock,
  whoWeAreBlock,
  donationBlock,
  programmeLinksBlock,
  latestUpdatesBlock,
  registrationsBlock,
  annualReportsBlock,
  receiptRequestBlock,
]);

export type PageBlock = z.infer<typeof pageBlock>;
export type PageBlockKind = PageBlock["kind"];
