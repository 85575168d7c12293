/**
 * Hindi words of the blog's messages (../blog.ts). Visitors read the share
 * button's toast and 'Blog Post Not Found'; the admin's texts are translated too,
 * so the catalogue is whole (the admin area itself stays English).
 */
import type { Translation } from "../../translation.ts";
import type * as english from "../blog.ts";

export const blogMessages = {
  validation: {
    modalRequired: "कृपया सभी ज़रूरी खाने भरें (शीर्षक, सारांश, सामग्री)",
    titleRequired: "शीर्षक भरना ज़रूरी है",
    authorRequired: "लेखक का नाम भरना ज़रूरी है",
    contentRequired: "सामग्री भरना ज़रूरी है",
    excerptRequired: "सारांश भरना ज़रूरी है",
    tagsInvalid: "टैग शब्दों की सूची या कॉमा से अलग किया गया टेक्स्ट होने चाहिए",
    imageInvalid: "तस्वीर इसी वेबसाइट पर अपलोड की गई होनी चाहिए (/api/images/ से शुरू होने वाला पता)",
    pageInvalid: "page 1 या उससे बड़ी पूरी संख्या होनी चाहिए",
    featuredInvalid: "featured true या false होना चाहिए",
    publishedInvalid: "published true या false होना चाहिए",
    languageInvalid: "language en (अंग्रेज़ी) या hi (हिंदी) होनी चाहिए",
    publishedAtInvalid: "प्रकाशन का समय तारीख़ और समय होना चाहिए, जैसे 2026-12-01T09:00:00+05:30",
    slugInvalid: "पते में कम से कम एक अक्षर या अंक होना चाहिए",
  },
  modal: {
    created: "ब्लॉग सफलतापूर्वक बन गया!",
    updated: "ब्लॉग सफलतापूर्वक बदल दिया गया!",
    deleted: "ब्लॉग सर्वर से सफलतापूर्वक हटा दिया गया!",
  },
  editor: {
    created: "ब्लॉग पोस्ट सफलतापूर्वक बन गई!",
    updated: "ब्लॉग पोस्ट सफलतापूर्वक बदल दी गई!",
    saveFailed: "ब्लॉग पोस्ट सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।",
    loadFailed: "ब्लॉग पोस्ट खुल नहीं सकी।",
  },
  cover: {
    required: "कृपया अपलोड करने के लिए एक तस्वीर चुनें",
    uploaded: "कवर की तस्वीर अपलोड हो गई",
    uploading: "तस्वीर अपलोड हो रही है...",
  },
  share: { copied: "लिंक कॉपी हो गया!" },
  notFound: {
    heading: "ब्लॉग पोस्ट नहीं मिली",
    text: "आप जो ब्लॉग पोस्ट ढूँढ रहे हैं, वह मौजूद नहीं है या शायद हटा दी गई है।",
  },
  api: {
    notFound: "ब्लॉग पोस्ट नहीं मिली",
    created: "ब्लॉग पोस्ट बन गई",
    updated: "ब्लॉग पोस्ट बदल दी गई",
    deleted: "ब्लॉग पोस्ट ट्रैश में चली गई: 30 दिन तक उसे वापस लाया जा सकता है",
    notInTrash: "यह पोस्ट ट्रैश में नहीं है",
  },
} satisfies Translation<typeof english.blogMessages>;
