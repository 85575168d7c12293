/** Hindi words of our first year in figures (../first-year.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../first-year";

export const firstYear = {
  stats: [
    { value: "4053+", label: "विद्यार्थी" },
    { value: "5+", label: "राज्य" },
    { value: "15+", label: "ज़िले" },
    { value: "20+", label: "स्कूल" },
  ],
  highlights: [
    { value: "2025", label: "स्थापना" },
    { value: "100+", label: "ज़िंदगियों में बदलाव" },
    { value: "5+", label: "कार्यक्रम" },
  ],
} satisfies Translation<typeof english.firstYear>;
