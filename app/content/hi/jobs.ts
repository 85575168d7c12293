/** Hindi words of the Work With Us page, /WorkWithUs: openings, categories, reasons, hiring process (../jobs.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../jobs";

export const urgencyLabels = {
  high: "अत्यावश्यक",
  medium: "प्राथमिकता",
  low: "खुला",
} satisfies Translation<typeof english.urgencyLabels>;

/** The category ids are the English ones (compared in code); only the labels are words. */
export const jobCategories = [
  { label: "सभी पद" },
  { label: "कार्यक्रम" },
  { label: "फ़ील्ड कार्य" },
  { label: "प्रशासन" },
  { label: "तकनीक" },
  { label: "धन संग्रह" },
] satisfies Translation<typeof english.jobCategories>;

export const workWithUs = {
  hero: {
    eyebrow: "करियर",
    intro:
      "एक युवा टीम से जुड़िए, जो मानती है कि हर बच्चे को कक्षा और हर महिला को उचित आमदनी मिलनी चाहिए। हम 5+ राज्यों में बढ़ रहे हैं और ऐसे लोगों की तलाश में हैं जो चाहते हैं कि उनका काम सच में कुछ बदले।",
  },
  stats: [
    { value: "{openings}", label: "खुले पद" },
    { value: "5+", label: "राज्य" },
    { value: "4053+", label: "विद्यार्थियों तक पहुँच" },
    { value: "2025", label: "स्थापना वर्ष" },
  ],
  reasonsEyebrow: "हमारे साथ काम क्यों करें",
  reasonsHeading: "ऐसा काम जो मायने रखता है, ऐसे लोगों के साथ जो परवाह करते हैं",
  reasonsIntro: "हम इतने छोटे हैं कि पहले ही दिन से आपकी बात सुनी जाती है, और इतनी तेज़ी से बढ़ रहे हैं कि आप भी हमारे साथ आगे बढ़ते हैं।",
  reasons: [
    {
      title: "सच्चा असर",
      text: "आप उन बच्चों और परिवारों से मिलेंगे जिन तक आपका काम पहुँचता है, सिर्फ़ रिपोर्टों में उनके बारे में पढ़ेंगे नहीं।",
    },
    {
      title: "हर साल कुछ नया सीखें",
      text: "सीखने के लिए बजट, हमारे सलाहकार मंडल से मार्गदर्शक (मेंटर) और फ़ील्ड में नियमित प्रशिक्षण।",
    },
    {
      title: "बात सुनने वाली टीम",
      text: "बराबरी वाला, दोस्ताना और ईमानदार माहौल। फ़ील्ड के साथी और संस्थापक हर महीने एक ही मेज़ पर बैठते हैं।",
    },
    {
      title: "भारत को जानें",
      text: "राजस्थान, बिहार, झारखंड, महाराष्ट्र और कर्नाटक में काम करें, और हर जगह से कुछ सीखें।",
    },
    {
      title: "जहाँ ज़रूरी हो, वहाँ लचीलापन",
      text: "जहाँ काम इजाज़त दे, वहाँ रिमोट और हाइब्रिड भूमिकाएँ, और सबके लिए परिवार का ख़याल रखने वाली छुट्टियाँ।",
    },
    {
      title: "हमारे साथ आगे बढ़ें",
      text: "2025 में स्थापित इस संस्था में हम अपने ही लोगों को आगे बढ़ाते हैं: आज का फ़ील्ड अधिकारी कल का कार्यक्रम प्रमुख है।",
    },
  ],
  openingsEyebrow: "खुले पद",
  openingsHeading: "अपने लिए सही भूमिका खोजें",
  searchLabel: "पद खोजें",
  searchPlaceholder: "पद, विभाग या जगह के नाम से खोजें",
  categoriesLabel: "श्रेणी के अनुसार छाँटें",
  countOne: "{n} पद मिला",
  countOther: "{n} पद मिले",
  emptyHeading: "कोई पद नहीं मिला",
  emptyHint: "अपनी खोज थोड़ी बदलकर देखें, या नए पदों के लिए कुछ दिन बाद फिर आएँ।",
  clearFilters: "सभी फ़िल्टर हटाएँ",
  labels: {
    department: "विभाग",
    location: "जगह",
    type: "प्रकार",
    experience: "अनुभव",
    posted: "प्रकाशित",
    requirements: "ज़रूरी योग्यताएँ",
    benefits: "सुविधाएँ",
    apply: "इस पद के लिए आवेदन करें",
  },
  processEyebrow: "हम भर्ती कैसे करते हैं",
  processHeading: "हमारी भर्ती प्रक्रिया",
  processIntro: "चार आसान चरण, जो आम तौर पर तीन हफ़्तों में पूरे हो जाते हैं। हम हर आवेदक को जवाब देते हैं।",
  process: [
    {
      title: "आवेदन करें",
      description: "हमारे ऑनलाइन फ़ॉर्म से अपना आवेदन भेजें, साथ में छोटा-सा नोट कि यह काम आपके लिए क्यों मायने रखता है।",
      duration: "5 मिनट",
    },
    {
      title: "आवेदनों की जाँच",
      description: "हमारी टीम हर आवेदन पढ़ती है और चुने गए उम्मीदवारों को छोटी-सी बातचीत के लिए फ़ोन करती है।",
      duration: "1 हफ़्ते के अंदर",
    },
    {
      title: "इंटरव्यू",
      description:
        "उस टीम से मिलिए जिसके साथ आप काम करेंगे। फ़ील्ड की भूमिकाओं के लिए हम अक्सर साथ मिलकर किसी परियोजना वाले गाँव में जाते हैं।",
      duration: "1-2 दौर",
    },
    {
      title: "आपका स्वागत है",
      description: "नौकरी का प्रस्ताव, गर्मजोशी भरा स्वागत और हमारी कार्यक्रम व फ़ील्ड टीमों के साथ दो हफ़्ते का परिचय प्रशिक्षण।",
      duration: "2 हफ़्ते का परिचय प्रशिक्षण",
    },
  ],
  generalHeading: "अपने लिए सही पद नहीं दिखा?",
  generalText:
    "जो लोग हमारे मिशन से जुड़ाव महसूस करते हैं, उनसे सुनकर हमें हमेशा ख़ुशी होती है। एक सामान्य आवेदन भेजें, और जब कोई उपयुक्त पद होगा तो हम आपको लिखेंगे।",
  generalApply: { label: "सामान्य आवेदन भेजें" },
  fellowshipHeading: "करियर की शुरुआत कर रहे हैं?",
  fellowshipText:
    "हमारी सवेतन फ़ेलोशिप युवा स्नातकों को 10 से 18 महीनों के लिए गाँवों और स्कूलों में काम का मौका देती है, मासिक मानदेय (स्टाइपेंड) और मार्गदर्शन के साथ।",
  fellowshipAction: { label: "फ़ेलोशिप कार्यक्रम देखें" },
} satisfies Translation<typeof english.workWithUs>;

const w = workWithUs;

/** /WorkWithUs, top to bottom: the same words as `workWithUs`, placed as ../jobs.ts places them. */
export const workWithUsBlocks = [
  { ...w.hero, stats: { stats: w.stats } },
  { eyebrow: w.reasonsEyebrow, heading: w.reasonsHeading, intro: w.reasonsIntro, features: w.reasons },
  { eyebrow: w.openingsEyebrow, heading: w.openingsHeading },
  {
    eyebrow: w.processEyebrow,
    heading: w.processHeading,
    intro: w.processIntro,
    steps: w.process,
    callout: { heading: w.fellowshipHeading, text: w.fellowshipText, action: w.fellowshipAction },
  },
  { heading: w.generalHeading, text: w.generalText, actions: [w.generalApply] },
] satisfies Translation<typeof english.workWithUsBlocks>;
