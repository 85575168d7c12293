/** Our first year in figures: Home's impact band, About Us's "Small beginnings" band and the footer show the same. */
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
