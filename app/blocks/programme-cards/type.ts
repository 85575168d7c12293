import type { CardAccent, IconKey } from "~/content/display-types";
import type { SectionFields } from "../section";

export interface ProgrammeCardData {
  title: string;
  description: string;
  icon: IconKey;
  /** Who it is for, above the title. */
  eyebrow?: string;
  accent?: CardAccent;
  /** Ticked lines under the description. */
  points: readonly string[];
}

/** A row of four programme cards: icon, title, a paragraph and a check list. */
export interface ProgrammeCardsBlockData extends SectionFields {
  kind: "programmeCards";
  programmes: readonly ProgrammeCardData[];
}
