/** Hindi words of the list of forms at /forms (../forms.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../forms";

export const formsPage = {
  eyebrow: "हमसे जुड़ें",
  filterLabel: "श्रेणी के हिसाब से फ़ॉर्म छाँटें",
  all: "सभी",
  countLine: {
    all: { one: "{n} फ़ॉर्म", other: "{n} फ़ॉर्म" },
    some: "{total} में से {shown} फ़ॉर्म दिखाए जा रहे हैं",
  },
  openForm: "फ़ॉर्म खोलें",
  goToPage: "पेज पर जाएँ",
  empty: {
    heading: "अभी कोई फ़ॉर्म उपलब्ध नहीं है",
    text: "नए आवेदन फ़ॉर्म यहाँ दिखेंगे। तब तक हमें लिखें, हम सीधे आपकी मदद करेंगे।",
    contact: "संपर्क करें",
  },
  noneInCategory: "इस श्रेणी में अभी कोई फ़ॉर्म नहीं है।",
  categories: {
    Volunteer: "स्वयंसेवा",
    Career: "करियर",
    Program: "कार्यक्रम",
    Partnership: "साझेदारी",
    Contact: "संपर्क",
    Feedback: "सुझाव और राय",
    Event: "आयोजन",
  },
  help: {
    heading: "किसी फ़ॉर्म में मदद चाहिए?",
    intro: "अगर कोई फ़ॉर्म नहीं खुल रहा, या आपको पक्का नहीं पता कि कौन-सा भरना है, तो हम ख़ुशी से मदद करेंगे।",
    links: [
      { label: "संपर्क करें", text: "किसी भी फ़ॉर्म या आवेदन के बारे में सवाल पूछें।" },
      { label: "हमारे साथ काम करें", text: "मौजूदा खाली पद देखें और जानें कि आवेदन कैसे करें।" },
      { label: "कॉर्पोरेट साझेदारी", text: "CSR और कर्मचारियों की भागीदारी के ज़रिए हमारे साझेदार बनें।" },
    ],
  },
} satisfies Translation<typeof english.formsPage>;
