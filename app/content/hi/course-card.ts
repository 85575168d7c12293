/** Hindi words of the course card (../course-card.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../course-card";

export const courseCard = {
  duration: "अवधि",
  modules: "मॉड्यूल",
  careers: "करियर के रास्ते",
  certification: "प्रमाणपत्र",
  moreModules: "+{n} और",
  weeks: "{n} हफ़्ते",
  levels: { Beginner: "शुरुआती", Intermediate: "मध्यम", Advanced: "उन्नत", "All levels": "सभी स्तर" },
} satisfies Translation<typeof english.courseCard>;
