import type { TimelineItem } from "~/components/about/timeline";
import type { SectionFields } from "../section";

/** Milestones down a vertical line: a date, an h3 and a line of text each. */
export interface TimelineBlockData extends SectionFields {
  kind: "timeline";
  items: readonly TimelineItem[];
}
