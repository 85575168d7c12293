import type { ProgrammeLink } from "~/content/display-types";
import type { SectionFields } from "../section";

/** Home's programme cards, centred in rows of up to three, each with a link to its page. */
export interface ProgrammeLinksBlockData extends SectionFields {
  kind: "programmeLinks";
  programmes: readonly ProgrammeLink[];
}
