/** Hindi words of Our Key Players (/OurKeyPlayers) (../key-players.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../key-players";

export const keyPlayers = {
  hero: {
    eyebrow: "हमारी टीम",
    intro: "वे समन्वयक, प्रशिक्षक और फ़ील्ड अधिकारी, जो गाँव-गाँव जाकर योजनाओं को कक्षाओं, कोर्सों और बचत समूहों में बदलते हैं।",
  },
  stats: [
    { value: "6", label: "कार्यक्रम प्रमुख" },
    { value: "4", label: "क्षेत्रीय टीमें" },
    { value: "120+", label: "फ़ील्ड कर्मचारी और स्वयंसेवक" },
    { value: "15+", label: "ज़िलों में काम" },
  ],
  staffEyebrow: "टीम से मिलिए",
  staffHeading: "ज़मीन पर काम करने वाले लोग",
  labels: { experience: "अनुभव", programs: "कार्यक्रम", achievements: "ख़ास उपलब्धियाँ" },
  staff: [
    {
      name: "Sunita Devi",
      role: "शिक्षा समन्वयक",
      location: "जयपुर, राजस्थान",
      experience: "11 साल",
      description:
        "Sunita जयपुर ज़िले में हमारे शिक्षण केंद्र चलाती हैं और उन स्वयंसेवक शिक्षकों को प्रशिक्षण देती हैं, जिनकी वजह से ये केंद्र हर शाम खुलते हैं।",
      achievements: ["12 शिक्षण केंद्र खोले", "60 स्वयंसेवक शिक्षकों को प्रशिक्षण दिया"],
      programs: ["शिक्षा", "छात्रवृत्ति"],
    },
    {
      name: "Mohammed Irfan",
      role: "कौशल विकास प्रमुख",
      location: "पुणे, महाराष्ट्र",
      experience: "9 साल",
      description:
        "प्रशिक्षित इलेक्ट्रीशियन और ITI के पूर्व प्रशिक्षक Irfan स्थानीय नियोक्ताओं के साथ मिलकर हमारे तकनीकी कोर्स तैयार करते हैं।",
      achievements: ["पहले ही बैच में 80% को नौकरी मिली", "40 नियोक्ताओं के साथ साझेदारी"],
      programs: ["कौशल विकास", "आजीविका"],
    },
    {
      name: "Lakshmi Narayanan",
      role: "महिला सशक्तिकरण प्रबंधक",
      location: "बेंगलुरु, कर्नाटक",
      experience: "14 साल",
      description:
        "Lakshmi ने तीन राज्यों में महिलाओं के स्वयं सहायता समूह बनाए हैं और अब दक्षिण भारत में हमारे महिला सशक्तिकरण के काम की अगुवाई करती हैं।",
      achievements: ["120 स्वयं सहायता समूह बनाए", "समूहों को ₹1.2 करोड़ के बैंक ऋण से जोड़ा"],
      programs: ["महिला सशक्तिकरण", "वित्तीय समावेशन"],
    },
    {
      name: "Amit Oraon",
      role: "फ़ील्ड अधिकारी",
      location: "राँची, झारखंड",
      experience: "5 साल",
      description: "Amit खूँटी ज़िले में पले-बढ़े हैं और अब हर महीने 15 गाँवों तक जाकर युवा किसानों और उद्यमियों की मदद करते हैं।",
      achievements: ["गाँवों में 45 उद्यम शुरू करवाने में मदद की", "मुंडारी, नागपुरी और हिंदी बोलते हैं"],
      programs: ["आजीविका", "पर्यावरण"],
    },
    {
      name: "Neha Kulkarni",
      role: "निगरानी और मूल्यांकन अधिकारी",
      location: "पुणे, महाराष्ट्र",
      experience: "7 साल",
      description:
        "Neha यह मापती हैं कि हमारे कार्यक्रमों से असल में क्या बदलता है, ताकि दानदाताओं और गाँवों को दी जाने वाली हमारी रिपोर्टें ईमानदार रहें।",
      achievements: ["पढ़ाई के स्तर की शुरुआती (बेसलाइन) जाँच तैयार की", "फ़ील्ड के आँकड़ों का डैशबोर्ड बनाया"],
      programs: ["सभी कार्यक्रम"],
    },
    {
      name: "Deepak Yadav",
      role: "पर्यावरण कार्यक्रम समन्वयक",
      location: "पटना, बिहार",
      experience: "8 साल",
      description:
        "Deepak हमारे साझेदार स्कूलों में इको-क्लब चलाते हैं और पौधारोपण व सफ़ाई अभियान आयोजित करते हैं, जो हमारे स्वयंसेवकों को बहुत पसंद हैं।",
      achievements: ["12,000 पौधे लगाने की अगुवाई की", "स्कूलों में 30 इको-क्लब शुरू किए"],
      programs: ["पर्यावरण", "शिक्षा"],
    },
  ],
  teamsEyebrow: "क्षेत्रीय ढाँचा",
  teamsHeading: "चार क्षेत्रीय टीमें",
  teamsIntro: "हर क्षेत्र में एक प्रमुख, एक छोटा दफ़्तर और ऐसे फ़ील्ड कर्मचारी हैं, जो उन्हीं ज़िलों में रहते हैं जहाँ वे काम करते हैं।",
  teamLabels: { lead: "क्षेत्रीय प्रमुख", office: "दफ़्तर", members: "टीम", focus: "मुख्य काम" },
  teams: [
    {
      region: "उत्तर",
      lead: "Sunita Devi",
      office: "जयपुर",
      members: "35 कर्मचारी और स्वयंसेवक",
      focus: ["शिक्षा", "महिला सशक्तिकरण"],
    },
    {
      region: "पश्चिम",
      lead: "Mohammed Irfan",
      office: "पुणे",
      members: "28 कर्मचारी और स्वयंसेवक",
      focus: ["कौशल विकास", "आजीविका"],
    },
    {
      region: "पूर्व",
      lead: "Deepak Yadav",
      office: "पटना",
      members: "32 कर्मचारी और स्वयंसेवक",
      focus: ["आजीविका", "पर्यावरण"],
    },
    {
      region: "दक्षिण",
      lead: "Lakshmi Narayanan",
      office: "बेंगलुरु",
      members: "25 कर्मचारी और स्वयंसेवक",
      focus: ["महिला सशक्तिकरण", "कौशल विकास"],
    },
  ],
  valuesEyebrow: "हम कैसे काम करते हैं",
  valuesHeading: "वे मूल्य, जिन पर हमारी टीम चलती है",
  values: [
    { title: "पहले सुनें", text: "किसी परिवार के लिए कोई भी योजना बनाने से पहले हम उनके साथ बैठते हैं।" },
    { title: "हर हाल में पहुँचें", text: "बारिश हो या गर्मी, शिक्षण केंद्र खुलता है और बैठक होती है।" },
    { title: "नतीजे की ज़िम्मेदारी लें", text: "हम मापते हैं कि लोगों के जीवन में क्या बदला, सिर्फ़ यह नहीं कि हमने क्या किया।" },
    { title: "स्थानीय नेतृत्व तैयार करें", text: "हमारे सबसे अच्छे फ़ील्ड कर्मचारी उन्हीं गाँवों से आते हैं, जहाँ वे काम करते हैं।" },
  ],
  cta: {
    heading: "ज़मीन पर काम करने वाले लोगों से जुड़ें",
    text: "हम अपने सभी क्षेत्रों में फ़ील्ड अधिकारी, समन्वयक और प्रशिक्षक भर्ती कर रहे हैं।",
    actions: [{ label: "अवसर देखें" }, { label: "संपर्क करें" }],
  },
} satisfies Translation<typeof english.keyPlayers>;

const { labels } = keyPlayers;

/** /OurKeyPlayers, top to bottom: the same five blocks as ../key-players.ts. */
export const keyPlayersBlocks = [
  { ...keyPlayers.hero, stats: { stats: keyPlayers.stats } },
  {
    eyebrow: keyPlayers.staffEyebrow,
    heading: keyPlayers.staffHeading,
    groups: [
      {
        cards: {
          items: keyPlayers.staff.map((person) => ({
            name: person.name,
            role: person.role,
            location: person.location,
            bio: person.description,
            details: [{ label: labels.experience, value: person.experience }],
            tags: person.programs,
            achievements: person.achievements,
            achievementsHeading: labels.achievements,
          })),
        },
      },
    ],
  },
  {
    eyebrow: keyPlayers.teamsEyebrow,
    heading: keyPlayers.teamsHeading,
    intro: keyPlayers.teamsIntro,
    groups: [{ cards: { items: keyPlayers.teams } }],
  },
  {
    eyebrow: keyPlayers.valuesEyebrow,
    heading: keyPlayers.valuesHeading,
    features: keyPlayers.values,
  },
  { ...keyPlayers.cta },
] satisfies Translation<typeof english.keyPlayersBlocks>;
