/** Hindi words of the Career Opportunities page, /Career (../career.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../career";

export const career = {
  hero: {
    eyebrow: "हमारे साथ जुड़ें",
    intro:
      "कुछ घंटे दें, गर्मी की छुट्टियाँ हमारे साथ बिताएँ, फ़ेलोशिप करें, अपना करियर बनाएँ या अपनी संस्था को साथ लाएँ: यहाँ आपके लिए जगह है।",
  },
  volunteer: {
    eyebrow: "आवेदन जारी हैं",
    title: "स्वयंसेवा और इंटर्नशिप",
    text: "किसी शिक्षण केंद्र में पढ़ाएँ, पौधारोपण अभियान में हाथ बँटाएँ, कोई पोस्टर डिज़ाइन करें, या हमारी कार्यक्रम टीमों के साथ 2 से 6 महीने की इंटर्नशिप करें, मानदेय (स्टाइपेंड) के साथ।",
    points: ["सप्ताहांत और हफ़्ते के दिनों में काम", "ऑनलाइन भी और मौके पर भी", "सेवा का प्रमाण-पत्र"],
    action: { label: "अभी आवेदन करें" },
  },
  opportunitiesEyebrow: "जुड़ने के और तरीके",
  opportunitiesHeading: "अपना रास्ता चुनें",
  opportunitiesIntro: "जुड़ने के हर तरीके के बारे में पढ़ें, और उसी पेज से आवेदन करें या हमें लिखें।",
  cards: [
    {
      title: "फ़ेलोशिप कार्यक्रम",
      text: "युवा स्नातकों के लिए गाँवों और स्कूलों में 10 से 18 महीने की सवेतन फ़ेलोशिप।",
      points: ["मासिक मानदेय (स्टाइपेंड)", "मार्गदर्शन (मेंटरिंग)", "फ़ील्ड में काम"],
      action: { label: "फ़ेलोशिप देखें" },
    },
    {
      title: "हमारे साथ काम करें",
      text: "कार्यक्रम, फ़ील्ड कार्य, प्रशासन, तकनीक और धन संग्रह में पूर्णकालिक नौकरियाँ।",
      points: ["प्रतिस्पर्धी वेतन", "स्वास्थ्य बीमा", "सीखने के लिए बजट"],
      action: { label: "खुले पद देखें" },
    },
  ],
  partnershipsEyebrow: "साझेदारी",
  partnershipsHeading: "हमारे साझेदार बनें",
  partnerships: [
    {
      title: "कॉर्पोरेट साझेदारी",
      text: "CSR परियोजनाएँ, कर्मचारियों की स्वयंसेवा और रणनीतिक साझेदारी।",
      points: ["अनुसूची VII के अनुरूप", "हर तिमाही रिपोर्ट"],
      action: { label: "और जानें", context: "कॉर्पोरेट साझेदारी के बारे में" },
    },
    {
      title: "स्कूल साझेदारी",
      text: "शिक्षण केंद्र, शिक्षक प्रशिक्षण, डिजिटल कक्षाएँ और इको-क्लब।",
      points: ["सरकारी स्कूलों के लिए निःशुल्क", "प्रशिक्षित सहजकर्ता"],
      action: { label: "और जानें", context: "स्कूल साझेदारी के बारे में" },
    },
    {
      title: "सरकारी साझेदारी",
      text: "शिक्षा और आजीविका योजनाओं को ज़मीन पर लागू करने में सहयोग।",
      points: ["ज़िला स्तर पर काम", "पारदर्शी निगरानी"],
      action: { label: "और जानें", context: "सरकारी साझेदारी के बारे में" },
    },
  ],
  whyJoin: {
    eyebrow: "हमसे क्यों जुड़ें",
    heading: "लोग हमारे साथ काम करना क्यों चुनते हैं",
    items: [
      {
        title: "सार्थक काम",
        text: "किसी बच्चे की पढ़ाई में या किसी परिवार की आमदनी में अपने काम से आया बदलाव खुद देखें।",
      },
      { title: "तेज़ी से आगे बढ़ें", text: "एक नई संस्था, जहाँ ज़िम्मेदारी जल्दी मिलती है।" },
      { title: "बेहतरीन लोग", text: "शिक्षक, इंजीनियर, सामाजिक कार्यकर्ता और कलाकार, सब साथ-साथ।" },
      { title: "पहचान", text: "प्रमाण-पत्र, सिफ़ारिश पत्र और ऐसे रिश्ते जो पूरे करियर भर साथ रहें।" },
    ],
  },
  cta: {
    heading: "समझ नहीं आ रहा कि आप कहाँ फ़िट होंगे?",
    text: "हमें अपने बारे में थोड़ा बताइए, हम आपको जुड़ने का सही तरीका सुझाएँगे।",
    actions: [{ label: "हमसे बात करें" }],
  },
} satisfies Translation<typeof english.career>;

/** /Career, top to bottom: the same words as `career`, placed as ../career.ts places them. */
export const careerBlocks = [
  { ...career.hero },
  { ...career.volunteer, heading: career.volunteer.title },
  {
    eyebrow: career.opportunitiesEyebrow,
    heading: career.opportunitiesHeading,
    intro: career.opportunitiesIntro,
    groups: [
      { cards: { items: career.cards } },
      {
        eyebrow: career.partnershipsEyebrow,
        heading: career.partnershipsHeading,
        cards: { items: career.partnerships },
      },
    ],
  },
  { ...career.whyJoin, features: career.whyJoin.items },
  { ...career.cta },
] satisfies Translation<typeof english.careerBlocks>;
