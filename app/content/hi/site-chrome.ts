/** Hindi words of the header, footer and the parts shown on every page (../site-chrome.ts). */
import type { Translation } from "#common/translation";
import type { chrome as english } from "../site-chrome";

export const chrome = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  mainNavigation: "मुख्य मेन्यू",
  openMenu: "मेन्यू खोलें",
  closeMenu: "मेन्यू बंद करें",
  searchLabel: "साइट में खोजें",
  searchPlaceholder: "खोजें…",
  donate: "दान करें",
  // Shown on English pages only (the same words as there).
  hindiSuggestion: {
    label: "भाषा का सुझाव",
    read: "यह पृष्ठ हिन्दी में पढ़ें",
    dismiss: "यह सुझाव बंद करें",
  },
  footer: {
    impactHeading: "हमारा असर",
    programmesHeading: "कार्यक्रम",
    linksHeading: "संस्था",
    newsletterHeading: "जुड़े रहें",
    newsletterText: "हमारी कक्षाओं और गाँवों की कहानियाँ, महीने में एक बार।",
    newsletterLabel: "आपका ई-मेल पता",
    newsletterPlaceholder: "you@example.com",
    newsletterButton: "सदस्य बनें",
    newsletterArchive: "पिछले न्यूज़लेटर पढ़ें",
    contactHeading: "संपर्क",
    whatsapp: "व्हाट्सऐप",
    hoursWeekdays: "सोमवार-शुक्रवार",
    hoursSaturday: "शनिवार",
    rights: "सर्वाधिकार सुरक्षित।",
    founded: "स्थापना",
    registered: "पंजीकृत गैर-लाभकारी संस्था, भारत",
    registrations: {
      pan: "पैन",
      twelveA: "12ए पंजीकरण",
      eightyG: "80जी पंजीकरण",
      csr1: "सीएसआर-1 पंजीकरण",
      ngoDarpan: "एनजीओ दर्पण आईडी",
      fcra: "एफ़सीआरए पंजीकरण",
    },
    transparency: "पंजीकरण, वार्षिक रिपोर्ट और खाते",
  },
  toast: {
    close: "सूचना बंद करें",
    region: "सूचनाएँ",
  },
  notFound: {
    code: "404",
    text: "यह पेज हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई गलती हो।",
    home: "होम पेज पर जाएँ",
    contact: "हमसे संपर्क करें",
  },
  error: {
    heading: "कुछ गड़बड़ हो गई",
    text: "माफ़ कीजिए, यह पेज अभी नहीं खुल सका। कृपया थोड़ी देर में फिर कोशिश करें।",
    retry: "पेज फिर से लोड करें",
    home: "होम पेज पर जाएँ",
  },
} satisfies Translation<typeof english>;
