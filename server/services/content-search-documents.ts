/**
 * The staff's content in the site search (issue 41): job openings and FAQs, one
 * result each, in English and in Hindi, written when the staff publish them, at
 * start, and (openings) on the morning after an opening's last day. Each source's
 * rows have keys of their own (`opening:`, `faq:`, with `hi:` in front for Hindi),
 * so the build's pages never drop them, nor they the pages.
 */
import { FAQS_PAGE, type Faqs, faqsFor } from "#common/content-model/faqs";
import { type JobOpenings, openingsFor } from "#common/content-model/job-openings";
import { JOB_OPENINGS_PAGE } from "#common/content-model/job-terms";
import { LOCALES, type Locale, localizedPath } from "#common/locale";
import type { ContentSearchDocument } from "#common/schemas/search";

/** The kinds of result the staff's content gives. */
type StaffContentKind = Extract<ContentSearchDocument["kind"], "opening" | "faq">;

/** The keys a kind's rows have, in both languages. */
export const searchKeysOf = (kind: StaffContentKind) => [`${kind}:`, `hi:${kind}:`];

function inEveryLanguage(
  kind: StaffContentKind,
  rows: (locale: Locale) => { id: string; title: string; url: string; body: string }[],
): ContentSearchDocument[] {
  return LOCALES.flatMap((locale) =>
    rows(locale).map(({ id, ...row }) => ({
      key: `${locale === "hi" ? "hi:" : ""}${kind}:${id}`,
      language: locale,
      kind,
      ...row,
    })),
  );
}

/** The openings listed on `today`. */
export function jobOpeningSearchDocuments(document: JobOpenings, today: string): ContentSearchDocument[] {
  return inEveryLanguage("opening", (locale) =>
    openingsFor(document, locale, today).map((job) => ({
      id: job.id,
      title: job.title,
      url: localizedPath(JOB_OPENINGS_PAGE, locale),
      body: [
        `${job.department} · ${job.location} · ${job.type} · ${job.experience}`,
        job.description,
        ...job.requirements,
        ...job.responsibilities,
        ...job.benefits,
      ].join("\n"),
    })),
  );
}

export function faqSearchDocuments(document: Faqs): ContentSearchDocument[] {
  return inEveryLanguage("faq", (locale) =>
    faqsFor(document, locale).map((faq) => ({
      id: faq.id,
      title: faq.question,
      url: localizedPath(FAQS_PAGE, locale),
      body: faq.answer,
    })),
  );
}
