/** Hindi words of the home page (../home.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../home";
import { firstYear } from "./first-year";

export const home = {
  banner: {
    label: "दान की अपील",
    pause: "स्क्रॉल रोकें",
    play: "स्क्रॉल फिर शुरू करें",
    messages: [
      "₹500 से एक बच्चे की एक महीने की पढ़ाई होती है",
      "₹1000 से एक महिला ऐसा हुनर सीखती है जिससे कमाई हो",
      "₹2500 से एक आजीविका कार्यक्रम को सहारा मिलता है",
      "हर राशि स्वीकार है, हर रुपया मायने रखता है",
      "UPI से दान करें: {upiId}",
    ],
    donate: "अभी दान करें",
  },
  hero: {
    eyebrow: "स्थापना 2025 · पंजीकृत गैर-लाभकारी संस्था",
    intro:
      "हम शैक्षणिक संस्थाओं और सामुदायिक कार्यकर्ताओं का एक संघ हैं। भारत के 5+ राज्यों में हम बच्चों को पढ़ने में, महिलाओं को कमाने में और गाँवों को हरा-भरा बनाने में मदद करते हैं।",
    getInvolved: "हमसे जुड़ें",
    donate: "UPI से दान करें",
    illustrationAlt: "चित्र: सुबह सूरज उगते समय गाँव के स्कूल के बाहर साथ बैठकर पढ़ते बच्चे",
  },
  whoWeAre: {
    eyebrow: "हम कौन हैं",
    heading: "छोटा-सा संघ, बड़ा वादा",
    paragraphs: [
      "हमारी शुरुआत 2025 में हुई, जब राजस्थान और बिहार के कुछ स्कूल प्रमुखों, शिक्षकों और सामाजिक कार्यकर्ताओं ने तय किया कि अब अकेले-अकेले काम नहीं करेंगे। हम सबने बच्चों को बहुत जल्दी स्कूल छोड़ते देखा था, और माँओं को काम ठुकराते देखा था, क्योंकि किसी ने उन्हें कोई हुनर सिखाया ही नहीं था।",
      "आज हम स्थानीय स्कूलों, पंचायतों और कंपनियों के साथ मिलकर शिक्षण केंद्र, कौशल कोर्स, स्वयं सहायता समूह और हरियाली अभियान चलाते हैं। हमारा हर काम समुदाय के साथ, उसकी अपनी भाषा में बनता है, और उसका असर ईमानदारी से मापा जाता है।",
    ],
    pillars: [
      { title: "पहले पढ़ाई", text: "हर कार्यक्रम उस बच्चे से शुरू होता है जो पढ़ सके, लिख सके और सवाल पूछ सके।" },
      { title: "समुदाय की अगुवाई", text: "आगे क्या करना है, यह स्थानीय स्वयंसेवक, शिक्षक और महिला समूह तय करते हैं।" },
      {
        title: "हर रुपये का हिसाब",
        text: "ऑडिट किया हुआ हिसाब-किताब और खुली रिपोर्टें, ताकि दानदाता देख सकें कि उनका पैसा कहाँ जाता है।",
      },
    ],
    link: "हमारे बारे में और जानें",
  },
  impact: {
    eyebrow: "हमारा असर",
    heading: "पहले साल में हमने मिलकर क्या बनाया",
    stats: firstYear.stats,
    highlights: firstYear.highlights,
  },
  donation: {
    eyebrow: "दान करें",
    heading: "आपका दान, सीधे कक्षा तक",
    intro:
      "हम दान सिर्फ़ UPI से लेते हैं: न कार्ड वाला फ़ॉर्म, न कोई छिपा शुल्क। राशि चुनें, किसी भी UPI ऐप से भुगतान करें, और बस हो गया।",
    amountsLegend: "राशि चुनें",
    amounts: [
      { label: "₹500", impact: "एक बच्चे की एक महीने की पढ़ाई" },
      { label: "₹1000", impact: "एक महिला का प्रशिक्षण" },
      { label: "₹2500", impact: "एक आजीविका कार्यक्रम को सहारा" },
      { label: "कोई भी राशि", impact: "हर रुपया आभार के साथ स्वीकार है" },
    ],
    // Kept in English: it travels inside the upi:// link and QR code as the payment note,
    // where some UPI apps do not accept non-Latin letters. It is not shown on the page.
    note: "Donation",
    scanHeading: "स्कैन करके दान करें",
    phoneHeading: "UPI से दान करें",
    qrLabel: "{upiId} को {amount} दान करने के लिए UPI QR कोड",
    qrAnyAmount: "कोई भी राशि",
    upiIdLabel: "UPI आईडी",
    payWithApp: "UPI ऐप से भुगतान करें",
    scanHint: "Google Pay, PhonePe, Paytm, BHIM या अपने बैंक का ऐप खोलें और यह कोड स्कैन करें।",
    copyUpiId: "UPI आईडी कॉपी करें",
    upiIdCopied: "UPI आईडी कॉपी हो गई। इसे अपने UPI ऐप में पेस्ट करें।",
    copyFailed: "कॉपी नहीं हो सकी। UPI आईडी को दबाकर रखें और कॉपी करें।",
    otherDevice: "दूसरे फ़ोन या डिवाइस के लिए",
    otherDeviceHint: "किसी दूसरे फ़ोन से भुगतान कर रहे हैं? उसके UPI ऐप से यह कोड स्कैन करें।",
    placeholder: "QR कोड उपलब्ध नहीं है। कृपया हमारी UPI आईडी पर भुगतान करें:",
    receipt: "80G रसीद के लिए दान करने के बाद हमें लिखें।",
  },
  programmes: {
    eyebrow: "हमारे कार्यक्रम",
    heading: "ज़िंदगी बदलने के पाँच रास्ते",
    intro: "हर कार्यक्रम सालों तक उन्हीं परिवारों के साथ काम करता है, ताकि बच्चे की पढ़ाई और माँ की कमाई साथ-साथ बढ़ें।",
    items: [
      {
        title: "शिक्षा",
        text: "स्कूल जाने वाली पहली पीढ़ी के बच्चों के लिए स्कूल के बाद चलने वाले शिक्षण केंद्र, छात्रवृत्ति और डिजिटल साक्षरता।",
        linkLabel: "शिक्षा के बारे में जानें",
      },
      {
        title: "आजीविका",
        text: "छोटे उद्यमों को मदद, नौकरी दिलाना और बचत समूह, ताकि परिवारों की कमाई नियमित और सम्मानजनक हो।",
        linkLabel: "आजीविका के बारे में जानें",
      },
      {
        title: "महिला सशक्तिकरण",
        text: "महिलाओं और किशोरियों के लिए स्वयं सहायता समूह, कौशल, स्वास्थ्य जागरूकता और नेतृत्व प्रशिक्षण।",
        linkLabel: "महिला सशक्तिकरण के बारे में जानें",
      },
      {
        title: "कौशल विकास",
        text: "युवाओं के लिए तकनीकी, व्यावसायिक, रचनात्मक और व्यापार से जुड़े कोर्स, जो स्थानीय नियोक्ताओं के साथ मिलकर बनाए गए हैं।",
        linkLabel: "कौशल विकास के बारे में जानें",
      },
      {
        title: "पर्यावरण",
        text: "हमारे साझेदार स्कूलों और गाँवों के इको-क्लबों के साथ पौधारोपण, सफ़ाई अभियान और सोलर लाइटें।",
        linkLabel: "पर्यावरण के बारे में जानें",
      },
    ],
  },
  updates: {
    eyebrow: "ताज़ा ख़बरें",
    heading: "फ़ील्ड से ख़बरें",
    readMore: "और पढ़ें",
    viewAll: "सभी पोस्ट देखें",
  },
  cta: {
    heading: "किसी बच्चे के स्कूल में बने रहने की वजह आप बनें",
    text: "हफ़्ते में कुछ घंटे स्वयंसेवा करें, हमारे साझेदार बनें, या बस किसी दोस्त को बताएँ। हर हाथ की मदद मायने रखती है।",
    actions: [{ label: "हमसे बात करें" }, { label: "हमारे साथ स्वयंसेवा करें" }],
  },
  jsonLd: {
    description:
      "शिक्षा, आजीविका, महिला सशक्तिकरण, कौशल विकास और पर्यावरण के लिए काम करने वाला शैक्षणिक संस्थाओं का एक भारतीय गैर-लाभकारी संघ।",
    donateDescription: "किसी बच्चे की पढ़ाई, किसी महिला के प्रशिक्षण या किसी आजीविका कार्यक्रम के लिए UPI से दान करें।",
    // schema.org values read by search engines, not by visitors: kept as in English.
    contactTypes: { general: "customer support", volunteer: "volunteer enquiries", whatsapp: "WhatsApp" },
    languages: ["English", "Hindi"],
  },
} satisfies Translation<typeof english.home>;

const { whoWeAre, impact, programmes } = home;

/** Home, top to bottom: the same seven blocks as ../home.ts. */
export const homeBlocks = [
  {},
  {
    eyebrow: whoWeAre.eyebrow,
    heading: whoWeAre.heading,
    paragraphs: whoWeAre.paragraphs,
    link: { label: whoWeAre.link },
    pillars: whoWeAre.pillars,
  },
  { ...impact },
  {},
  { ...programmes, programmes: programmes.items },
  {},
  { ...home.cta },
] satisfies Translation<typeof english.homeBlocks>;
