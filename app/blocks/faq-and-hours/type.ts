import type { SectionFields } from "../section";

/** Questions in one accordion, with the office hours beside them (/ContactUs). */
export interface FaqAndHoursBlockData extends SectionFields {
  kind: "faqAndHours";
  items: readonly { id: string; question: string; answer: string }[];
  hours: { heading: string; weekdays: string; saturday: string; sunday: string; closed: string };
}
