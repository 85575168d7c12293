/** Hindi words of the School Partnerships page (../school-partnerships.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../school-partnerships";

/** Tab labels, some also the headings of their panels. */
const tabLabels = {
  overview: "एक नज़र में",
  programs: "साझेदारी कार्यक्रम",
  stories: "सफलता की कहानियाँ",
  process: "साझेदारी की प्रक्रिया",
};

/** Programme names, shown on their cards and on the stories. */
const programmeNames = {
  digital: "डिजिटल कक्षा",
  reading: "पठन पुस्तकालय",
};

export const schoolPartnerships = {
  eyebrow: "हमारे साझेदार बनें · स्कूल",
  tabsHeading: "अपने विद्यार्थियों के लिए हमारे साझेदार बनें",
  tabsIntro: "हम स्कूलों के साथ कैसे काम करते हैं, आप कौन-से कार्यक्रम चुन सकते हैं, साझेदार स्कूलों में क्या बदला है, और शुरुआत कैसे करें।",
  tabsLabel: "स्कूल साझेदारी की जानकारी",
  tabs: [
    { label: tabLabels.overview },
    { label: tabLabels.programs },
    { label: tabLabels.stories },
    { label: tabLabels.process },
  ],
  overview: {
    heading: "आपके स्कूल के साथ कंधे से कंधा मिलाकर",
    intro:
      "हम सरकारी, सहायता-प्राप्त और कम फ़ीस वाले निजी स्कूलों के साथ मिलकर पढ़ाई बेहतर बनाते हैं, शिक्षकों का साथ देते हैं और विद्यार्थियों के लिए नए रास्ते खोलते हैं। हम आपकी समय-सारिणी के भीतर और आपके शिक्षकों के साथ मिलकर काम करते हैं, उन्हें किनारे करके कभी नहीं।",
    stats: [
      { value: "20+", label: "साझेदार स्कूल" },
      { value: "4053+", label: "विद्यार्थियों तक पहुँचे" },
      { value: "4", label: "साझेदारी कार्यक्रम" },
      { value: "4", label: "साझेदारी के चरण" },
    ],
    reasonsHeading: "आपके स्कूल को क्या मिलता है",
    reasons: [
      {
        title: "स्कूल में ही प्रशिक्षित लोग",
        text: "हमारे फ़ैसिलिटेटर और स्वयंसेवक हर हफ़्ते आपकी कक्षाओं में काम करते हैं।",
      },
      { title: "सामग्री और उपकरण", text: "किताबें, लर्निंग किट, कंप्यूटर और प्रयोगशाला के उपकरण।" },
      {
        title: "प्रगति का आकलन",
        text: "शुरुआत में और साल के अंत में आकलन, जिसके नतीजे आपके शिक्षकों के साथ साझा किए जाते हैं।",
      },
      {
        title: "विद्यार्थियों के लिए सहयोग",
        text: "जिन्हें ज़रूरत है, उनके लिए छात्रवृत्ति, मार्गदर्शन और करियर सलाह।",
      },
    ],
  },
  labels: {
    scope: "दायरा",
    duration: "अवधि",
    investment: "लागत",
    benefits: "फ़ायदे",
    impact: "अब तक का असर",
    eligibility: "पात्रता",
    challenge: "चुनौती",
    solution: "हमने क्या किया",
    results: "नतीजे",
  },
  programsHeading: tabLabels.programs,
  programsIntro: "कोई एक कार्यक्रम चुनें या कई को साथ जोड़ें। सरकारी स्कूलों के लिए सभी निःशुल्क हैं।",
  programs: [
    {
      title: programmeNames.digital,
      description: "कंप्यूटर लैब या स्मार्ट कक्षा, जिसमें ऑफ़लाइन पढ़ाई की सामग्री और एक प्रशिक्षित डिजिटल फ़ैसिलिटेटर होता है।",
      scope: "कक्षा 6-12, हर स्कूल में एक लैब",
      duration: "1 शैक्षणिक वर्ष, आगे बढ़ाया जा सकता है",
      investment: "सरकारी स्कूलों के लिए निःशुल्क; निजी स्कूलों के साथ खर्च साझा",
      benefits: ["10-20 कंप्यूटर या टैबलेट", "स्थानीय भाषा में ऑफ़लाइन सामग्री", "हर हफ़्ते फ़ैसिलिटेटर की मदद"],
      impact: "8 स्कूलों के 1,200 विद्यार्थी अब कंप्यूटर सीख रहे हैं",
      eligibility: "बिजली वाला एक कमरा, जिसमें ताला लग सके",
    },
    {
      title: "शिक्षक विकास",
      description: "गतिविधि-आधारित पढ़ाई, बुनियादी साक्षरता और संख्या ज्ञान पर कार्यशालाएँ, और कक्षा में ही कोचिंग।",
      scope: "कक्षा 1-8 के सभी शिक्षक",
      duration: "6 महीने",
      investment: "सरकारी स्कूलों के लिए निःशुल्क",
      benefits: ["हर महीने कार्यशालाएँ", "कक्षा में अवलोकन और सुझाव", "पढ़ाने-सीखने की सामग्री के किट"],
      impact: "20 स्कूलों में 180 शिक्षकों को प्रशिक्षण",
      eligibility: "कार्यशालाओं के लिए शिक्षकों को भेजने का प्रधानाध्यापक का वादा",
    },
    {
      title: programmeNames.reading,
      description:
        "कक्षा में ही एक पुस्तकालय, जिसमें हिंदी, अंग्रेज़ी और स्थानीय भाषा की, स्तर के हिसाब से चुनी कहानी की किताबें हों, और पढ़ने का तय समय हो।",
      scope: "कक्षा 1-8",
      duration: "1-2 साल",
      investment: "निःशुल्क; अलमारी और जगह स्कूल देता है",
      benefits: ["स्तर के हिसाब से 300-500 किताबें", "हर हफ़्ते पढ़ने का एक घंटा", "पठन मेले और प्रतियोगिताएँ"],
      impact: "एक साल में धाराप्रवाह पढ़ने वाले बच्चे एक-तिहाई बढ़े",
      eligibility: "प्राथमिक कक्षाओं वाला कोई भी स्कूल",
    },
    {
      title: "करियर मार्गदर्शन",
      description: "कक्षा 9-12 के विद्यार्थियों के लिए रुझान की जाँच, करियर पर बातचीत, काउंसलिंग और छात्रवृत्ति में मदद।",
      scope: "कक्षा 9-12",
      duration: "1 शैक्षणिक वर्ष",
      investment: "सरकारी स्कूलों के लिए निःशुल्क; निजी स्कूलों के लिए मामूली फ़ीस",
      benefits: ["रुझान और क्षमता की जाँच", "हर विद्यार्थी से अलग से काउंसलिंग", "छात्रवृत्ति और दाख़िले में मदद"],
      impact: "2025-26 में 900 विद्यार्थियों की काउंसलिंग",
      eligibility: "माध्यमिक या उच्च माध्यमिक कक्षाओं वाले स्कूल",
    },
  ],
  storiesHeading: tabLabels.stories,
  storiesIntro: "स्कूलों के नाम केवल उदाहरण हैं; बदलाव वैसे ही हैं जैसे हमारी स्कूल टीमें हर साल देखती हैं।",
  stories: [
    {
      school: "राजकीय उच्च प्राथमिक विद्यालय, मालपुरा",
      program: programmeNames.reading,
      year: "2025-26",
      challenge: "कक्षा 5 के चार में से सिर्फ़ एक बच्चा कक्षा 2 की आसान कहानी पढ़ पाता था।",
      solution: "कक्षा में पुस्तकालय, रोज़ पढ़ने का एक घंटा, और अभिभावकों के साथ हर महीने पठन मेला।",
      results: [
        "कक्षा 5 में धाराप्रवाह पढ़ने वाले बच्चे 25% से बढ़कर 58% हुए",
        "पुस्तकालय की किताबें हर हफ़्ते घर जाती हैं",
        "अभिभावक पठन मेलों में शामिल हुए",
      ],
      testimonial: "अब बच्चे इस बात पर झगड़ते हैं कि नई किताब पहले किसे मिलेगी। ऐसा झगड़ा देखकर मुझे ख़ुशी होती है।",
      principal: "श्रीमती Kavita Joshi, प्रधानाध्यापिका",
    },
    {
      school: "ज़िला परिषद हाई स्कूल, हिंगणा",
      program: programmeNames.digital,
      year: "2025-26",
      challenge: "स्कूल में पाँच पुराने कंप्यूटर थे, एक भी चालू नहीं था, और उन्हें चलाना सिखाने वाला कोई शिक्षक प्रशिक्षित नहीं था।",
      solution: "15 कंप्यूटरों की लैब, ऑफ़लाइन सामग्री, सौर ऊर्जा से बैक-अप और एक पूर्णकालिक डिजिटल फ़ैसिलिटेटर।",
      results: [
        "320 विद्यार्थियों ने डिजिटल साक्षरता का कोर्स पूरा किया",
        "दो शिक्षक अब ख़ुद कंप्यूटर पढ़ाते हैं",
        "विद्यार्थियों ने ज़िले की कोडिंग क्विज़ जीती",
      ],
      testimonial: "हमारे विद्यार्थी अब शहर के बच्चों की तरह अपने प्रोजेक्ट कंप्यूटर पर बनाते हैं।",
      principal: "श्री Ramesh Wankhede, प्रधानाचार्य",
    },
  ],
  processHeading: tabLabels.process,
  processIntro: "आपकी पहली कॉल से कार्यक्रम शुरू होने तक चार चरण, आमतौर पर स्कूल के एक ही सत्र में।",
  steps: [
    {
      title: "परामर्श",
      description: "हम प्रधानाचार्य और शिक्षकों से मिलकर आपके स्कूल की ज़रूरतें और प्राथमिकताएँ समझते हैं।",
      duration: "1 हफ़्ता",
    },
    {
      title: "स्कूल का आकलन",
      description: "पढ़ाई के स्तर, सुविधाओं और शिक्षकों की ज़रूरतों का शुरुआती आकलन, जो आपके साथ साझा किया जाता है।",
      duration: "2-3 हफ़्ते",
    },
    {
      title: "समझौता और योजना",
      description: "हम मिलकर कार्यक्रम, समय-सारिणी और ज़िम्मेदारियाँ तय करते हैं, और एक सरल MoU पर हस्ताक्षर करते हैं।",
      duration: "1-2 हफ़्ते",
    },
    {
      title: "शुरुआत और समीक्षा",
      description: "कार्यक्रम शुरू होता है, हर सत्र में उसकी समीक्षा होती है और साल के अंत में आकलन।",
      duration: "लगातार",
    },
  ],
  cta: {
    heading: "अपने स्कूल में कोई कार्यक्रम लाइए",
    text: "प्रधानाचार्य, शिक्षक और स्कूल प्रबंधन समितियाँ: हमें अपने स्कूल के बारे में बताइए, हम आपके लिए सही कार्यक्रम ढूँढेंगे।",
    actions: [{ label: "परामर्श का समय तय करें" }],
  },
} satisfies Translation<typeof english.schoolPartnerships>;

const s = schoolPartnerships;

/** The page, top to bottom; `page`, `part` and `card` are identifiers, kept as in English. */
export const schoolPartnershipsBlocks = [
  { eyebrow: s.eyebrow },
  {
    heading: s.tabsHeading,
    intro: s.tabsIntro,
    label: s.tabsLabel,
    tabs: [
      {
        label: tabLabels.overview,
        parts: [
          { heading: s.overview.heading, description: s.overview.intro },
          { stats: s.overview.stats },
          { heading: s.overview.reasonsHeading, features: s.overview.reasons },
        ],
      },
      {
        label: tabLabels.programs,
        parts: [
          {
            heading: s.programsHeading,
            description: s.programsIntro,
            cards: { items: s.programs },
          },
        ],
      },
      {
        label: tabLabels.stories,
        parts: [
          {
            heading: s.storiesHeading,
            description: s.storiesIntro,
            cards: { items: s.stories },
          },
        ],
      },
      {
        label: tabLabels.process,
        parts: [{ heading: s.processHeading, description: s.processIntro }, { steps: s.steps }],
      },
    ],
  },
  s.cta,
] satisfies Translation<typeof english.schoolPartnershipsBlocks>;
