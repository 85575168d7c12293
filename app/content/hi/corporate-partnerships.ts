/** Hindi words of the Corporate Partnerships page, /CorporatePartnerships (../corporate-partnerships.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../corporate-partnerships";

const csrPartnership = "CSR साझेदारी";
const employeeEngagement = "कर्मचारी सहभागिता";
const strategicPartnership = "रणनीतिक साझेदारी";
const causeMarketing = "कॉज़ मार्केटिंग";
const education = "शिक्षा";
const skillDevelopment = "कौशल विकास";
const womenEmpowerment = "महिला सशक्तिकरण";
const environment = "पर्यावरण";
const utilisationCertificate = "उपयोगिता प्रमाण-पत्र";
/** The four tabs, in the English order (types, partners, process, metrics). */
const tabLabels = {
  types: "साझेदारी के प्रकार",
  partners: "मौजूदा साझेदार",
  process: "साझेदारी की प्रक्रिया",
  metrics: "सफलता के पैमाने",
};

export const corporatePartnerships = {
  eyebrow: "हमारे साझेदार बनें · कॉर्पोरेट",
  statsHeading: "साझेदारी एक नज़र में",
  stats: [
    { value: "50+", label: "कॉर्पोरेट साझेदार" },
    { value: "₹25 करोड़+", label: "साझेदारियों का कुल मूल्य" },
    { value: "2,00,000+", label: "लोगों के जीवन पर असर" },
    { value: "15", label: "राज्य" },
  ],
  tabsHeading: "मक़सद के साथ साझेदारी",
  tabsIntro:
    "हम हर साझेदारी आपकी CSR प्राथमिकताओं और हमारे समुदायों की ज़रूरतों के हिसाब से बनाते हैं, और पहले रुपये से आख़िरी रुपये तक का पारदर्शी हिसाब देते हैं।",
  tabsLabel: "कॉर्पोरेट साझेदारी की जानकारी",
  tabs: [
    { label: tabLabels.types },
    { label: tabLabels.partners },
    { label: tabLabels.process },
    { label: tabLabels.metrics },
  ],
  labels: {
    scope: "दायरा",
    duration: "अवधि",
    investment: "निवेश",
    benefits: "आपके लिए लाभ",
    programs: "कार्यक्रम",
    examples: "उदाहरण के लिए",
    sector: "क्षेत्र",
    partnership: "साझेदारी",
    since: "कब से साझेदार",
    impact: "असर",
  },
  typesHeading: tabLabels.types,
  typesIntro: "हमारे साथ काम करने के चार तरीके। ज़्यादातर साझेदार किसी एक से शुरुआत करते हैं और आगे चलकर दूसरा भी अपनाते हैं।",
  types: [
    {
      title: csrPartnership,
      description:
        "कंपनी अधिनियम की अनुसूची VII के तहत किसी कार्यक्रम के लिए धन दें, साफ़ योजना, बजट और मापे जा सकने वाले परिणामों के साथ।",
      scope: "आपके चुने हुए ज़िलों में एक या ज़्यादा कार्यक्रम",
      duration: "1-3 वर्ष",
      investment: "₹10 लाख-₹5 करोड़",
      benefits: [
        "अनुसूची VII के अनुरूप परियोजनाएँ",
        "उपयोगिता प्रमाण-पत्र और ऑडिट किए गए खाते",
        "हर तिमाही असर की रिपोर्ट",
        "आपकी CSR समिति के लिए फ़ील्ड दौरे",
      ],
      programs: [education, skillDevelopment, womenEmpowerment, environment],
      examples: ["10 सरकारी स्कूलों में डिजिटल कक्षा", "300 युवाओं के लिए साल भर चलने वाला कौशल केंद्र"],
    },
    {
      title: employeeEngagement,
      description:
        "अपने कर्मचारियों को सार्थक स्वयंसेवा का मौका दें: पढ़ाना, मार्गदर्शन, पौधारोपण अभियान और कौशल पर आधारित परियोजनाएँ।",
      scope: "स्वयंसेवा दिवस, मार्गदर्शन और कौशल पर आधारित परियोजनाएँ",
      duration: "6 महीने-2 वर्ष",
      investment: "₹5 लाख-₹50 लाख",
      benefits: [
        "पूरी तैयारी के साथ चलाए जाने वाले स्वयंसेवा कार्यक्रम",
        "आपकी टीमों के कौशल से मेल खाती स्वयंसेवा",
        "स्वयंसेवा के घंटों और फ़ीडबैक की रिपोर्ट",
        "मज़बूत टीम भावना, और कर्मचारी लंबे समय तक साथ रहते हैं",
      ],
      programs: [education, environment, skillDevelopment],
      examples: ["छात्रवृत्ति पाने वाले 50 विद्यार्थियों के लिए हर महीने मार्गदर्शन", "200 कर्मचारियों के लिए एक पौधारोपण दिवस"],
    },
    {
      title: strategicPartnership,
      description:
        "किसी एक समस्या को बड़े पैमाने पर हल करने के लिए लंबी साझेदारी, जिसकी रूपरेखा आपकी टीमों के साथ और अक्सर सरकार के साथ मिलकर बनती है।",
      scope: "साझा लक्ष्यों वाले, कई राज्यों में कई साल चलने वाले कार्यक्रम",
      duration: "3-5 वर्ष",
      investment: "₹50 लाख-₹10 करोड़",
      benefits: [
        "दोनों के नाम से चलने वाला प्रमुख कार्यक्रम",
        "कार्यक्रम की संचालन समिति में जगह",
        "असर का स्वतंत्र मूल्यांकन",
        "नीति और सरकार के साथ जुड़ाव",
      ],
      programs: [education, "आजीविका", womenEmpowerment, environment],
      examples: ["पूरे ज़िले में बुनियादी साक्षरता", "तीन राज्यों में महिलाओं के उद्यमों का नेटवर्क"],
    },
    {
      title: causeMarketing,
      description:
        "किसी उत्पाद, अभियान या त्योहार के मौसम को किसी नेक काम से जोड़ें, ताकि बिक्री का एक हिस्सा हमारे कार्यक्रमों तक पहुँचे।",
      scope: "आपके ग्राहकों और ब्रांड के साथ अभियान",
      duration: "6 महीने-1 वर्ष",
      investment: "अभियान की बिक्री का एक हिस्सा",
      benefits: [
        "आपके अभियान के लिए कहानियाँ और तस्वीरें",
        "जुटाए गए हर रुपये का पारदर्शी इस्तेमाल",
        "एक सच्चे नेक काम के ज़रिए ग्राहकों से जुड़ाव",
        "अभियान के असर का सारांश",
      ],
      programs: [education, environment],
      examples: ["हर बिके स्कूल बैग से ₹10 किसी बच्चे की किताबों के लिए", "सोलर लैंप के लिए दिवाली अभियान"],
    },
  ],
  typeAction: { label: "हमसे बात करें" },
  partnersHeading: tabLabels.partners,
  partnersIntro: "कुछ कंपनियाँ जिनके साथ हम काम करते हैं। नाम केवल उदाहरण के लिए हैं।",
  partners: [
    {
      name: "Sahyadri Infotech Pvt. Ltd.",
      sector: "सूचना प्रौद्योगिकी",
      partnership: csrPartnership,
      since: "2025",
      impact: "8 डिजिटल कक्षाओं में 1,200 विद्यार्थी",
      programs: ["डिजिटल साक्षरता", "शिक्षक प्रशिक्षण"],
    },
    {
      name: "Ganga Agro Foods Ltd.",
      sector: "खाद्य प्रसंस्करण",
      partnership: strategicPartnership,
      since: "2025",
      impact: "2 किसान उत्पादक संगठनों में 600 किसान",
      programs: ["किसान उत्पादक संगठन", "वित्तीय समावेशन"],
    },
    {
      name: "Vistara Finserv",
      sector: "वित्तीय सेवाएँ",
      partnership: csrPartnership,
      since: "2025",
      impact: "2,500 वयस्कों को वित्तीय साक्षरता का प्रशिक्षण",
      programs: ["पैसा समझ साक्षरता शिविर", "माइक्रोक्रेडिट से जुड़ाव"],
    },
    {
      name: "Deccan Motors Ltd.",
      sector: "ऑटोमोबाइल",
      partnership: employeeEngagement,
      since: "2026",
      impact: "400 कर्मचारी स्वयंसेवक, 3,000 पौधे",
      programs: ["पौधारोपण", "मार्गदर्शन"],
    },
    {
      name: "Suryodaya Power",
      sector: "अक्षय ऊर्जा",
      partnership: strategicPartnership,
      since: "2026",
      impact: "सौर ऊर्जा से चलने वाले 16 स्कूल",
      programs: ["सोलर स्कूल", "इलेक्ट्रीशियन और सोलर इंस्टॉलेशन"],
    },
    {
      name: "Kalamkari Home Store",
      sector: "खुदरा व्यापार",
      partnership: causeMarketing,
      since: "2026",
      impact: "शहर के ख़रीदारों को सामान बेचते 85 बुनकर",
      programs: ["बुनकरों का समूह", womenEmpowerment],
    },
  ],
  processHeading: tabLabels.process,
  processIntro: "पहली बातचीत से आख़िरी रिपोर्ट तक, साझेदारी ऐसे आकार लेती है।",
  steps: [
    {
      title: "शुरुआती बातचीत",
      description: "हम आपकी CSR प्राथमिकताओं, बजट, इलाक़े और आप जो बदलाव देखना चाहते हैं, उसे समझते हैं।",
      duration: "1-2 हफ़्ते",
      activities: ["परिचय की बातचीत", "CSR नीति की समीक्षा", "चुने हुए कार्यक्रमों की छोटी सूची"],
    },
    {
      title: "प्रस्ताव और रूपरेखा",
      description: "हम समुदायों के पास जाते हैं, उनकी ज़रूरतें समझते हैं और बजट व परिणामों के साथ विस्तृत प्रस्ताव भेजते हैं।",
      duration: "2-3 हफ़्ते",
      activities: ["ज़रूरतों का आकलन", "कार्यक्रम की रूपरेखा", "बजट और परिणामों का ढाँचा"],
    },
    {
      title: "समझौता",
      description: "हम मिलकर दायरा, पड़ाव, रिपोर्टिंग और राशि जारी करने की समय-सारिणी तय करते हैं।",
      duration: "1-2 हफ़्ते",
      activities: ["ड्यू डिलिजेंस के दस्तावेज़", "समझौता ज्ञापन (MoU)", "शुरुआती बैठक"],
    },
    {
      title: "अमल",
      description: "हमारी टीमें ज़मीन पर कार्यक्रम चलाती हैं, नियमित जानकारी देती हैं और आपकी टीम के लिए फ़ील्ड दौरे रखती हैं।",
      duration: "6 महीने-3 वर्ष",
      activities: ["हर महीने जानकारी", "हर तिमाही समीक्षा", "कर्मचारियों के लिए स्वयंसेवा के मौके"],
    },
    {
      title: "असर की रिपोर्ट",
      description: "परिणामों, कहानियों, तस्वीरों, ऑडिट किए गए खातों और उपयोगिता प्रमाण-पत्रों के साथ अंतिम रिपोर्ट।",
      duration: "1 महीना",
      activities: ["असर की रिपोर्ट", utilisationCertificate, "समीक्षा और आगे के कदम"],
    },
  ],
  metricsHeading: tabLabels.metrics,
  metricsIntro: "हम क्या मापते हैं, और हमारे साझेदार अपनी रिपोर्टों में क्या देखते हैं।",
  metrics: [
    { value: "95%", label: "साझेदारी का नवीनीकरण", description: "साझेदार दूसरे साल भी हमारे साथ रहते हैं" },
    { value: "100%", label: "समय पर रिपोर्टिंग", description: "तिमाही रिपोर्टें और उपयोगिता प्रमाण-पत्र" },
    { value: "85%", label: "कार्यक्रम के लक्ष्य पूरे", description: "शुरू में तय किए गए परिणाम-संकेतकों पर" },
    { value: "4.7/5", label: "स्वयंसेवकों की रेटिंग", description: "कर्मचारी स्वयंसेवकों की औसत रेटिंग" },
  ],
  reportingHeading: "हम रिपोर्ट कैसे करते हैं",
  reporting: [
    {
      title: "परिणामों के डैशबोर्ड",
      text: "सिर्फ़ हाज़िरी नहीं, बल्कि सीखने का स्तर, आमदनी और रोज़गार।",
    },
    { title: "ऑडिट किए गए खाते", text: "हर साल स्वतंत्र ऑडिट और उपयोगिता प्रमाण-पत्र।" },
    { title: "फ़ील्ड दौरे", text: "अपनी टीम के साथ किसी भी कार्यक्रम स्थल पर, कभी भी आइए।" },
  ],
  metricsActions: [{ label: "ब्रोशर डाउनलोड करें" }, { label: "नमूना रिपोर्टें देखें" }, { label: "समीक्षा का समय तय करें" }],
  cta: {
    heading: "आइए, मिलकर एक साझेदारी की रूपरेखा बनाएँ",
    text: "हमें अपने CSR लक्ष्यों के बारे में बताइए। कामकाज के दिनों में हम 24 घंटे के अंदर सुझावों और बातचीत के समय के साथ जवाब देंगे।",
    actions: [{ label: "परामर्श का समय तय करें" }],
  },
} satisfies Translation<typeof english.corporatePartnerships>;

const c = corporatePartnerships;

/** The page, top to bottom: the same words as `corporatePartnerships`, placed as ../corporate-partnerships.ts places them. */
export const corporatePartnershipsBlocks = [
  { eyebrow: c.eyebrow, stats: { heading: c.statsHeading, stats: c.stats } },
  {
    heading: c.tabsHeading,
    intro: c.tabsIntro,
    label: c.tabsLabel,
    tabs: [
      {
        label: tabLabels.types,
        parts: [{ heading: c.typesHeading, description: c.typesIntro, cards: { items: c.types } }],
      },
      {
        label: tabLabels.partners,
        parts: [{ heading: c.partnersHeading, description: c.partnersIntro, cards: { items: c.partners } }],
      },
      {
        label: tabLabels.process,
        parts: [{ heading: c.processHeading, description: c.processIntro }, { steps: c.steps }],
      },
      {
        label: tabLabels.metrics,
        parts: [
          { heading: c.metricsHeading, description: c.metricsIntro },
          { stats: c.metrics },
          { heading: c.reportingHeading, features: c.reporting },
          { actions: c.metricsActions },
        ],
      },
    ],
  },
  { ...c.cta },
] satisfies Translation<typeof english.corporatePartnershipsBlocks>;
