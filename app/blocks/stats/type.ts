import type { Stat } from "~/content/display-types";
import type { SectionFields } from "../section";

/** Headline figures as tiles, and maybe a row of smaller highlights under them. */
export interface StatsBlockData extends SectionFields {
  kind: "stats";
  stats: readonly Stat[];
  highlights?: readonly Stat[];
}
