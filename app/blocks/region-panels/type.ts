import type { IconKey, Stat } from "~/content/display-types";
import type { SectionFields } from "../section";

interface TabText {
  /** The tab's name. */
  tab: string;
  heading: string;
  intro?: string;
}

export interface RegionCard {
  region: string;
  states: readonly string[];
  districts: string;
  villages: string;
  beneficiaries: string;
  programs: readonly string[];
  established: string;
  headquarters: string;
}

export interface GeographicPanelData extends TabText {
  labels: Record<
    "states" | "districts" | "villages" | "beneficiaries" | "programs" | "established" | "headquarters",
    string
  >;
  regions: readonly RegionCard[];
  mapHeading: string;
  mapText: string;
}

export interface ProgramReachCard {
  program: string;
  reach: readonly Stat[];
  impact: readonly string[];
  focus: readonly string[];
}

export interface ProgramPanelData extends TabText {
  labels: { impact: string; focus: string };
  cards: readonly ProgramReachCard[];
}

export interface ExpansionPlan {
  period: string;
  title: string;
  budget: string;
  description: string;
  targets: readonly string[];
}

export interface ExpansionPanelData extends TabText {
  labels: { budget: string; targets: string };
  plans: readonly ExpansionPlan[];
}

export interface PartnerCategory {
  icon: IconKey;
  title: string;
  count: string;
  description: string;
  examples: readonly string[];
}

export interface PartnershipPanelData extends TabText {
  categories: readonly PartnerCategory[];
}

/** /Reach's four tabs (regions, programmes, expansion, partners), each panel drawn its own way. */
export interface RegionPanelsBlockData extends SectionFields {
  kind: "regionPanels";
  /** The tab list's accessible name. */
  label: string;
  geographic: GeographicPanelData;
  program: ProgramPanelData;
  expansion: ExpansionPanelData;
  partnership: PartnershipPanelData;
}
