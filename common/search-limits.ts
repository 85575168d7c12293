/**
 * Site search's limits and kinds, apart from its schema: the header's search box and
 * the /search page name them without loading zod (issue 17).
 */
export const SEARCH_LIMITS = { query: 200, perKind: 50, defaultPerKind: 5 } as const;

/** What can be found, in the order the results page shows the groups. */
export const SEARCH_KINDS = ["post", "page", "gallery", "opening", "faq"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
