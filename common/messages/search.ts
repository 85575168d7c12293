/**
 * What the site search says: API validation and the results page. The page's words
 * have a Hindi translation (hi/search.ts), so those with a figure or the query in
 * them are templates (`fill`, `fillPlural` in ../fill.ts; figures are put in
 * without grouping, as text). The API's validation stays English.
 */
import { fill, fillPlural } from "../fill.ts";

/** `fillPlural(resultCount, n, locale, { n: String(n), query })`. */
const resultCount = { one: "{n} result for “{query}”", other: "{n} results for “{query}”" };
const nothingFound = "Nothing found for “{query}”";

export const searchMessages = {
  validation: {
    queryRequired: "Type a word or two to search for",
    queryTooLong: (max: number) => `Search text is limited to ${max} characters`,
    typeInvalid: "type must be one of: post, page, gallery, opening, faq",
    languageInvalid: "language must be en or hi",
    limitInvalid: (max: number) => `limit must be a whole number from 1 to ${max}`,
    pageInvalid: "page must be a whole number from 1",
  },
  page: {
    title: "Search",
    heading: "Search the site",
    description: "Find blog posts, programme pages, gallery photos, openings and answers.",
    label: "Search again",
    placeholder: "Search for scholarship, Bihar, volunteer…",
    submit: "Search",
    intro: "Search blog posts, programme pages, gallery photos, job openings and FAQs.",
    resultCount,
    groupCount: "{n} found",
    /** `{kind}` is the kind's label in lower case. */
    showAll: "Show all {n} {kind}",
    backToAll: "Back to all results",
    previous: "Previous",
    next: "Next",
    pageOf: "Page {page} of {pages}",
    nothingFound,
    emptyText:
      "Check the spelling, try a shorter or more general word, or look around the blog, the gallery, or ask us directly.",
    emptyLinks: [
      { to: "/blog", label: "Read the blog" },
      { to: "/Gallery", label: "Browse the gallery" },
      { to: "/ContactUs", label: "Contact us" },
    ],
    invalid: "That search could not be run. Try fewer or simpler words.",
    /** The English count line, filled in (the end-to-end tests call it). */
    count: (n: number, query: string) => fillPlural(resultCount, n, "en", { n: String(n), query }),
    /** The English empty heading, filled in (the end-to-end tests call it). */
    emptyHeading: (query: string) => fill(nothingFound, { query }),
  },
  /** Each kind's label (an object: `page` alone would read as a page key, not words). */
  kinds: {
    post: { label: "Blog posts" },
    page: { label: "Pages" },
    gallery: { label: "Gallery" },
    opening: { label: "Job openings" },
    faq: { label: "FAQs" },
  },
} as const;
