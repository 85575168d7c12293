import type { EnvironmentEvent } from "~/content/card-types";
import type { SectionFields } from "../section";

/** Dated events (drives, plantations) as cards in three columns. */
export interface EventsBlockData extends SectionFields {
  kind: "events";
  events: readonly EnvironmentEvent[];
}
