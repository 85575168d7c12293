/** Hindi words of what visitors send: the contact forms and the application (../contact.ts). */
import type { Translation } from "../../translation.ts";
import type * as english from "../contact.ts";

export const contactMessages = {
  validation: {
    firstNameRequired: "पहला नाम भरना ज़रूरी है",
    lastNameRequired: "उपनाम भरना ज़रूरी है",
    emailRequired: "ई-मेल पता भरना ज़रूरी है",
    emailInvalid: "ई-मेल पता सही नहीं है",
    interestRequired: "कृपया अपनी रुचि चुनें",
    subjectRequired: "विषय चुनना ज़रूरी है",
    messageRequired: "संदेश लिखना ज़रूरी है",
    consentRequired: "कृपया गोपनीयता नीति स्वीकार करें",
    phoneInvalid: "10 अंकों का मोबाइल नंबर लिखें",
    tooLong: "कृपया इसे {max} अक्षरों से छोटा रखें",
  },
  sending: "भेजा जा रहा है...",
  getInTouch: {
    success: "संपर्क करने के लिए धन्यवाद! हम 24 घंटे के अंदर आपसे बात करेंगे।",
    failure: "संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
  },
  contactUs: {
    success: "संपर्क करने के लिए धन्यवाद! हम जल्द ही आपको जवाब देंगे।",
    failure: "संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
  },
  tooMany: {
    one: "आपने थोड़ी ही देर में कई संदेश भेजे हैं। कृपया {n} मिनट रुककर फिर से कोशिश करें।",
    other: "आपने थोड़ी ही देर में कई संदेश भेजे हैं। कृपया {n} मिनट रुककर फिर से कोशिश करें।",
  },
} satisfies Translation<typeof english.contactMessages>;

export const applicationMessages = {
  validation: {
    phoneRequired: "फ़ोन नंबर भरना ज़रूरी है",
    ageRequired: "उम्र भरना ज़रूरी है",
    ageRange: "अपनी उम्र सालों में लिखें: 16 या उससे ज़्यादा",
    availabilityRequired: "कृपया अपनी उपलब्धता चुनें",
    motivationRequired: "कृपया बताएँ कि आप हमसे क्यों जुड़ना चाहते हैं",
    interestsRequired: "कृपया रुचि का कम से कम एक क्षेत्र चुनें",
    optionUnknown: "कृपया दिए गए विकल्पों में से एक चुनें",
    resumeType: "कृपया अपना रिज़्यूमे PDF, DOC या DOCX फ़ाइल के रूप में अपलोड करें",
    resumeTooLarge: "रिज़्यूमे {megabytes} MB या उससे छोटा होना चाहिए",
    resumeVolunteer: "रिज़्यूमे सिर्फ़ इंटर्नशिप और नौकरी के आवेदन के लिए चाहिए",
    guardianNameRequired: "आपकी उम्र 18 से कम है: माता-पिता या अभिभावक का नाम लिखें",
    guardianEmailRequired: "आपकी उम्र 18 से कम है: माता-पिता या अभिभावक का ई-मेल पता लिखें",
    guardianEmailInvalid: "माता-पिता या अभिभावक का ई-मेल पता लिखें, जैसे name@example.com",
    guardianEmailSame: "माता-पिता या अभिभावक का अपना ई-मेल पता लिखें, अपना नहीं",
    guardianNoMail:
      "18 साल से कम उम्र वालों के आवेदन के लिए माता-पिता या अभिभावक की ई-मेल से पुष्टि ज़रूरी है, जो यह वेबसाइट अभी नहीं भेज सकती। कृपया अपने माता-पिता या अभिभावक से कहें कि वे हमें {email} पर लिखें।",
  },
  submitting: "आवेदन भेजा जा रहा है...",
  success: "आवेदन सफलतापूर्वक भेज दिया गया! हम 24 घंटे के अंदर आपसे संपर्क करेंगे।",
  guardianAsked:
    "धन्यवाद! हमने आपके माता-पिता या अभिभावक को ई-मेल भेजा है। उनकी पुष्टि के बाद ही आपका आवेदन हमारी टीम तक पहुँचेगा; {days} दिन में पुष्टि न होने पर उसे मिटा दिया जाएगा।",
  failure: "आवेदन नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
} satisfies Translation<typeof english.applicationMessages>;
