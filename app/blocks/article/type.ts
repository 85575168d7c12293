import type { PageKey } from "~/content/paths";

/** Plain text in one readable column: h2 sections of paragraphs (and maybe a bulleted list), then text links. */
export interface ArticleBlockData {
  kind: "article";
  sections: readonly { heading: string; paragraphs: readonly string[]; list?: readonly string[] }[];
  links: readonly { label: string; page: PageKey }[];
}
