/** Hindi words of the Government Partnerships page (../government-partnerships.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../government-partnerships";

/** Tab labels, also the headings of their panels. */
const tabLabels = {
  types: "साझेदारी के प्रकार",
  current: "मौजूदा साझेदारियाँ",
  advantages: "हमारी खूबियाँ",
  process: "साझेदारी की प्रक्रिया",
};

export const governmentPartnerships = {
  eyebrow: "हमारे साझेदार बनें · सरकार",
  tabsHeading: "सरकारी कार्यक्रमों को मिलकर लोगों तक पहुँचाना",
  tabsIntro:
    "सरकारी योजनाएँ तब और दूर तक पहुँचती हैं, जब भरोसेमंद स्थानीय संस्थाएँ उन्हें लागू करने में हाथ बँटाती हैं। हम विभागों, ज़िलों और पंचायतों के साथ एक पारदर्शी और जवाबदेह साझेदार के रूप में काम करते हैं।",
  tabsLabel: "सरकारी साझेदारी की जानकारी",
  tabs: [
    { label: tabLabels.types },
    { label: tabLabels.current },
    { label: tabLabels.advantages },
    { label: tabLabels.process },
  ],
  labels: {
    scope: "दायरा",
    duration: "अवधि",
    examples: "उदाहरण",
    benefits: "फ़ायदे",
    requirements: "क्या चाहिए",
    states: "राज्य",
    budget: "बजट",
    impact: "असर",
    focus: "मुख्य क्षेत्र",
    status: "स्थिति",
  },
  statusLabels: { Active: "सक्रिय", Completing: "समापन की ओर" },
  typesHeading: tabLabels.types,
  typesIntro: "चार मॉडल, जिन्हें हम हर विभाग के साथ मिलकर योजना, ज़िले और बजट के हिसाब से चुनते हैं।",
  models: [
    {
      title: "क्रियान्वयन साझेदार",
      description: "हम अपने कर्मचारियों, स्वयंसेवकों और सामुदायिक नेटवर्क के साथ किसी सरकारी योजना को ज़मीन पर लागू करते हैं।",
      scope: "किसी योजना को ब्लॉक या ज़िला स्तर पर लागू करना",
      duration: "1-3 साल",
      examples: ["प्राथमिक स्कूलों में बुनियादी साक्षरता", "राज्य कौशल मिशन के तहत कौशल प्रशिक्षण"],
      benefits: ["दूर-दराज़ के गाँवों तक जल्दी पहुँच", "समुदाय का भरोसा और भागीदारी", "हर महीने प्रगति के आँकड़े"],
      requirements: ["वर्क ऑर्डर या MoU", "स्कूलों या केंद्रों तक पहुँच", "तालमेल के लिए एक नोडल अधिकारी"],
    },
    {
      title: "तकनीकी सहयोग",
      description: "हम अधिकारियों, शिक्षकों और फ़्रंटलाइन कार्यकर्ताओं को प्रशिक्षण देते हैं, और काम के टूल और तरीके बनाने में मदद करते हैं।",
      scope: "प्रशिक्षण, सामग्री और निगरानी की व्यवस्था",
      duration: "6 महीने-2 साल",
      examples: ["शिक्षक प्रशिक्षण मॉड्यूल", "ज़िले के किसी कार्यक्रम के लिए निगरानी डैशबोर्ड"],
      benefits: ["विभाग की अपनी क्षमता मज़बूत होती है", "टूल विभाग के पास ही रहते हैं", "कम लागत, ज़्यादा पहुँच"],
      requirements: ["प्रशिक्षण का कैलेंडर", "विभाग की ओर से प्रतिभागियों का नामांकन"],
    },
    {
      title: "सार्वजनिक-निजी साझेदारी",
      description: "हम सरकार, कंपनियों और समुदायों को साथ लाते हैं, ताकि वे मिलकर किसी कार्यक्रम का खर्च उठाएँ और उसे चलाएँ।",
      scope: "CSR साझेदारों के साथ मिलकर चलाए जाने वाले कार्यक्रम",
      duration: "3-5 साल",
      examples: ["सरकारी स्कूलों के लिए सौर ऊर्जा", "बैंकों से जुड़े महिला उद्यम केंद्र"],
      benefits: ["CSR से अतिरिक्त धन", "साझा जवाबदेही", "स्वतंत्र मूल्यांकन"],
      requirements: ["त्रिपक्षीय समझौता", "संयुक्त संचालन समिति"],
    },
    {
      title: "पायलट और शोध",
      description: "हम कुछ ब्लॉकों में कोई नया तरीका पायलट के रूप में आज़माते हैं, और बड़े पैमाने पर ले जाने से पहले उसे बारीकी से परखते हैं।",
      scope: "1-3 ब्लॉकों में पायलट, मूल्यांकन के साथ",
      duration: "6 महीने-1 साल",
      examples: ["मातृभाषा में पढ़ना सिखाने का पायलट", "आँगनवाड़ियों के लिए डिजिटल हाज़िरी"],
      benefits: ["विस्तार से पहले ठोस सबूत", "कम जोखिम में नए प्रयोग", "विस्तार की तैयार योजना"],
      requirements: ["आँकड़े जुटाने की अनुमति", "मूल्यांकन के तरीके पर सहमति"],
    },
  ],
  currentHeading: tabLabels.current,
  currentIntro: "राज्य और ज़िला स्तर की संस्थाओं के साथ चल रही साझेदारियाँ। नाम केवल उदाहरण के लिए हैं।",
  partnerships: [
    {
      partner: "राज्य स्कूल शिक्षा विभाग",
      program: "बुनियादी साक्षरता और संख्या ज्ञान",
      states: ["राजस्थान"],
      duration: "2025-2027",
      budget: "₹1.8 करोड़",
      impact: "150 प्राथमिक स्कूलों में 12,000 बच्चे",
      focus: ["पढ़ना", "संख्या ज्ञान", "शिक्षकों की कोचिंग"],
      // Kept in English: the card looks its colour up by this value (statusClass in government-cards.tsx).
      status: "Active",
    },
    {
      partner: "राज्य ग्रामीण आजीविका मिशन",
      program: "महिला उद्यम केंद्र",
      states: ["महाराष्ट्र", "मध्य प्रदेश"],
      duration: "2025-2028",
      budget: "₹2.5 करोड़",
      impact: "3,000 महिला उद्यमी",
      focus: ["स्वयं सहायता समूह", "उद्यम", "बैंक से जुड़ाव"],
      status: "Active",
    },
    {
      partner: "ज़िला कौशल विकास कार्यालय",
      program: "युवा कौशल और प्लेसमेंट",
      states: ["उत्तर प्रदेश"],
      duration: "2025-2026",
      budget: "₹90 लाख",
      impact: "1,500 युवाओं को प्रशिक्षण, 80% को नौकरी",
      focus: ["कौशल प्रशिक्षण", "प्लेसमेंट", "अप्रेंटिसशिप"],
      status: "Completing",
    },
    {
      partner: "ज़िला प्रशासन और ज़िला परिषद",
      program: "जल संचय: तालाबों को फिर से जीवित करना",
      states: ["महाराष्ट्र"],
      duration: "2025-2026",
      budget: "₹60 लाख",
      impact: "12 गाँवों में 18 तालाब फिर से जीवित हुए",
      focus: ["जल संरक्षण", "पौधारोपण", "समुदाय का स्वामित्व"],
      status: "Completing",
    },
  ],
  advantagesHeading: tabLabels.advantages,
  advantagesIntro: "विभाग और ज़िले हमारे साथ काम करना क्यों चुनते हैं।",
  advantages: [
    {
      title: "गहरी स्थानीय पकड़",
      text: "हमारी फ़ील्ड टीमें उन्हीं ज़िलों में रहती हैं जहाँ वे काम करती हैं, और वहीं की भाषा बोलती हैं।",
    },
    {
      title: "समुदाय का भरोसा",
      text: "पंचायतों, स्वयं सहायता समूहों और स्कूल समितियों के साथ बरसों पुराने रिश्ते।",
    },
    {
      title: "काम आने वाले आँकड़े",
      text: "प्रगति के नियमित और जाँचे जा सकने वाले आँकड़े, उसी रूप में जो विभागों को चाहिए।",
    },
    {
      title: "पारदर्शी और नियमों के अनुसार",
      text: "ऑडिट किए हुए खाते, उपयोगिता प्रमाण-पत्र और सरकारी नियमों का पूरा पालन।",
    },
    {
      title: "जल्दी शुरुआत",
      text: "प्रशिक्षित कर्मचारी और तैयार सामग्री, इसलिए काम महीनों में नहीं, हफ़्तों में शुरू हो जाता है।",
    },
    {
      title: "अतिरिक्त संसाधन",
      text: "CSR साझेदार और स्वयंसेवक, जो सरकारी कार्यक्रमों में धन और हुनर जोड़ते हैं।",
    },
  ],
  processHeading: tabLabels.process,
  processIntro: "पाँच चरण, और हर चरण में विभाग की प्रक्रियाओं का पालन।",
  steps: [
    {
      title: "पहली बैठक",
      description: "हम विभाग या ज़िले से मिलकर योजना, उसके लक्ष्य और उसकी चुनौतियाँ समझते हैं।",
      duration: "1-2 हफ़्ते",
    },
    {
      title: "प्रस्ताव",
      description: "विभाग की ज़रूरत के अनुसार एक विस्तृत प्रस्ताव: काम का तरीका, बजट, समय-सीमा और संकेतक।",
      duration: "2-4 हफ़्ते",
    },
    {
      title: "मंज़ूरी और MoU",
      description: "विभाग की प्रक्रिया से मंज़ूरी, और MoU या वर्क ऑर्डर पर हस्ताक्षर।",
      duration: "1-3 महीने",
    },
    {
      title: "क्रियान्वयन",
      description: "हम कार्यक्रम चलाते हैं, और नोडल अधिकारी नियमित रूप से उसकी समीक्षा करते हैं।",
      duration: "6 महीने-3 साल",
    },
    {
      title: "मूल्यांकन और हस्तांतरण",
      description: "स्वतंत्र मूल्यांकन और काम सौंपने की योजना, ताकि साझेदारी पूरी होने के बाद भी नतीजे बने रहें।",
      duration: "1-2 महीने",
    },
  ],
  cta: {
    heading: "आइए, आपके ज़िले के लिए मिलकर काम करें",
    text: "अधिकारी और विभाग: हमारी टीम से मिलिए और बात कीजिए कि हम आपके कार्यक्रमों में कैसे हाथ बँटा सकते हैं।",
    actions: [{ label: "मीटिंग तय करें" }],
  },
} satisfies Translation<typeof english.governmentPartnerships>;

const g = governmentPartnerships;

/** The page, top to bottom; `page`, `part` and `card` are identifiers, kept as in English. */
export const governmentPartnershipsBlocks = [
  { eyebrow: g.eyebrow },
  {
    heading: g.tabsHeading,
    intro: g.tabsIntro,
    label: g.tabsLabel,
    tabs: [
      {
        label: tabLabels.types,
        parts: [
          {
            heading: g.typesHeading,
            description: g.typesIntro,
            cards: { items: g.models },
          },
        ],
      },
      {
        label: tabLabels.current,
        parts: [
          {
            heading: g.currentHeading,
            description: g.currentIntro,
            cards: { items: g.partnerships },
          },
        ],
      },
      {
        label: tabLabels.advantages,
        parts: [{ heading: g.advantagesHeading, description: g.advantagesIntro }, { features: g.advantages }],
      },
      {
        label: tabLabels.process,
        parts: [{ heading: g.processHeading, description: g.processIntro }, { steps: g.steps }],
      },
    ],
  },
  g.cta,
] satisfies Translation<typeof english.governmentPartnershipsBlocks>;
