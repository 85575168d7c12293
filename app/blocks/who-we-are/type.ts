import type { z } from "zod";
import type { whoWeAreBlock } from "#common/content-model/blocks/who-we-are";
import type { InLocale } from "#common/content-model/localized";

type Model = InLocale<z.infer<typeof whoWeAreBlock>>;

/** Home's introduction: eyebrow, h2, paragraphs and a text link on one side; ticked pillars (h3 and a line) on the other. */
export interface WhoWeAreBlockData extends Omit<Model, "id"> {
  kind: "whoWeAre";
}
