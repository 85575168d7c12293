/**
 * The job openings in the site search (issue 41): one result per opening listed
 * today, in English and in Hindi, written when the staff publish the openings, at
 * start, and on the morning after an opening's last day. Their rows are this
 * source's own (keys `opening:` and `hi:opening:`): the build's pages never drop them.
 */
import { type JobOpenings, openingsFor } from "#common/content-model/job-openings";
import { JOB_OPENINGS_PAGE } from "#common/content-model/job-terms";
import { type Locale, localizedPath } from "#common/locale";
import type { ContentSearchDocument } from "#common/schemas/search";

export const JOB_OPENING_SEARCH_KEYS = ["opening:", "hi:opening:"] as const;

export function jobOpeningSearchDocuments(document: JobOpenings, today: string): ContentSearchDocument[] {
  const inLanguage = (locale: Locale) =>
    openingsFor(document, locale, today).map(
      (job): ContentSearchDocument => ({
        key: `${locale === "hi" ? "hi:" : ""}opening:${job.id}`,
        language: locale,
        kind: "opening",
        title: job.title,
        url: localizedPath(JOB_OPENINGS_PAGE, locale),
        body: [
          `${job.department} · ${job.location} · ${job.type} · ${job.experience}`,
          job.description,
          ...job.requirements,
          ...job.responsibilities,
          ...job.benefits,
        ].join("\n"),
      }),
    );
  return [...inLanguage("en"), ...inLanguage("hi")];
}
