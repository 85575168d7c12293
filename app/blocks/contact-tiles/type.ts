import type { z } from "zod";
import type { contactTilesBlock } from "#common/content-model/blocks/contact-forms";
import type { InLocale } from "#common/content-model/localized";
import type { SectionFields } from "../section";

type Model = InLocale<z.infer<typeof contactTilesBlock>>;

/** The three tiles' words; their number and address are the site's (Site details). */
export type ContactTilesWords = Pick<Model, "call" | "email" | "whatsapp">;

/** Call, e-mail and WhatsApp tiles from the site facts (/GetInTouch). */
export interface ContactTilesBlockData extends SectionFields, ContactTilesWords {
  kind: "contactTiles";
}
