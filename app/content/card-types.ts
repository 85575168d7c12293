/**
 * The shapes of the items that card designs draw (a livelihood initiative, a
 * course, a partner...): the lowest level of the pages, so that content modules
 * (which fill them), block types and card components (which draw them) all
 * import them from here, and nothing here imports back.
 */
import type { ReactNode } from "react";
import type { IconKey, PageAction } from "./display-types";

export type PartnershipStatus = "Active" | "Completing";

export interface LivelihoodInitiative {
  name: string;
  description: string;
  beneficiaries: string;
  successRate: string;
  support: string[];
}

export type CourseLevel = "Beginner" | "Intermediate" | "Advanced" | "All levels";

export interface Course {
  title: string;
  level: CourseLevel;
  description: string;
  /** Length in weeks; shown as "{n} weeks". */
  durationWeeks: number;
  modules: string[];
  careers: string[];
  certification: string;
}

export interface EnvironmentProgramme {
  title: string;
  description: string;
  impact: string;
  participants: string;
}

export interface EnvironmentEvent {
  title: string;
  /** ISO date, for the <time> element. */
  isoDate: string;
  date: string;
  time: string;
  location: string;
  expectedParticipants: string;
  activities: string[];
  /** Where Register Now goes (a page of the site or an https:// address); "": no button. */
  registration: string;
}

/** Spec 3 "Partnership type". */
export interface PartnershipType {
  title: string;
  description: string;
  scope: string;
  duration: string;
  investment: string;
  benefits: string[];
  programs: string[];
  examples: string[];
  icon: IconKey;
}

/** Spec 3 "Partner". */
export interface CorporatePartner {
  name: string;
  sector: string;
  partnership: string;
  since: string;
  impact: string;
  programs: string[];
}

export interface SchoolProgramme {
  title: string;
  description: string;
  scope: string;
  duration: string;
  investment: string;
  benefits: string[];
  impact: string;
  eligibility: string;
  icon: IconKey;
}

export interface SchoolStory {
  school: string;
  program: string;
  year: string;
  challenge: string;
  solution: string;
  results: string[];
  testimonial: string;
  principal: string;
}

/** Spec 3 "Government model". */
export interface GovernmentModel {
  title: string;
  description: string;
  scope: string;
  duration: string;
  examples: string[];
  benefits: string[];
  requirements: string[];
  icon: IconKey;
}

/** Spec 3 "Current government partnership". */
export interface GovernmentPartnership {
  partner: string;
  program: string;
  states: string[];
  duration: string;
  budget: string;
  impact: string;
  focus: string[];
  status: PartnershipStatus;
}

export interface FellowshipProgramme {
  title: string;
  /** Its length as shown: "12 months". */
  duration: string;
  /** As shown: "₹25,000 per month". */
  stipend: string;
  locations: string[];
  type: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  applicationDeadline: string;
  nextCohort: string;
  icon: IconKey;
}

export interface Alumnus {
  name: string;
  fellowship: string;
  currentRole: string;
  story: string;
  /** A local portrait, when one is available; initials are drawn otherwise. */
  image?: string;
  achievements: string[];
}

/** A person's card (leadership, mentors, key players): what ProfileCard shows. */
export interface Profile {
  name: string;
  role: string;
  location?: string;
  bio: string;
  /** Label and value lines (education, experience...). */
  details?: readonly { label: string; value: string }[];
  /** Small chips (specialties, programmes). */
  tags?: readonly string[];
  achievements?: readonly string[];
  achievementsHeading?: string;
  contact?: { phone?: string; email?: string };
  /** A stored photo, shown instead of the initials (its `url` the large variant's, `width` the original's). */
  photo?: ProfilePhoto;
}

export interface ProfilePhoto {
  url: string;
  width: number;
  height: number;
  /** In the page's language. */
  alt: string;
}

export interface MentorshipProgramme {
  title: string;
  description: string;
  duration: string;
  participants: string;
  outcomes: string[];
}

export interface RegionalTeam {
  region: string;
  lead: string;
  office: string;
  members: string;
  focus: string[];
}

/** A way to join (/Career): icon, title, a line and ticked points over the button to its page. */
export interface OpportunityCard {
  icon: IconKey;
  title: string;
  text: string;
  points: string[];
  /** Where to read more and join: the page of that way to join (decision 064). */
  action: PageAction;
  /** 4 under a sub-heading of the section. */
  headingLevel?: 3 | 4;
}

/** The words a card design shows beside each card's own ("Scope", "Duration"), the same on every card of a set. */
type CardWords<K extends string> = Readonly<Record<K, string>>;

export type SchoolProgrammeWords = CardWords<
  "scope" | "duration" | "investment" | "eligibility" | "benefits" | "impact"
>;
export type SchoolStoryWords = CardWords<"challenge" | "solution" | "results">;
export type PartnershipTypeWords = CardWords<
  "investment" | "duration" | "scope" | "benefits" | "programs" | "examples"
>;
export type PartnerWords = CardWords<"sector" | "partnership" | "since" | "impact">;
export type GovernmentModelWords = CardWords<"scope" | "duration" | "benefits" | "requirements" | "examples">;
export type GovernmentPartnershipWords = CardWords<
  "status" | "active" | "completing" | "states" | "duration" | "budget" | "impact" | "focus"
>;
export type MentorshipWords = CardWords<"duration" | "participants" | "outcomes">;
export type RegionalTeamWords = CardWords<"lead" | "office" | "members" | "focus">;
export type FellowshipProgrammeWords = CardWords<
  "duration" | "stipend" | "locations" | "nextCohort" | "deadline" | "responsibilities" | "benefits" | "requirements"
>;

/** A list of cards, by card design (and the words its cards show, when they are the page's). */
export type CardSet =
  | { card: "initiative"; items: readonly LivelihoodInitiative[] }
  | { card: "course"; items: readonly Course[] }
  | { card: "environmentProgramme"; items: readonly EnvironmentProgramme[] }
  | {
      card: "partnershipType";
      labels: PartnershipTypeWords;
      /** The button on every card (a link reads the card's title to screen readers after its text). */
      action: PageAction;
      items: readonly PartnershipType[];
    }
  | { card: "partner"; labels: PartnerWords; items: readonly CorporatePartner[] }
  | { card: "schoolProgramme"; labels: SchoolProgrammeWords; items: readonly SchoolProgramme[] }
  | { card: "schoolStory"; labels: SchoolStoryWords; items: readonly SchoolStory[] }
  | { card: "governmentModel"; labels: GovernmentModelWords; items: readonly GovernmentModel[] }
  | { card: "governmentPartnership"; labels: GovernmentPartnershipWords; items: readonly GovernmentPartnership[] }
  | { card: "fellowshipProgramme"; labels: FellowshipProgrammeWords; items: readonly FellowshipProgramme[] }
  | { card: "alumnus"; items: readonly Alumnus[] }
  | { card: "profile"; items: readonly Profile[] }
  | { card: "mentorship"; labels: MentorshipWords; items: readonly MentorshipProgramme[] }
  | { card: "regionalTeam"; labels: RegionalTeamWords; items: readonly RegionalTeam[] }
  | { card: "opportunity"; items: readonly OpportunityCard[] };

export type CardKind = CardSet["card"];
export type CardSetOf<C extends CardKind> = Extract<CardSet, { card: C }>;
export type CardItem<C extends CardKind> = CardSetOf<C>["items"][number];

/**
 * How one card design draws an item (with its set: the words every card of it shows),
 * and the field that tells its cards apart.
 */
export interface CardDesign<C extends CardKind> {
  key: (item: CardItem<C>) => string;
  view: (item: CardItem<C>, set: CardSetOf<C>) => ReactNode;
}

/**
 * The card designs a page's tabs use. Each design lives beside its card component
 * and is handed in by the route, so a page's JavaScript holds only its own cards.
 */
export type CardDesigns = { [C in CardKind]?: CardDesign<C> };
