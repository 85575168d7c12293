/** Plain text in one readable column: h2 sections of paragraphs (and maybe a bulleted list), then text links. */
export interface ArticleBlockData {
  kind: "article";
  sections: readonly { heading: string; paragraphs: readonly string[]; list?: readonly string[] }[];
  /** Each to a page of this site ("/ContactUs") or another site. */
  links: readonly { label: string; to: string }[];
}
