import type { BlockKind } from "./block";

/**
 * The kinds of block a visitor acts on (forms, tabs, accordions, the donation
 * picker, the job board's filters): React hydrates them. Every other block is text,
 * pictures and links, kept as the server drew it (StaticContent, decision 051);
 * interactive-blocks.test.ts fails when one of those comes to use state, effects or
 * event handlers.
 */
export const INTERACTIVE_BLOCKS: ReadonlySet<BlockKind> = new Set<BlockKind>([
  "application",
  "contactUsForm",
  "getInTouchForm",
  "donation",
  "faq",
  "faqAndHours",
  "homeHero",
  "jobBoard",
  "regionPanels",
  "tabbedCards",
]);
