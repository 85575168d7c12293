import type { z } from "zod";
import type { programmeLinksBlock } from "#common/content-model/blocks/programme-links";
import type { InLocale } from "#common/content-model/localized";

type Model = InLocale<z.infer<typeof programmeLinksBlock>>;

/** Home's programme cards, centred in rows of up to three, each with a link to its page. */
export interface ProgrammeLinksBlockData extends Omit<Model, "id"> {
  kind: "programmeLinks";
}
