import type { SectionFields } from "../section";

/** Numbered tips, each with a light-bulb title and a line of text. */
export interface TipsBlockData extends SectionFields {
  kind: "tips";
  tips: readonly { title: string; text: string }[];
}
