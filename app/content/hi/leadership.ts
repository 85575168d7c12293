/** Hindi words of the Leadership page (../leadership.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../leadership";

export const leadership = {
  hero: {
    eyebrow: "हमारी टीम",
    intro:
      "वे लोग जो हमारी दिशा तय करते हैं और हमारे काम की ज़िम्मेदारी लेते हैं: रोज़मर्रा में संघ को चलाने वाली कार्यकारी टीम, और हमें ईमानदार बनाए रखने वाला सलाहकार मंडल।",
  },
  labels: {
    education: "शिक्षा",
    experience: "अनुभव",
    specialization: "विशेषज्ञता",
    achievements: "खास उपलब्धियाँ",
  },
  executivesEyebrow: "कार्यकारी नेतृत्व",
  executivesHeading: "संघ की अगुवाई",
  executives: [
    {
      name: "Dr. Meera Sharma",
      position: "संस्थापक और कार्यकारी निदेशक",
      bio: "Meera ने अजमेर के सरकारी स्कूलों में बारह साल पढ़ाया, फिर पूरे राजस्थान में शिक्षक प्रशिक्षण कार्यक्रमों की अगुवाई की। स्कूलों और सामुदायिक समूहों को एक छत के नीचे लाने के लिए उन्होंने 2025 में इस संघ की स्थापना की।",
      education: "शिक्षा में पीएचडी, University of Rajasthan",
      experience: "22 साल",
      specialization: "स्कूल की गुणवत्ता, शिक्षक प्रशिक्षण, लड़कियों की शिक्षा",
      achievements: [
        "3,000+ सरकारी स्कूल शिक्षकों को बुनियादी साक्षरता का प्रशिक्षण दिया",
        "पहले ही साल में संघ की 20+ स्कूल साझेदारियाँ बनाईं",
        "पढ़ाई में नए प्रयोगों के लिए राजस्थान का राज्य पुरस्कार",
      ],
    },
    {
      name: "Rajesh Kumar Verma",
      position: "मुख्य परिचालन अधिकारी",
      bio: "Rajesh ने पंद्रह साल बिहार और झारखंड में ग्रामीण आजीविका कार्यक्रम चलाए। वे यह पक्का करते हैं कि हर केंद्र, हर कोर्स और हर स्वयं सहायता समूह समय पर, बजट के भीतर और सच्चे आँकड़ों के साथ चले।",
      education: "ग्रामीण प्रबंधन में PGDM, IRMA Anand",
      experience: "18 साल",
      specialization: "कार्यक्रम संचालन, आजीविका, निगरानी और मूल्यांकन",
      achievements: [
        "कुछ ही महीनों में 15+ ज़िलों में फ़ील्ड का काम खड़ा किया",
        "ऑफ़लाइन भी चलने वाली डेटा व्यवस्था शुरू की, जिसे फ़ील्ड के सभी कर्मचारी इस्तेमाल करते हैं",
        "इससे पहले महिलाओं के एक उद्यम कार्यक्रम को 12,000 सदस्यों तक पहुँचाया",
      ],
    },
  ],
  advisoryEyebrow: "सलाहकार मंडल",
  advisoryHeading: "अनुभवी हाथों का मार्गदर्शन",
  advisoryIntro:
    "हमारे सलाहकार बिना कोई पैसा लिए अपना समय देते हैं। वे हर तीन महीने में हमारी योजनाओं, हमारे हिसाब-किताब और हमारे नतीजों की समीक्षा करते हैं।",
  advisory: [
    {
      name: "Prof. Anita Desai",
      position: "शिक्षा नीति सलाहकार",
      bio: "शिक्षा के एक प्रमुख संस्थान की पूर्व डीन, Anita बुनियादी शिक्षा पर राज्य सरकारों को सलाह देती हैं।",
      education: "पीएचडी, Jawaharlal Nehru University",
      experience: "30 साल",
      specialization: "शिक्षा नीति और पाठ्यक्रम",
      achievements: ["दो राष्ट्रीय पाठ्यक्रम समितियों की सदस्य", "40+ शोध पत्रों की लेखक"],
    },
    {
      name: "Suresh Iyer",
      position: "वित्त और प्रशासन सलाहकार",
      bio: "दो दशकों से गैर-लाभकारी संस्थाओं का ऑडिट करने वाले चार्टर्ड अकाउंटेंट, Suresh हमारी ऑडिट समिति के अध्यक्ष हैं।",
      education: "चार्टर्ड अकाउंटेंट, ICAI",
      experience: "25 साल",
      specialization: "गैर-लाभकारी संस्थाओं का वित्त, FCRA और CSR नियमों का पालन",
      achievements: ["संघ की ऑडिट समिति के अध्यक्ष", "30+ ज़मीनी संगठनों के मार्गदर्शक"],
    },
    {
      name: "Dr. Kavita Rao",
      position: "स्वास्थ्य और पोषण सलाहकार",
      bio: "बेंगलुरु की बाल रोग विशेषज्ञ, Kavita हमारे स्कूल स्वास्थ्य शिविर और पोषण के पाठ तैयार करती हैं।",
      education: "एमडी (बाल रोग), St. John's Medical College",
      experience: "20 साल",
      specialization: "बच्चों का स्वास्थ्य और पोषण",
      achievements: ["50,000 बच्चों की स्कूल स्वास्थ्य जाँच की अगुवाई की", "दो राज्यों के पोषण मिशनों को सलाह देती हैं"],
    },
    {
      name: "Arjun Mehta",
      position: "टेक्नोलॉजी और साझेदारी सलाहकार",
      bio: "करोड़ों भारतीय उपयोगकर्ताओं के लिए उत्पाद बना चुके टेक्नोलॉजी विशेषज्ञ, Arjun हमारे डिजिटल शिक्षा के काम का मार्गदर्शन करते हैं।",
      education: "बी.टेक, IIT Bombay",
      experience: "16 साल",
      specialization: "डिजिटल उत्पाद, CSR साझेदारी",
      achievements: [
        "कम इंटरनेट स्पीड पर चलने वाले शिक्षा ऐप बनाए, जो 8 राज्यों में इस्तेमाल होते हैं",
        "हमें हमारे पहले CSR साझेदारों से जोड़ा",
      ],
    },
  ],
  cta: {
    heading: "हमारी टीम के साथ काम करना चाहते हैं?",
    text: "हमारे मिशन में यकीन रखने वाले शिक्षकों, पेशेवरों और साझेदारों से बात करके हमें हमेशा खुशी होती है।",
    actions: [{ label: "हमसे बात करें" }, { label: "हमारे मार्गदर्शकों से मिलें" }],
  },
} satisfies Translation<typeof english.leadership>;

const { labels } = leadership;
type Person = (typeof leadership.executives)[number] | (typeof leadership.advisory)[number];
const profile = (person: Person) => ({
  name: person.name,
  role: person.position,
  bio: person.bio,
  details: [
    { label: labels.education, value: person.education },
    { label: labels.experience, value: person.experience },
    { label: labels.specialization, value: person.specialization },
  ],
  achievements: person.achievements,
  achievementsHeading: labels.achievements,
});

/** /Leadership, top to bottom: the same words as `leadership`, laid out as the English blocks. */
export const leadershipBlocks = [
  { ...leadership.hero },
  {
    eyebrow: leadership.executivesEyebrow,
    heading: leadership.executivesHeading,
    groups: [{ cards: { items: leadership.executives.map(profile) } }],
  },
  {
    eyebrow: leadership.advisoryEyebrow,
    heading: leadership.advisoryHeading,
    intro: leadership.advisoryIntro,
    groups: [{ cards: { items: leadership.advisory.map(profile) } }],
  },
  { ...leadership.cta },
] satisfies Translation<typeof english.leadershipBlocks>;
