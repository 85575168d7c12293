/** Hindi words of the Women Empowerment page (../women-empowerment.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../women-empowerment";

/** Programme titles that the stories name again. */
const selfHelpGroups = "स्वयं सहायता समूह";
const skillsAndEnterprise = "कौशल और उद्यम";
const healthAndHygiene = "स्वास्थ्य और स्वच्छता";

export const womenEmpowerment = {
  eyebrow: "हमारा काम · महिला सशक्तिकरण",
  illustrationAlt: "एक साथ खड़ी तीन महिलाओं का चित्र: एक के हाथ में नोटबुक है और एक के हाथ में धागे की रील",
  introHeading: "जब महिला कमाती है, सीखती है और नेतृत्व करती है, तो पूरा परिवार आगे बढ़ता है",
  intro:
    "हम गाँवों और छोटे कस्बों की महिलाओं के साथ उनका हुनर, आत्मविश्वास और आमदनी बढ़ाने के लिए काम करते हैं, और उनके परिवारों व पंचायतों के साथ भी, ताकि ये बदलाव टिके रहें।",
  pillars: [
    { label: "कमाई", text: "अपनी ख़ुद की आमदनी के लिए कौशल और उद्यम" },
    { label: "सीख", text: "साक्षरता, स्वास्थ्य और क़ानूनी जागरूकता" },
    { label: "नेतृत्व", text: "स्वयं सहायता समूह, ग्राम सभा और उससे आगे भी अपनी आवाज़" },
  ],
  programmesHeading: "महिलाओं और लड़कियों के लिए हमारे कार्यक्रम",
  programmesIntro: "हर कार्यक्रम उन्हीं महिलाओं के साथ मिलकर बनाया जाता है जिनके लिए वह है, उनकी भाषा में और उनकी सुविधा के समय पर।",
  programmes: [
    {
      title: selfHelpGroups,
      description:
        "10 से 15 महिलाओं के समूह, जो मिलकर बचत करते हैं, एक-दूसरे को उधार देते हैं और सामूहिक रूप से अपना काम-धंधा शुरू करते हैं।",
      features: ["हर हफ़्ते बचत बैठक", "हिसाब-किताब रखने का प्रशिक्षण", "समूह कर्ज़ के लिए बैंक से जुड़ाव"],
    },
    {
      title: skillsAndEnterprise,
      description: "सिलाई, ब्यूटी सेवाओं, खाद्य प्रसंस्करण और डिजिटल काम का प्रशिक्षण, और फिर कमाई शुरू करने में मदद।",
      features: ["प्रमाणपत्र वाले छोटे कोर्स", "काम शुरू करने के लिए औज़ारों की किट", "ख़रीदारों और नियोक्ताओं से जुड़ाव"],
    },
    {
      title: healthAndHygiene,
      description:
        "माहवारी स्वास्थ्य, गर्भावस्था में पोषण और एनीमिया (ख़ून की कमी) पर सत्र, जो आशा कार्यकर्ताओं और स्थानीय स्वास्थ्य केंद्रों के साथ मिलकर चलाए जाते हैं।",
      features: ["महिलाओं द्वारा चलाई जाने वाली सैनिटरी पैड यूनिट", "एनीमिया जाँच शिविर", "किशोरी क्लब"],
    },
    {
      title: "नेतृत्व और अधिकार",
      description:
        "क़ानूनी अधिकारों, संपत्ति, सुरक्षा और सबके सामने बोलने पर कार्यशालाएँ, जो महिलाओं को पंचायतों और समितियों में नेतृत्व के लिए तैयार करती हैं।",
      features: ["क़ानूनी जागरूकता शिविर", "पंचायत नेतृत्व प्रशिक्षण", "हेल्पलाइन और रेफ़रल सहायता"],
    },
  ],
  storiesHeading: "बदलाव की अगुवाई करती महिलाएँ",
  storiesIntro: "नाम उदाहरण के लिए हैं; कहानियाँ वैसी ही हैं, जैसी हमारे कार्यक्रम हर मौसम में लिखते हैं।",
  stories: [
    {
      name: "Lakshmi Bai",
      place: "देवास, मध्य प्रदेश",
      programme: selfHelpGroups,
      quote: "पहले मैं बैठकों में अपने पति के पीछे छिप जाती थी। अब सरपंच मेरी राय पूछते हैं।",
      story:
        "Lakshmi हर हफ़्ते ₹50 बचाने के लिए एक स्वयं सहायता समूह से जुड़ीं। दो साल बाद वे उसी समूह की कोषाध्यक्ष हैं और अपनी पंचायत में वार्ड सदस्य चुनी गई हैं।",
      outcome: "वार्ड सदस्य, और 14 सदस्यों वाले समूह की कोषाध्यक्ष",
    },
    {
      name: "Farzana Sheikh",
      place: "मालेगाँव, महाराष्ट्र",
      programme: skillsAndEnterprise,
      quote: "सिलाई मशीन मुझे तोहफ़े में मिली थी। ऑर्डर मैंने ख़ुद कमाए।",
      story:
        "Farzana ने तीन महीने का सिलाई कोर्स पूरा किया और उन्हें काम शुरू करने की किट मिली। अब वे दो स्कूलों की यूनिफ़ॉर्म सिलती हैं और अपनी गली की दूसरी महिलाओं को सिलाई सिखाती हैं।",
      outcome: "घर बैठे हर महीने ₹12,000 कमाती हैं",
    },
    {
      name: "Priya Oraon",
      place: "गुमला, झारखंड",
      programme: healthAndHygiene,
      quote: "मेरे गाँव की लड़कियाँ अब हर महीने स्कूल से छुट्टी नहीं लेतीं।",
      story:
        "17 साल की Priya अपने गाँव के किशोरी क्लब की अगुवाई करती हैं। उन्होंने छह महिलाओं की चलाई एक सैनिटरी पैड यूनिट शुरू करवाने में मदद की, जो आसपास के स्कूलों को पैड देती है।",
      outcome: "यूनिट हर महीने तीन स्कूलों को 1,500 पैड देती है",
    },
  ],
  cta: {
    heading: "अपने गाँवों को बदल रही महिलाओं का साथ दें",
    text: "किसी प्रशिक्षण बैच का खर्च उठाएँ, किसी उद्यमी का मार्गदर्शन करें या अपने हुनर से स्वयंसेवा करें।",
    actions: [{ label: "हमसे जुड़ें" }, { label: "अभी स्वयंसेवक बनें" }],
  },
} satisfies Translation<typeof english.womenEmpowerment>;

/** The page, top to bottom: the same words as `womenEmpowerment`, laid out as the English blocks. */
export const womenEmpowermentBlocks = [
  { eyebrow: womenEmpowerment.eyebrow },
  {
    alt: womenEmpowerment.illustrationAlt,
    heading: womenEmpowerment.introHeading,
    intro: womenEmpowerment.intro,
    pillars: womenEmpowerment.pillars,
  },
  {
    heading: womenEmpowerment.programmesHeading,
    intro: womenEmpowerment.programmesIntro,
    programmes: womenEmpowerment.programmes.map((p) => ({ ...p, points: p.features })),
  },
  { heading: womenEmpowerment.storiesHeading, intro: womenEmpowerment.storiesIntro, stories: womenEmpowerment.stories },
  { ...womenEmpowerment.cta },
] satisfies Translation<typeof english.womenEmpowermentBlocks>;
