/** Site search's limits, apart from its schema (the header's search box names them without loading zod). */
export const SEARCH_LIMITS = { query: 200, perKind: 50, defaultPerKind: 5 } as const;
