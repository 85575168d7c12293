/** Hindi words of the Education page (../education.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../education";

/**
 * `Stat.description` is optional, and `Translation` leaves optional texts out of its
 * type; the figures are given from a const so that their descriptions, which the page
 * shows, are in Hindi too (`translated` uses every key the English value has).
 */
const stats = [
  { value: "4053+", label: "विद्यार्थियों को सहयोग", description: "कक्षाओं, शिक्षण केंद्रों और ऑनलाइन" },
  { value: "20+", label: "साझेदार स्कूल", description: "सरकारी और कम फ़ीस वाले निजी स्कूल" },
  { value: "15+", label: "ज़िले", description: "जहाँ हमारे स्वयंसेवक हर हफ़्ते पढ़ाते हैं" },
  { value: "5+", label: "राज्य", description: "और 2025 से लगातार बढ़ते हुए" },
];

export const education = {
  eyebrow: "हमारा काम · शिक्षा",
  heroActions: [{ label: "हमसे जुड़ें" }, { label: "अभी स्वयंसेवक बनें" }],
  illustrationAlt: "गाँव के एक शिक्षण केंद्र का चित्र: ब्लैकबोर्ड के पास खड़े शिक्षक और दरी पर खुली किताबें लिए बैठे बच्चे",
  statsHeading: "शिक्षा: एक नज़र में",
  stats,
  programmesHeading: "बच्चों की पढ़ाई जारी रखने के चार रास्ते",
  programmesIntro:
    "हम जिन बच्चों के साथ काम करते हैं, उनमें से ज़्यादातर अपने परिवार में स्कूल पूरा करने वाले पहले बच्चे हैं। हर कार्यक्रम उनके और कक्षा के बीच खड़ी एक रुकावट को दूर करता है।",
  programmes: [
    {
      title: "सामुदायिक शिक्षण केंद्र",
      audience: "6-14 साल के बच्चे",
      description:
        "गाँवों और शहरी बस्तियों में स्कूल के बाद चलने वाले केंद्र, जहाँ बच्चे प्रशिक्षित स्थानीय शिक्षकों के साथ पढ़ना, गणित और होमवर्क पूरा करते हैं।",
      highlights: [
        "हर कार्यदिवस शाम को दो घंटे, बिल्कुल मुफ़्त",
        "हर तीन महीने में पढ़ने के स्तर की जाँच",
        "हर बच्चे के लिए पौष्टिक नाश्ता",
      ],
    },
    {
      title: "डिजिटल साक्षरता",
      audience: "कक्षा 6-12",
      description:
        "कंप्यूटर लैब और टैबलेट किट, जो सरकारी स्कूलों में टाइपिंग, इंटरनेट का सुरक्षित इस्तेमाल, स्प्रेडशीट और बुनियादी कोडिंग लाते हैं।",
      highlights: [
        "हिंदी, मराठी और अंग्रेज़ी में पाठ",
        "कमज़ोर नेटवर्क वाली जगहों पर ऑफ़लाइन भी चलता है",
        "60 घंटे के अभ्यास के बाद प्रमाणपत्र",
      ],
    },
    {
      title: "छात्रवृत्ति और मार्गदर्शन",
      audience: "लड़कियाँ और पहली पीढ़ी के विद्यार्थी",
      description:
        "फ़ीस, किताबों, यूनिफ़ॉर्म और बस पास का खर्च उठाने वाली छात्रवृत्तियाँ, ताकि कोई भी बच्चा पैसों की कमी से कक्षा 8 या कक्षा 10 के बाद स्कूल न छोड़े।",
      highlights: [
        "फ़ीस, किताबें और आने-जाने का खर्च शामिल",
        "हर छात्रवृत्ति पाने वाले के लिए एक मार्गदर्शक",
        "बोर्ड परीक्षा वाले सालों में अतिरिक्त सहायता",
      ],
    },
    {
      title: "शिक्षक प्रशिक्षण",
      audience: "साझेदार स्कूलों के शिक्षक",
      description:
        "गतिविधि-आधारित पढ़ाई, बुनियादी साक्षरता और संख्या-ज्ञान, और दिव्यांग बच्चों को कक्षा में शामिल करने पर व्यावहारिक कार्यशालाएँ।",
      highlights: [
        "हर महीने कार्यशालाएँ और कक्षा में मार्गदर्शन",
        "तुरंत इस्तेमाल के लिए तैयार शिक्षण किट",
        "अलग-अलग स्कूलों के शिक्षकों के आपसी समूह",
      ],
    },
  ],
  storiesHeading: "हमारी कक्षाओं की कहानियाँ",
  storiesIntro: "निजता के लिए नाम और जगहें बदल दी गई हैं; ये सफ़र सच्चे हैं, वैसे ही जैसे हम हर हफ़्ते देखते हैं।",
  stories: [
    {
      name: "Pooja Meena",
      place: "उम्र 14 · बूंदी, राजस्थान",
      programme: "सामुदायिक शिक्षण केंद्र",
      quote: "पहले मुझे गणित से डर लगता था। अब मैं शाम को अपने छोटे भाई को पढ़ाती हूँ।",
      story:
        "माँ के बीमार पड़ने के बाद Pooja ने स्कूल जाना छोड़ दिया था। उसके गाँव के शिक्षण केंद्र के एक स्वयंसेवक शिक्षक उसके घर गए, उसके पिता से बात की और छह महीने में उसे दो साल का छूटा हुआ गणित पूरा करने में मदद की।",
      outcome: "फिर से कक्षा 8 में, और अपनी कक्षा के पहले पाँच विद्यार्थियों में",
    },
    {
      name: "Arjun Patil",
      place: "उम्र 16 · लातूर, महाराष्ट्र",
      programme: "डिजिटल साक्षरता",
      quote: "जब मैंने पहली बार कंप्यूटर पर अपना नाम टाइप किया, तभी समझ गया कि मुझे क्या करना है।",
      story:
        "2025 में हमारी लैब खुलने तक Arjun के स्कूल में एक भी कंप्यूटर नहीं था। वह अभ्यास के लिए रोज़ स्कूल के बाद रुकता, उसने डिजिटल साक्षरता का प्रमाणपत्र हासिल किया और अब छोटी कक्षाओं के लिए लैब चलाने में मदद करता है।",
      outcome: "कक्षा 12 के बाद कंप्यूटर एप्लिकेशन पढ़ने की तैयारी",
    },
  ],
  stepsHeading: "तीन आसान कदमों में हमसे जुड़ें",
  stepsIntro: "चाहे आप हफ़्ते में दो घंटे दे सकें या किसी बच्चे के पूरे साल की पढ़ाई का खर्च उठाएँ, आपके लिए जगह है।",
  steps: [
    {
      title: "हमें अपने बारे में बताएँ",
      description: "स्वयंसेवक का छोटा-सा फ़ॉर्म भरें या हमें लिखें कि आप किस तरह मदद करना चाहेंगे।",
    },
    {
      title: "टीम से मिलें",
      description: "एक हफ़्ते के भीतर कार्यक्रम समन्वयक आपको फ़ोन करेंगे और आपके समय और हुनर के हिसाब से कोई केंद्र या स्कूल चुनेंगे।",
    },
    {
      title: "पढ़ाना या सहयोग करना शुरू करें",
      description:
        "एक छोटे परिचय सत्र के बाद आप शुरुआत करते हैं: किसी केंद्र पर खुद जाकर, ऑनलाइन, या किसी विद्यार्थी की छात्रवृत्ति का खर्च उठाकर।",
    },
  ],
  cta: {
    heading: "किसी बच्चे को स्कूल में बनाए रखने में मदद करें",
    text: "पढ़ाइए, मार्गदर्शन कीजिए, खर्च उठाइए या बात आगे फैलाइए। हर घंटा और हर रुपया किसी बच्चे की पढ़ाई जारी रखता है।",
    actions: [{ label: "आज ही संपर्क करें" }, { label: "स्वयंसेवा के लिए आवेदन करें" }],
  },
} satisfies Translation<typeof english.education>;

/** The page, top to bottom: the same words as `education`, laid out as the English blocks. */
export const educationBlocks = [
  { eyebrow: education.eyebrow, actions: education.heroActions },
  { alt: education.illustrationAlt, heading: education.statsHeading, stats: education.stats },
  {
    heading: education.programmesHeading,
    intro: education.programmesIntro,
    programmes: education.programmes.map((p) => ({ ...p, eyebrow: p.audience, points: p.highlights })),
  },
  { heading: education.storiesHeading, intro: education.storiesIntro, stories: education.stories },
  { heading: education.stepsHeading, intro: education.stepsIntro, steps: education.steps },
  { ...education.cta },
] satisfies Translation<typeof english.educationBlocks>;
