import type { ProcessStep } from "~/content/display-types";
import type { SectionFields } from "../section";

/** A numbered process (how to join, how a partnership starts). */
export interface StepsBlockData extends SectionFields {
  kind: "steps";
  steps: readonly ProcessStep[];
}
