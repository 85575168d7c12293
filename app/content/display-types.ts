/**
 * Shapes shared by the programme, fellowship and partnership pages' content
 * modules (spec 3, "Static display data"). Content modules hold every string a
 * visitor reads; components only decide how it looks.
 */

import type { SiteDocument } from "#common/site-config";
import type { ApplicationType } from "#common/visitor-form-fields";

/** A headline figure: the value is shown large, the label beneath it. */
export interface Stat {
  value: string;
  label: string;
  /** Optional one-line explanation under the label. */
  description?: string;
}

/** One step of a process (spec 3 "Process step"). */
export interface ProcessStep {
  /** Its number; steps are shown numbered 1..n in their order, so this is only the content modules' reminder. */
  step?: number;
  title: string;
  description: string;
  duration?: string;
  /** What happens in this step (activities or requirements). */
  activities?: string[];
}

/** A tab of a tabbed page: its id (used in element ids) and its label. */
export interface TabInfo<Id extends string = string> {
  id: Id;
  label: string;
}

/**
 * What a button on a page does. The spec names, button by button, whether it
 * navigates, opens the external volunteer form, does nothing or is a disabled
 * "Coming Soon" button.
 */
export type PageAction =
  | {
      kind: "link";
      label: string;
      to: string;
      /**
       * Words read after the label by screen readers and search engines, not
       * shown: for a label that says nothing alone ("Learn More").
       */
      context?: string;
    }
  /** The application form (the site's own, or the outside one set in Site details; app/lib/apply-link.ts). */
  | { kind: "apply"; label: string; type?: ApplicationType }
  /** A document the staff link in Site details (the brochure); not shown until they do. */
  | { kind: "document"; label: string; document: SiteDocument }
  | { kind: "none"; label: string }
  | { kind: "coming-soon"; label: string };

/** The closing call-to-action band of a page. */
export interface CallToAction {
  heading: string;
  text: string;
  actions: readonly PageAction[];
}

/** A short story of a person helped by a programme. */
export interface PersonStory {
  name: string;
  /** Age, village or town and state. */
  place: string;
  programme: string;
  quote: string;
  story: string;
  /** The change, in one line. */
  outcome: string;
}

/** Icon keys the pages may ask for; components map them to drawn icons. */
export type IconKey =
  | "book"
  | "laptop"
  | "graduation"
  | "users"
  | "school"
  | "heart"
  | "briefcase"
  | "wallet"
  | "handshake"
  | "store"
  | "sprout"
  | "trees"
  | "recycle"
  | "sun"
  | "droplet"
  | "shield"
  | "megaphone"
  | "award"
  | "target"
  | "map"
  | "chart"
  | "wrench"
  | "palette"
  | "scissors"
  | "building"
  | "landmark"
  | "leaf"
  | "clock"
  | "sparkles"
  | "stethoscope"
  | "eye"
  | "handHeart"
  | "scale"
  | "lightbulb"
  | "usersRound"
  | "ear"
  | "heartHandshake"
  | "medal"
  | "briefcaseBusiness"
  | "trendingUp"
  | "mapPinned";

/** The label every disabled "Coming Soon" button reads (spec 2.11, 2.12, 2.16). */
export const COMING_SOON = "Coming Soon";

/** The tint of a card's icon badge. */
export type CardAccent = "brand" | "saffron" | "rose" | "sky" | "violet" | "emerald";

/** An icon card: a title and a line of text (why choose us, ways to help, values). */
export interface Feature {
  title: string;
  text: string;
  icon: IconKey;
  /** In place of the grid's accent, for this card. */
  accent?: CardAccent;
}
