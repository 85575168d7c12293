import type { CardAccent, Feature, PageAction } from "~/content/display-types";
import type { SectionFields } from "../section";

/** Icon cards with a title and a line (why choose us, ways to help, values), and maybe one button under them. */
export interface FeatureGridBlockData extends SectionFields {
  kind: "featureGrid";
  features: readonly Feature[];
  /** Four across on large screens unless told. */
  columns?: 2 | 3 | 4;
  accent?: CardAccent;
  /** Larger text, for a few long statements (mission and vision). */
  large?: boolean;
  action?: PageAction;
}
