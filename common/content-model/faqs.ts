/**
 * Frequently asked questions (issue 41): the questions and answers /FAQs lists and
 * the search finds, edited by the staff in the admin's FAQs screen and stored in the
 * database, English and Hindi side by side.
 */
import { z } from "zod";
import type { Locale } from "../locale.ts";
import { itemId, list } from "./fields.ts";
import { inLocale, localizedText } from "./localized.ts";

/** The page that lists them (app/content/paths.ts's faqs; a test keeps the two equal). */
export const FAQS_PAGE = "/FAQs";

export const faqsSchema = z.object({
  items: list(
    z.object({
      id: itemId,
      question: localizedText({ label: "Question", max: 300, required: true }),
      answer: localizedText({ label: "Answer", max: 2000, required: true, input: "multiline" }),
    }),
    {
      label: "Questions",
      help: "Listed on the FAQs page in this order; each opens to show its answer.",
      item: { label: "Question", titleField: "question" },
    },
    { max: 100 },
  ),
});

export type Faqs = z.infer<typeof faqsSchema>;

/** A question as a page shows it, in one language. */
export interface Faq {
  id: string;
  question: string;
  answer: string;
}

/** The questions in `locale` (English where the Hindi is empty). */
export function faqsFor(document: Faqs, locale: Locale): Faq[] {
  return document.items.map((item) => ({
    id: item.id,
    question: inLocale(item.question, locale),
    answer: inLocale(item.answer, locale),
  }));
}
