import type { SectionFields } from "../section";

/** Call, e-mail and WhatsApp tiles from the site facts (/GetInTouch). */
export interface ContactTilesBlockData extends SectionFields {
  kind: "contactTiles";
}
