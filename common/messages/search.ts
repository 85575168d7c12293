/** What the site search says: API validation and the results page (a Hindi version comes later). */
export const searchMessages = {
  validation: {
    queryRequired: "Type a word or two to search for",
    queryTooLong: (max: number) => `Search text is limited to ${max} characters`,
    typeInvalid: "type must be one of: post, page, gallery, opening, faq",
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
    count: (n: number, query: string) => `${n} ${n === 1 ? "result" : "results"} for “${query}”`,
    groupCount: (n: number) => `${n} found`,
    showAll: (n: number, kind: string) => `Show all ${n} ${kind.toLowerCase()}`,
    backToAll: "Back to all results",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    emptyHeading: (query: string) => `Nothing found for “${query}”`,
    emptyText:
      "Check the spelling, try a shorter or more general word, or look around the blog, the gallery, or ask us directly.",
    emptyLinks: [
      { to: "/blog", label: "Read the blog" },
      { to: "/Gallery", label: "Browse the gallery" },
      { to: "/ContactUs", label: "Contact us" },
    ],
    invalid: "That search could not be run. Try fewer or simpler words.",
  },
  kinds: {
    post: "Blog posts",
    page: "Pages",
    gallery: "Gallery",
    opening: "Job openings",
    faq: "FAQs",
  },
} as const;
