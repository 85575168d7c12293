/** Hindi words of the Volunteer / Internship page and its application form (../volunteer-internship.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../volunteer-internship";

export const volunteerInternship = {
  hero: {
    eyebrow: "हमसे जुड़ें",
    intro:
      "स्वयंसेवक बनकर हफ़्ते में कुछ घंटे दें, या इंटर्न बनकर काम करते हुए सीखें। जो आपके लिए ठीक हो वह चुनें, मौजूदा अवसर पढ़ें और नीचे आवेदन करें।",
  },
  toggle: {
    label: "आप किसके लिए आवेदन करना चाहते हैं?",
    volunteer: "स्वयंसेवा",
    internship: "इंटर्नशिप",
  },
  listHeading: { volunteer: "स्वयंसेवा के अवसर", internship: "इंटर्नशिप के अवसर", job: "नौकरी के लिए आवेदन" },
  listIntro: {
    volunteer: "विद्यार्थियों, नौकरीपेशा लोगों और सेवानिवृत्त लोगों के लिए सुविधा के हिसाब से काम, हमारे साथ आकर या घर से।",
    internship: "एक मार्गदर्शक (मेंटर), असली ज़िम्मेदारी और हर महीने मानदेय (स्टाइपेंड) के साथ सोची-समझी इंटर्नशिप।",
    job: "हमारी टीमों में वेतन वाले पद। नीचे फ़ॉर्म में पद चुनें; हर पद का पूरा ब्योरा 'हमारे साथ काम करें' पेज पर है।",
  },
  jobsLink: "'हमारे साथ काम करें' पर सारे पद देखें",
  labels: { time: "समय", location: "जगह", duration: "अवधि", stipend: "मानदेय", skills: "ये हों तो अच्छा" },
  volunteerRoles: [
    {
      title: "शिक्षण सहायक",
      description: "हमारे सामुदायिक शिक्षण केंद्रों में बच्चों को पढ़ना, गणित और अंग्रेज़ी सीखने में मदद करें।",
      time: "4-6 घंटे/हफ़्ता",
      location: "जयपुर, राजस्थान",
      skills: ["बच्चों के साथ धैर्य", "हिंदी या अंग्रेज़ी", "बुनियादी गणित"],
    },
    {
      title: "महिला सशक्तिकरण सहजकर्ता",
      description: "गाँवों में स्वयं सहायता समूहों के साथ पैसों की समझ, स्वास्थ्य और अधिकारों पर सत्र चलाएँ।",
      time: "6-8 घंटे/हफ़्ता",
      location: "ग्रामीण राजस्थान",
      skills: ["समूह में बातचीत चलाना", "स्थानीय भाषा", "दूसरों का दर्द समझना"],
    },
    {
      title: "डिजिटल और सोशल मीडिया स्वयंसेवक",
      description: "पोस्ट लिखें, आसान ग्राफ़िक्स बनाएँ और हमारे कार्यक्रमों की कहानियाँ ऑनलाइन साझा करें।",
      time: "सुविधा के अनुसार",
      location: "घर से (ऑनलाइन)",
      skills: ["लेखन", "Canva या ऐसा कोई टूल", "सोशल मीडिया"],
    },
    {
      title: "पर्यावरण अभियान समन्वयक",
      description: "स्कूलों और स्थानीय स्वयंसेवकों के साथ पेड़ लगाने और सफ़ाई के अभियान आयोजित करें।",
      time: "10-15 घंटे/हफ़्ता",
      location: "जयपुर और आसपास के ज़िले",
      skills: ["आयोजन करना", "स्कूलों के साथ काम", "शनिवार-रविवार को समय"],
    },
  ],
  internships: [
    {
      title: "कार्यक्रम प्रबंधन इंटर्न",
      description: "हमारी कार्यक्रम टीम के साथ फ़ील्ड की गतिविधियों की योजना बनाएँ, उन पर नज़र रखें और उनकी प्रगति की रिपोर्ट दें।",
      duration: "3-6 महीने",
      stipend: "₹5,000-8,000/महीना",
      skills: ["Excel या Google Sheets", "योजना बनाना", "फ़ील्ड विज़िट"],
    },
    {
      title: "कंटेंट और संचार इंटर्न",
      description: "ऐसी कहानियाँ, न्यूज़लेटर और रिपोर्ट लिखें जो दानदाताओं और साझेदारों को दिखाएँ कि उनकी मदद से क्या बदल रहा है।",
      duration: "2-4 महीने",
      stipend: "₹4,000-6,000/महीना",
      skills: ["अंग्रेज़ी और हिंदी में लेखन", "इंटरव्यू लेना", "फ़ोटोग्राफ़ी"],
    },
    {
      title: "रिसर्च और असर आकलन इंटर्न",
      description: "सर्वे तैयार करें, फ़ील्ड में डेटा इकट्ठा करें और हमारे कार्यक्रमों के नतीजों का विश्लेषण करें।",
      duration: "4-6 महीने",
      stipend: "₹6,000-9,000/महीना",
      skills: ["सर्वे तैयार करना", "डेटा विश्लेषण", "रिपोर्ट लिखना"],
    },
  ],
  form: {
    heading: { volunteer: "स्वयंसेवक आवेदन", internship: "इंटर्नशिप आवेदन", job: "नौकरी का आवेदन" },
    position: "पद",
    positionPlaceholder: {
      volunteer: "कोई भी भूमिका, या अभी तय नहीं",
      internship: "कोई भी इंटर्नशिप, या अभी तय नहीं",
      job: "पद चुनें",
    },
    sentFor: "{position} के लिए आपका आवेदन हमारी टीम तक पहुँच गया है।",
    intro: "अपने बारे में बताइए। हम हर आवेदन पढ़ते हैं और कामकाज के दिनों में 24 घंटे के अंदर जवाब देते हैं।",
    age: "उम्र",
    address: "पता",
    education: "शिक्षा",
    educationPlaceholder: "अपनी शिक्षा चुनें",
    experience: "संबंधित अनुभव",
    experiencePlaceholder: "पढ़ाना, सामुदायिक काम, प्रोजेक्ट, नौकरी…",
    availability: "उपलब्धता",
    availabilityPlaceholder: "आप कब उपलब्ध हैं, चुनें",
    interests: "रुचि के क्षेत्र",
    interestsHint: "कम से कम एक पर निशान लगाएँ।",
    motivation: "आप हमसे क्यों जुड़ना चाहते हैं?",
    motivationPlaceholder: "हमारे काम में आपको क्या खींचता है, और आप क्या करना चाहेंगे?",
    resume: "रिज़्यूमे",
    resumeHint: "PDF, DOC या DOCX, 5 MB तक।",
    submit: "आवेदन भेजें",
    sentNext:
      "हम हर आवेदन पढ़ते हैं। हमारी टीम से कोई 24 घंटे के अंदर (सोमवार से शनिवार) आपको फ़ोन या ई-मेल करेगा और आगे के कदमों पर बात करेगा।",
    sendAnother: "एक और आवेदन भेजें",
  },
} satisfies Translation<typeof english.volunteerInternship>;

export const volunteerInternshipBlocks = [
  { ...volunteerInternship.hero },
  {
    listHeading: volunteerInternship.listHeading,
    listIntro: volunteerInternship.listIntro,
    jobsLink: volunteerInternship.jobsLink,
    form: volunteerInternship.form,
  },
] satisfies Translation<typeof english.volunteerInternshipBlocks>;
