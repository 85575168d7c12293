/** The Our Team page a new site starts with (issue 41): what it showed when its text was in the code. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const ourTeamPage: PageDocument = {
  title: t("Our Team", "हमारी टीम"),
  heading: t("Our Team", "हमारी टीम"),
  description: t(
    "The people behind our programmes: leadership, mentors and key players across our regions.",
    "हमारे कार्यक्रमों के पीछे के लोग: हर क्षेत्र में हमारा नेतृत्व, मार्गदर्शक और प्रमुख साथी।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Our Team", "हमारी टीम"),
      intro: t(
        "Teachers, field officers, mentors and advisers: the people behind every classroom and every savings group.",
        "शिक्षक, फ़ील्ड अधिकारी, मार्गदर्शक और सलाहकार: हर कक्षा और हर बचत समूह के पीछे के लोग।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "coming-soon",
      kind: "comingSoon",
      icon: "sparkles",
      badge: t("Coming soon", "जल्द आ रहा है"),
      heading: t("Our full team page is on its way", "हमारी पूरी टीम का पेज जल्द आ रहा है"),
      text: t(
        "We are gathering photos and stories from every region so you can meet everyone who makes our work possible. Until then, meet our team here:",
        "हम हर क्षेत्र से तस्वीरें और कहानियाँ जुटा रहे हैं, ताकि आप उन सभी लोगों से मिल सकें जिनकी बदौलत हमारा काम चलता है। तब तक, हमारी टीम से यहाँ मिलिए:",
      ),
      links: [
        {
          id: "leadership",
          title: t("Leadership", "नेतृत्व"),
          text: t("Our executive team and advisory board.", "हमारी कार्यकारी टीम और सलाहकार मंडल।"),
          label: t("Meet our leadership", "हमारे नेतृत्व से मिलें"),
          to: "/Leadership",
        },
        {
          id: "mentors",
          title: t("Mentors", "मार्गदर्शक (मेंटर)"),
          text: t(
            "Professionals who guide our students and young leaders.",
            "अनुभवी पेशेवर, जो हमारे विद्यार्थियों और युवा नेताओं का मार्गदर्शन करते हैं।",
          ),
          label: t("Meet our mentors", "हमारे मार्गदर्शकों से मिलें"),
          to: "/Mentors",
        },
        {
          id: "our-key-players",
          title: t("Our Key Players", "हमारे प्रमुख साथी"),
          text: t("Coordinators and field staff across our four regions.", "हमारे चारों क्षेत्रों के समन्वयक और फ़ील्ड कर्मचारी।"),
          label: t("Meet our key players", "हमारे प्रमुख साथियों से मिलें"),
          to: "/OurKeyPlayers",
        },
      ],
    },
  ],
};
