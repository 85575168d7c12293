/** Hindi words of the application form (../volunteer-internship.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../volunteer-internship";

export const volunteerInternship = {
  form: {
    position: "पद",
    positionPlaceholder: {
      volunteer: "कोई भी भूमिका, या अभी तय नहीं",
      internship: "कोई भी इंटर्नशिप, या अभी तय नहीं",
      job: "पद चुनें",
    },
    sentFor: "{position} के लिए आपका आवेदन हमारी टीम तक पहुँच गया है।",
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
    guardianLegend: "आपके माता-पिता या अभिभावक",
    guardianHint:
      "आपकी उम्र 18 साल से कम है: हम आपके माता-पिता या अभिभावक को ई-मेल भेजकर उनकी सहमति माँगते हैं, और उनके सहमत होने के बाद ही आपका आवेदन हमारी टीम तक पहुँचता है।",
    guardianName: "उनका नाम",
    guardianEmail: "उनका ई-मेल पता",
    guardianNext: "तब तक आपका आवेदन कोई नहीं पढ़ता। अगर हमारा ई-मेल उन तक न पहुँचे, तो उनसे स्पैम फ़ोल्डर देखने को कहें।",
  },
} satisfies Translation<typeof english.volunteerInternship>;
