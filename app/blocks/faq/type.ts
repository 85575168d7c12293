import type { PageAction } from "~/content/display-types";
import type { SectionFields } from "../section";

/** Questions in one accordion, with a "still have a question?" box and its buttons beside them. */
export interface FaqBlockData extends SectionFields {
  kind: "faq";
  /** The questions in the page's language: the staff's (the page's loader reads them). */
  items?: readonly { id: string; question: string; answer: string }[];
  help: { heading: string; text: string; actions: readonly PageAction[] };
}
