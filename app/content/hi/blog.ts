/** Hindi words of the public blog pages (../blog.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../blog";

export const blogText = {
  list: {
    filtersLabel: "पोस्ट ढूँढें",
    searchLabel: "शीर्षक से पोस्ट खोजें",
    searchPlaceholder: "पोस्ट खोजें…",
    searchButton: "खोजें",
    tagLabel: "टैग के हिसाब से छाँटें",
    allTags: "सभी टैग",
    featured: "ख़ास पोस्ट",
    latest: "ताज़ा पोस्ट",
    all: "सभी पोस्ट",
    emptyHeading: "अभी कोई ब्लॉग पोस्ट नहीं है",
    emptyText: "हमारी कक्षाओं और गाँवों की कहानियाँ जल्द ही यहाँ दिखेंगी।",
    noResultsHeading: "कोई नतीजा नहीं मिला",
    noResultsText: "आपकी खोज से मेल खाती कोई पोस्ट नहीं मिली। दूसरे शब्द या कोई और टैग आज़माएँ।",
    clearFilters: "फ़िल्टर हटाएँ",
    resultCount: { one: "{n} पोस्ट मिली", other: "{n} पोस्ट मिलीं" },
    previous: "नई पोस्ट",
    next: "पुरानी पोस्ट",
    pageOf: "{pages} में से पेज {page}",
    pagination: "पोस्ट के पेज",
    rss: "RSS फ़ीड",
  },
  card: {
    readMore: "पूरा पढ़ें",
    by: "लेखक:",
    featured: "ख़ास",
    tags: "टैग",
  },
  post: {
    backToBlog: "ब्लॉग पर वापस जाएँ",
    by: "लेखक:",
    publishedOn: "प्रकाशन की तारीख़:",
    share: "साझा करें",
    copyPrompt: "पोस्ट साझा करने के लिए यह पता कॉपी करें:",
    tagsHeading: "टैग",
    ctaHeading: "अगली कहानी का हिस्सा बनें",
    ctaText: "स्वयंसेवा करें, हमारे साझेदार बनें या हमारी टीम से जुड़ें, और हमारे गाँवों से अगला अध्याय लिखने में हाथ बँटाएँ।",
    ctaGetInTouch: "हमसे बात करें",
    ctaWorkWithUs: "हमारे साथ काम करें",
  },
  rss: {
    title: "{siteName} ब्लॉग",
    description: "पूरे भारत में हमारे कार्यक्रमों से कहानियाँ, ताज़ा ख़बरें और रिपोर्ट।",
  },
} satisfies Translation<typeof english.blogText>;
