/** Hindi words of the Mentors page (../mentors.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../mentors";

/** The four steps: `mentors.path`, and the page's steps in `mentorsBlocks`. */
const path = [
  { title: "आवेदन करें", description: "हमें अपने बारे में, अपने लक्ष्यों के बारे में और आपको किस मदद की ज़रूरत है, यह बताएँ।" },
  {
    title: "जोड़ी बनाएँ",
    description: "दो हफ़्ते के भीतर हम क्षेत्र, भाषा और जगह के हिसाब से आपको एक मार्गदर्शक से जोड़ते हैं।",
  },
  {
    title: "जुड़ें",
    description: "एक सीधी-सादी योजना के साथ हर दो हफ़्ते में अपने मार्गदर्शक से ऑनलाइन या आमने-सामने मिलें।",
  },
  { title: "आगे बढ़ें", description: "अपने लक्ष्य हासिल करें, उनकी खुशी मनाएँ, और एक दिन खुद किसी के मार्गदर्शक बनें।" },
];

export const mentors = {
  hero: {
    eyebrow: "हमारी टीम",
    intro:
      "डॉक्टर, इंजीनियर, शिक्षक, उद्यमी और सरकारी अधिकारी, जो हर महीने कुछ घंटे देकर किसी युवा को अगला कदम उठाने में मदद करते हैं।",
  },
  impact: [
    { value: "1,000+", label: "मार्गदर्शन पाने वाले युवा" },
    { value: "95%", label: "सफलता दर" },
    { value: "15+", label: "कार्यक्रम क्षेत्र" },
    { value: "25+", label: "देश" },
  ],
  mentorsEyebrow: "हमारे मार्गदर्शकों से मिलिए",
  mentorsHeading: "जो खुद इस राह से गुज़र चुके हैं",
  mentorsIntro: "हमारे मार्गदर्शक पूरे भारत और दुनिया भर में बसे भारतीयों में से स्वयंसेवा करते हैं, और युवाओं से ऑनलाइन और आमने-सामने मिलते हैं।",
  labels: { experience: "अनुभव", expertise: "विशेषज्ञता", specialties: "खास क्षेत्र" },
  list: [
    {
      name: "Dr. Priya Nair",
      expertise: "चिकित्सा और जन स्वास्थ्य",
      location: "कोच्चि, केरल",
      experience: "18 साल",
      bio: "एक सामुदायिक चिकित्सक, जो नर्सिंग और डॉक्टरी में करियर की तैयारी कर रही ग्रामीण स्कूलों की लड़कियों का मार्गदर्शन करती हैं।",
      specialties: ["NEET की तैयारी", "जन स्वास्थ्य", "विज्ञान में महिलाएँ"],
    },
    {
      name: "Vikram Singh Rathore",
      expertise: "इंजीनियरिंग और टेक्नोलॉजी",
      location: "बेंगलुरु, कर्नाटक",
      experience: "15 साल",
      bio: "राजस्थान के एक छोटे शहर से आए सॉफ़्टवेयर आर्किटेक्ट, जो पहली पीढ़ी के विद्यार्थियों को टेक्नोलॉजी के क्षेत्र में कदम रखने में मदद करते हैं।",
      specialties: ["कोडिंग", "इंटरव्यू की तैयारी", "करियर की योजना"],
    },
    {
      name: "Fatima Sheikh",
      expertise: "उद्यमिता",
      location: "पुणे, महाराष्ट्र",
      experience: "12 साल",
      bio: "एक खाद्य प्रसंस्करण कंपनी की संस्थापक, जिसमें 200 महिलाएँ काम करती हैं; वे हमारे स्वयं सहायता समूहों के उद्यमों का मार्गदर्शन करती हैं।",
      specialties: ["व्यवसाय की योजना", "मार्केटिंग", "कर्ज़ तक पहुँच"],
    },
    {
      name: "Ramesh Chandra Gupta",
      expertise: "सिविल सेवा",
      location: "लखनऊ, उत्तर प्रदेश",
      experience: "30 साल",
      bio: "सेवानिवृत्त IAS अधिकारी, जो सरकारी सेवा और सार्वजनिक जीवन की तैयारी कर रहे युवाओं का मार्गदर्शन करते हैं।",
      specialties: ["UPSC की तैयारी", "लोक प्रशासन", "नैतिकता"],
    },
    {
      name: "Ananya Bose",
      expertise: "कला और डिज़ाइन",
      location: "कोलकाता, पश्चिम बंगाल",
      experience: "10 साल",
      bio: "एक डिज़ाइनर और चित्रकार, जो युवा कारीगरों को पारंपरिक शिल्प से आज के ज़माने के उत्पाद बनाने में मदद करती हैं।",
      specialties: ["डिज़ाइन", "शिल्प", "पोर्टफ़ोलियो बनाना"],
    },
    {
      name: "Dr. Samuel D'Souza",
      expertise: "शिक्षा और शोध",
      location: "टोरंटो, कनाडा",
      experience: "20 साल",
      bio: "एक विश्वविद्यालय प्रोफ़ेसर, जो छात्रवृत्ति और विदेश में उच्च शिक्षा के लिए आवेदन करने वाले विद्यार्थियों का मार्गदर्शन करते हैं।",
      specialties: ["उच्च शिक्षा", "छात्रवृत्ति", "शोध का हुनर"],
    },
  ],
  programmesEyebrow: "मार्गदर्शन कार्यक्रम",
  programmesHeading: "मार्गदर्शन पाने के चार रास्ते",
  programmeLabels: { duration: "अवधि", participants: "प्रतिभागी", outcomes: "नतीजे" },
  programmes: [
    {
      title: "करियर मार्गदर्शन",
      description: "कक्षा 10 से 12 के उन विद्यार्थियों के लिए आमने-सामने के सत्र, जो विषय, कोर्स और करियर चुन रहे हैं।",
      duration: "6 महीने",
      participants: "400+ विद्यार्थी",
      outcomes: ["लिखित करियर योजना", "प्रवेश परीक्षाओं के लिए मार्गदर्शन", "कॉलेजों और कार्यस्थलों का दौरा"],
    },
    {
      title: "युवा नेतृत्व",
      description: "कॉलेज के उन विद्यार्थियों के लिए साल भर का कार्यक्रम, जो अपने समुदाय में बदलाव की अगुवाई करना चाहते हैं।",
      duration: "12 महीने",
      participants: "150+ युवा नेता",
      outcomes: ["अपनी खुद की सामुदायिक परियोजना", "सबके सामने बोलने और नेतृत्व का हुनर", "साथियों का नेटवर्क"],
    },
    {
      title: "महिला उद्यमी",
      description: "छोटा व्यवसाय शुरू करने या बढ़ाने वाली महिलाओं के लिए कम समय का, गहन मार्गदर्शन।",
      duration: "3 महीने",
      participants: "300+ महिलाएँ",
      outcomes: ["परखी हुई व्यवसाय योजना", "कर्ज़ और बाज़ार से जुड़ाव", "हिसाब-किताब रखने का आत्मविश्वास"],
    },
    {
      title: "हुनर से रोज़गार तक",
      description: "उद्योग जगत के मार्गदर्शक हमारे कौशल कोर्स पूरे करने वालों को पहली नौकरी पाने और उसे बनाए रखने में मदद करते हैं।",
      duration: "9 महीने",
      participants: "200+ प्रशिक्षित युवा",
      outcomes: ["इंटरव्यू का अभ्यास", "काम की जगह के लिए तैयारी", "नौकरी के पहले महीनों में साथ"],
    },
  ],
  path,
  pathEyebrow: "यह कैसे काम करता है",
  pathHeading: "मार्गदर्शक तक आपका रास्ता",
  cta: {
    heading: "मार्गदर्शक बनें या मार्गदर्शक पाएँ",
    text: "महीने के कुछ घंटे किसी युवा की ज़िंदगी की दिशा बदल सकते हैं। हमें लिखिए, हम आपको शुरुआत करवा देंगे।",
    actions: [{ label: "हमसे बात करें" }, { label: "हमारे नेतृत्व से मिलें" }],
  },
} satisfies Translation<typeof english.mentors>;

/** /Mentors, top to bottom: the same words as `mentors`, laid out as the English blocks. */
export const mentorsBlocks = [
  { ...mentors.hero, stats: { stats: mentors.impact } },
  {
    eyebrow: mentors.mentorsEyebrow,
    heading: mentors.mentorsHeading,
    intro: mentors.mentorsIntro,
    groups: [
      {
        cards: {
          items: mentors.list.map((mentor) => ({
            name: mentor.name,
            role: mentor.expertise,
            location: mentor.location,
            bio: mentor.bio,
            details: [{ label: mentors.labels.experience, value: mentor.experience }],
            tags: mentor.specialties,
          })),
        },
      },
    ],
  },
  {
    eyebrow: mentors.programmesEyebrow,
    heading: mentors.programmesHeading,
    groups: [{ cards: { items: mentors.programmes } }],
  },
  { eyebrow: mentors.pathEyebrow, heading: mentors.pathHeading, steps: path },
  { ...mentors.cta },
] satisfies Translation<typeof english.mentorsBlocks>;
