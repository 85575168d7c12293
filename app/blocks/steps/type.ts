import type { PageAction, ProcessStep } from "~/content/display-types";
import type { SectionFields } from "../section";

/** A numbered process (how to join, how a partnership starts), and maybe a box pointing elsewhere under it. */
export interface StepsBlockData extends SectionFields {
  kind: "steps";
  steps: readonly ProcessStep[];
  /** A tinted box under the steps: an h3, a line and one button ("Early in your career?"). */
  callout?: { heading: string; text: string; action: PageAction };
}
