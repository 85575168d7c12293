/**
 * The staff's content in the site search (issue 41): pages, job openings and FAQs, one
 * result each, in English and in Hindi, written when the staff publish them, at
 * start, and (openings) on the morning after an opening's last day. Each source's
 * rows have keys of their own (`opening:`, `faq:`, `edited-page:`, with `hi:` in front
 * for Hindi), so one source never drops another's rows.
 */
import { FAQS_PAGE, type Faqs, faqsFor } from "#common/content-model/faqs";
import { type JobOpenings, openingsFor } from "#common/content-model/job-openings";
import { JOB_OPENINGS_PAGE } from "#common/content-model/job-terms";
import { textsInLocale } from "#common/content-model/localized";
import type { PageDocument } from "#common/content-model/page";
import { EDITABLE_PAGES, type EditablePageKey } from "#common/content-model/pages";
import { LOCALES, type Locale, localizedPath } from "#common/locale";
import type { ContentSearchDocument } from "#common/schemas/search";

/** The kinds of result the staff's content gives. */
type StaffContentKind = Extract<ContentSearchDocument["kind"], "opening" | "faq" | "page">;
/** A page the staff edit is a "page" result (keyed `edited-page:`: `page:` were the rows the build wrote, decision 075). */
type StaffContentSource = Exclude<StaffContentKind, "page"> | "edited-page";

/** The keys a source's rows have, in both languages. */
export const searchKeysOf = (source: StaffContentSource) => [`${source}:`, `hi:${source}:`];

function inEveryLanguage(
  kind: StaffContentKind,
  rows: (locale: Locale) => { id: string; title: string; url: string; body: string }[],
): ContentSearchDocument[] {
  return LOCALES.flatMap((locale) =>
    rows(locale).map(({ id, ...row }) => ({
      key: `${locale === "hi" ? "hi:" : ""}${kind === "page" ? "edited-page" : kind}:${id}`,
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

/** The keys of one edited page's rows, in both languages (a publish replaces that page's alone). */
export const pageSearchKeys = (key: EditablePageKey) =>
  searchKeysOf("edited-page").map((prefix) => `${prefix}${EDITABLE_PAGES[key].path}`);

/** A page the staff edit, one result in each language: its heading, then every text it shows. */
export function pageSearchDocuments(key: EditablePageKey, document: PageDocument): ContentSearchDocument[] {
  const path = EDITABLE_PAGES[key].path;
  return inEveryLanguage("page", (locale) => [
    {
      id: path,
      title: textsInLocale(document.heading, locale).join(" "),
      url: localizedPath(path, locale),
      body: [...textsInLocale(document.description, locale), ...textsInLocale(document.blocks, locale)].join("\n"),
    },
  ]);
}
