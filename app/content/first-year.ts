/**
 * Our first year in figures, as the footer shows them (Home's impact band and About
 * Us's "Small beginnings" band state the same figures from their documents, citing the
 * shared figures: server/content-seed/pages/first-year.ts).
 */
export const firstYear = {
  stats: [
    { value: "4053+", label: "Students" },
    { value: "5+", label: "States" },
    { value: "15+", label: "Districts" },
    { value: "20+", label: "Schools" },
  ],
  highlights: [
    { value: "2025", label: "Established" },
    { value: "100+", label: "Lives transformed" },
    { value: "5+", label: "Programmes" },
  ],
} as const;
