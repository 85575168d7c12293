/** Hindi words of the Contact Us page (../contact-us.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../contact-us";

export const contactUs = {
  hero: {
    eyebrow: "संपर्क",
    intro: "सवाल, सुझाव, आपकी राय या साझेदारी का प्रस्ताव: हमें लिखें, हम जल्द ही आपसे संपर्क करेंगे।",
  },
  details: {
    heading: "संपर्क की जानकारी",
    phoneLabel: "फ़ोन",
    emailLabel: "ई-मेल",
    whatsapp: "व्हाट्सऐप",
    address: "कार्यालय का पता",
  },
  map: { title: "इंटरैक्टिव नक्शा जल्द आ रहा है", text: "तब तक, ऊपर दिए पते पर हमसे मिलें।" },
  form: {
    heading: "हमें संदेश भेजें",
    intro: "फ़ॉर्म भरें, हमारी टीम जल्द ही आपसे संपर्क करेगी।",
    subject: "विषय",
    subjectPlaceholder: "विषय चुनें",
    messagePlaceholder: "अपना संदेश यहाँ लिखें",
    consent: {
      before: "मैं ",
      link: "गोपनीयता नीति",
      after: " से सहमत हूँ, और फ़ाउंडेशन इस संदेश के बारे में मुझसे संपर्क कर सकता है।",
    },
    sentNext:
      "हम हर संदेश का जवाब ई-मेल से, आपके दिए पते पर, एक कार्य-दिवस के अंदर (सोमवार से शनिवार) देते हैं। कृपया अपना स्पैम फ़ोल्डर भी देख लें। अगर बात ज़रूरी हो, तो इस पेज पर दिए नंबर पर हमें फ़ोन या व्हाट्सऐप करें।",
    submit: "संदेश भेजें",
  },
  faqHeading: "अक्सर पूछे जाने वाले सवाल",
  faqs: [
    {
      question: "मेरे संदेश का जवाब कितनी जल्दी मिलेगा?",
      answer: "कामकाज के दिनों (सोमवार से शनिवार) में हम हर संदेश का जवाब 24 घंटे के अंदर देते हैं।",
    },
    {
      question: "मैं आपके साथ स्वयंसेवा कैसे करूँ?",
      answer:
        "हमारे 'स्वयंसेवा और इंटर्नशिप' पेज पर आवेदन करें, या 'हमसे बात करें' फ़ॉर्म में 'स्वयंसेवा' चुनें। हम आपको फ़ोन करेंगे और आपके समय और हुनर के हिसाब से कोई काम ढूँढेंगे।",
    },
    {
      question: "मैं दान कैसे करूँ?",
      answer:
        "हम सिर्फ़ UPI से दान लेते हैं। हमारे होम पेज पर दिया QR कोड किसी भी UPI ऐप से स्कैन करें, या हमारी UPI ID पर भुगतान करें। रसीद के लिए हमें लिखें।",
    },
    {
      question: "क्या मेरी कंपनी या स्कूल आपके साथ साझेदारी कर सकता है?",
      answer:
        "हाँ। विषय में 'साझेदारी' चुनें और अपनी संस्था के बारे में बताएँ, या हमारी कॉर्पोरेट, स्कूल और सरकारी साझेदारियों के बारे में पढ़ें।",
    },
  ],
  hours: {
    heading: "कार्यालय का समय",
    weekdays: "सोमवार - शुक्रवार",
    saturday: "शनिवार",
    sunday: "रविवार",
    closed: "बंद",
  },
} satisfies Translation<typeof english.contactUs>;

export const contactUsBlocks = [
  { ...contactUs.hero },
  { detailsHeading: contactUs.details.heading, form: contactUs.form },
  { heading: contactUs.faqHeading, items: contactUs.faqs, hours: contactUs.hours },
] satisfies Translation<typeof english.contactUsBlocks>;
