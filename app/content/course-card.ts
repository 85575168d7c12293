/**
 * The words every course card shows beside its own (the card's, the same on every
 * card; the courses themselves are the Skill Development page's document).
 */
export const courseCard = {
  duration: "Duration",
  modules: "Modules",
  careers: "Career paths",
  certification: "Certification",
  /** "+{n} more" after the first modules ({n}: how many are not listed). */
  moreModules: "+{n} more",
  /** A course's length, "{n} weeks". */
  weeks: "{n} weeks",
  /** What a course's level badge reads (the level itself is an id: it picks the badge's colour). */
  levels: { Beginner: "Beginner", Intermediate: "Intermediate", Advanced: "Advanced", "All levels": "All levels" },
};
