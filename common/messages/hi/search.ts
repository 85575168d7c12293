/** Hindi words of the site search (../search.ts): the results page, and the API's checks for a whole catalogue. */
import type { Translation } from "../../translation.ts";
import type * as english from "../search.ts";

export const searchMessages = {
  validation: {
    queryRequired: "खोजने के लिए एक-दो शब्द लिखें",
    typeInvalid: "type इनमें से एक होना चाहिए: post, page, gallery, opening, faq",
    languageInvalid: "language en या hi होना चाहिए",
    pageInvalid: "page 1 या उससे बड़ी पूरी संख्या होनी चाहिए",
  },
  page: {
    title: "खोजें",
    heading: "वेबसाइट में खोजें",
    description: "ब्लॉग पोस्ट, कार्यक्रमों के पेज, गैलरी की फ़ोटो, खाली पद और सवालों के जवाब खोजें।",
    label: "फिर से खोजें",
    placeholder: "छात्रवृत्ति, बिहार, स्वयंसेवक… खोजें",
    submit: "खोजें",
    intro: "ब्लॉग पोस्ट, कार्यक्रमों के पेज, गैलरी की फ़ोटो, नौकरी के खाली पद और अक्सर पूछे जाने वाले सवाल खोजें।",
    resultCount: { one: "“{query}” के लिए नतीजे: {n}", other: "“{query}” के लिए नतीजे: {n}" },
    groupCount: "{n} मिले",
    showAll: "सभी {n} {kind} देखें",
    backToAll: "सभी नतीजों पर वापस जाएँ",
    previous: "पिछला",
    next: "अगला",
    pageOf: "{pages} में से पेज {page}",
    nothingFound: "“{query}” के लिए कुछ नहीं मिला",
    emptyText: "वर्तनी जाँचें, कोई छोटा या ज़्यादा आम शब्द आज़माएँ, या ब्लॉग और गैलरी देखें, या सीधे हमसे पूछें।",
    emptyLinks: [{ label: "ब्लॉग पढ़ें" }, { label: "गैलरी देखें" }, { label: "संपर्क करें" }],
    invalid: "यह खोज नहीं चल सकी। कम या आसान शब्द आज़माएँ।",
  },
  kinds: {
    post: { label: "ब्लॉग पोस्ट" },
    page: { label: "पेज" },
    gallery: { label: "गैलरी" },
    opening: { label: "नौकरी के खाली पद" },
    faq: { label: "अक्सर पूछे जाने वाले सवाल" },
  },
} satisfies Translation<typeof english.searchMessages>;
