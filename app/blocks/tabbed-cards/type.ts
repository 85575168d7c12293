import type { ReactNode } from "react";
import type { Feature } from "~/components/programmes/feature-grid";
import type { CorporatePartner, PartnershipType } from "~/content/corporate-partnerships";
import type { IconKey, PageAction, ProcessStep, Stat } from "~/content/display-types";
import type { EnvironmentProgramme } from "~/content/environment";
import type { Alumnus, FellowshipProgramme } from "~/content/fellowship";
import type { GovernmentModel, GovernmentPartnership } from "~/content/government-partnerships";
import type { LivelihoodInitiative } from "~/content/livelihood";
import type { SchoolProgramme, SchoolStory } from "~/content/school-partnerships";
import type { Course } from "~/content/skill-development";
import type { SectionFields } from "../section";

/** The cards of one tab panel, by card design. */
export type CardSet =
  | { card: "initiative"; items: readonly LivelihoodInitiative[] }
  | { card: "course"; items: readonly Course[] }
  | { card: "environmentProgramme"; items: readonly EnvironmentProgramme[] }
  | { card: "partnershipType"; items: readonly PartnershipType[] }
  | { card: "partner"; items: readonly CorporatePartner[] }
  | { card: "schoolProgramme"; items: readonly SchoolProgramme[] }
  | { card: "schoolStory"; items: readonly SchoolStory[] }
  | { card: "governmentModel"; items: readonly GovernmentModel[] }
  | { card: "governmentPartnership"; items: readonly GovernmentPartnership[] }
  | { card: "fellowshipProgramme"; items: readonly FellowshipProgramme[] }
  | { card: "alumnus"; items: readonly Alumnus[] };

/** One piece of a tab panel, drawn in order. */
export type PanelPart =
  /** The panel's h3 (with an icon) over a grid of cards. */
  | { part: "cards"; heading: string; description?: string; icon?: IconKey; columns?: 2 | 3 | "wide"; cards: CardSet }
  /** The panel's h3 and description alone. */
  | { part: "heading"; heading: string; description?: string }
  | { part: "steps"; steps: readonly ProcessStep[] }
  | { part: "stats"; stats: readonly Stat[] }
  /** Icon cards, under an h4 (or an h3) when `heading` is given. */
  | { part: "features"; heading?: string; headingLevel?: 3 | 4; features: readonly Feature[]; columns?: 2 | 3 | 4 }
  /** Paragraphs under the panel's h3, and a tinted box with a check list beside them. */
  | {
      part: "textWithAside";
      heading: string;
      paragraphs: readonly string[];
      aside: { heading: string; points: readonly string[] };
    }
  /** One primary button, centred. */
  | { part: "action"; action: PageAction }
  /** Outline buttons, centred. */
  | { part: "actions"; actions: readonly PageAction[] };

export interface TabPanelData {
  id: string;
  label: string;
  parts: readonly PanelPart[];
}

/** A section of tabs (WAI-ARIA), each panel a heading and cards, steps, figures or features. */
export interface TabbedCardsBlockData extends SectionFields {
  kind: "tabbedCards";
  /** The tab list's accessible name. */
  label: string;
  defaultTabId: string;
  tabs: readonly TabPanelData[];
}

export type CardKind = CardSet["card"];
export type CardItem<C extends CardKind> = Extract<CardSet, { card: C }>["items"][number];

/** How one card design draws an item, and the field that tells its cards apart. */
export interface CardDesign<C extends CardKind> {
  key: (item: CardItem<C>) => string;
  view: (item: CardItem<C>) => ReactNode;
}

/**
 * The card designs a page's tabs use. Each design lives beside its card component
 * and is handed in by the route, so a page's JavaScript holds only its own cards.
 */
export type CardDesigns = { [C in CardKind]?: CardDesign<C> };
