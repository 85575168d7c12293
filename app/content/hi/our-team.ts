/** Hindi words of the Our Team placeholder page (../our-team.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../our-team";

export const ourTeam = {
  hero: {
    eyebrow: "हमारी टीम",
    intro: "शिक्षक, फ़ील्ड अधिकारी, मार्गदर्शक और सलाहकार: हर कक्षा और हर बचत समूह के पीछे के लोग।",
  },
  comingSoon: {
    badge: "जल्द आ रहा है",
    heading: "हमारी पूरी टीम का पेज जल्द आ रहा है",
    text: "हम हर क्षेत्र से तस्वीरें और कहानियाँ जुटा रहे हैं, ताकि आप उन सभी लोगों से मिल सकें जिनकी बदौलत हमारा काम चलता है। तब तक, हमारी टीम से यहाँ मिलिए:",
  },
  links: [
    {
      title: "नेतृत्व",
      text: "हमारी कार्यकारी टीम और सलाहकार मंडल।",
      label: "हमारे नेतृत्व से मिलें",
    },
    {
      title: "मार्गदर्शक (मेंटर)",
      text: "अनुभवी पेशेवर, जो हमारे विद्यार्थियों और युवा नेताओं का मार्गदर्शन करते हैं।",
      label: "हमारे मार्गदर्शकों से मिलें",
    },
    {
      title: "हमारे प्रमुख साथी",
      text: "हमारे चारों क्षेत्रों के समन्वयक और फ़ील्ड कर्मचारी।",
      label: "हमारे प्रमुख साथियों से मिलें",
    },
  ],
} satisfies Translation<typeof english.ourTeam>;

/** /OurTeam, top to bottom: the same words as `ourTeam`, laid out as the English blocks. */
export const ourTeamBlocks = [
  { eyebrow: ourTeam.hero.eyebrow, intro: ourTeam.hero.intro },
  { ...ourTeam.comingSoon, links: ourTeam.links },
] satisfies Translation<typeof english.ourTeamBlocks>;
