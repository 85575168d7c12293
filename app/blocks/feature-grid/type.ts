import type { CardAccent, Feature, PageAction } from "~/content/display-types";
import type { SectionFields } from "../section";

/** Icon cards with a title and a line (why choose us, ways to help), and maybe one button under them. */
export interface FeatureGridBlockData extends SectionFields {
  kind: "featureGrid";
  features: readonly Feature[];
  accent?: CardAccent;
  action?: PageAction;
}
