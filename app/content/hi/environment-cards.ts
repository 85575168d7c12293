/** Hindi words of the environment programme and event cards (../environment-cards.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../environment-cards";

export const environmentCards = {
  impact: "असर",
  participants: "प्रतिभागी",
  date: "तारीख",
  location: "स्थान",
  expected: "अपेक्षित प्रतिभागी",
  expectedSuffix: "अपेक्षित",
  activities: "गतिविधियाँ",
  register: "अभी पंजीकरण करें",
  monthsShort: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
} satisfies Translation<typeof english.environmentCards>;
