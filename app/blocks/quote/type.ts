import type { SectionFields } from "../section";

/** A quoted message (the founder's), signed with the person's initials, name and role, and a link to read on. */
export interface QuoteBlockData extends SectionFields {
  kind: "quote";
  quote: string;
  name: string;
  role: string;
  /** Where the link goes: a page of this site ("/Leadership") or another site. */
  link: { label: string; to: string };
}
