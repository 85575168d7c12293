/** The Contact Us page a new site starts with (issue 41): what it showed when its text was in the code. Its phone, e-mail, WhatsApp, address and hours are the site's (Site details). */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const contactUsPage: PageDocument = {
  title: t("Contact Us", "संपर्क करें"),
  heading: t("Contact Us", "संपर्क करें"),
  description: t(
    "Write to us, call us or visit our office. We reply within 24 hours on business days.",
    "हमें लिखें, फ़ोन करें या हमारे दफ़्तर आएँ। कामकाजी दिनों में हम 24 घंटे के अंदर जवाब देते हैं।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Contact", "संपर्क"),
      intro: t(
        "Questions, ideas, feedback or partnership proposals: write to us and we will get back to you soon.",
        "सवाल, सुझाव, आपकी राय या साझेदारी का प्रस्ताव: हमें लिखें, हम जल्द ही आपसे संपर्क करेंगे।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "details-and-form",
      kind: "contactUsForm",
      details: {
        heading: t("Contact details", "संपर्क की जानकारी"),
        phone: t("Phone", "फ़ोन"),
        email: t("Email", "ई-मेल"),
        whatsapp: t("WhatsApp", "व्हाट्सऐप"),
        address: t("Office address", "कार्यालय का पता"),
      },
      map: {
        title: t("Interactive Map Coming Soon", "इंटरैक्टिव नक्शा जल्द आ रहा है"),
        text: t("Until then, find us at the address above.", "तब तक, ऊपर दिए पते पर हमसे मिलें।"),
      },
      form: {
        heading: t("Send us a message", "हमें संदेश भेजें"),
        intro: t(
          "Fill in the form and our team will get back to you soon.",
          "फ़ॉर्म भरें, हमारी टीम जल्द ही आपसे संपर्क करेगी।",
        ),
        subject: t("Subject", "विषय"),
        subjectPlaceholder: t("Select a subject", "विषय चुनें"),
        messagePlaceholder: t("Write your message here", "अपना संदेश यहाँ लिखें"),
        consent: t(
          "I agree to the [privacy policy] and allow the foundation to contact me about this message.",
          "मैं [गोपनीयता नीति] से सहमत हूँ, और फ़ाउंडेशन इस संदेश के बारे में मुझसे संपर्क कर सकता है।",
        ),
        submit: t("Send Message", "संदेश भेजें"),
        sentNext: t(
          "We answer every message by e-mail, to the address you gave, within one working day (Monday to Saturday). Please look in your spam folder too. If it is urgent, call or WhatsApp us on the number on this page.",
          "हम हर संदेश का जवाब ई-मेल से, आपके दिए पते पर, एक कार्य-दिवस के अंदर (सोमवार से शनिवार) देते हैं। कृपया अपना स्पैम फ़ोल्डर भी देख लें। अगर बात ज़रूरी हो, तो इस पेज पर दिए नंबर पर हमें फ़ोन या व्हाट्सऐप करें।",
        ),
      },
    },
    {
      id: "questions-and-hours",
      kind: "faqAndHours",
      eyebrow: t("", ""),
      heading: t("Frequently asked questions", "अक्सर पूछे जाने वाले सवाल"),
      intro: t("", ""),
      tone: "muted",
      items: [
        {
          id: "reply-time",
          question: t("How soon will you reply to my message?", "मेरे संदेश का जवाब कितनी जल्दी मिलेगा?"),
          answer: t(
            "We reply to every message within 24 hours on business days (Monday to Saturday).",
            "कामकाज के दिनों (सोमवार से शनिवार) में हम हर संदेश का जवाब 24 घंटे के अंदर देते हैं।",
          ),
        },
        {
          id: "volunteer",
          question: t("How can I volunteer with you?", "मैं आपके साथ स्वयंसेवा कैसे करूँ?"),
          answer: t(
            "Apply on our Volunteer & Internship page, or choose Volunteering on the Get In Touch form. We will call you to find a role that suits your time and skills.",
            "हमारे 'स्वयंसेवा और इंटर्नशिप' पेज पर आवेदन करें, या 'हमसे बात करें' फ़ॉर्म में 'स्वयंसेवा' चुनें। हम आपको फ़ोन करेंगे और आपके समय और हुनर के हिसाब से कोई काम ढूँढेंगे।",
          ),
        },
        {
          id: "donate",
          question: t("How can I donate?", "मैं दान कैसे करूँ?"),
          answer: t(
            "We accept donations by UPI only. Scan the QR code on our home page with any UPI app, or pay to our UPI ID. Write to us for a receipt.",
            "हम सिर्फ़ UPI से दान लेते हैं। हमारे होम पेज पर दिया QR कोड किसी भी UPI ऐप से स्कैन करें, या हमारी UPI ID पर भुगतान करें। रसीद के लिए हमें लिखें।",
          ),
        },
        {
          id: "partner",
          question: t("Can my company or school partner with you?", "क्या मेरी कंपनी या स्कूल आपके साथ साझेदारी कर सकता है?"),
          answer: t(
            "Yes. Choose Partnership as the subject and tell us about your organisation, or read about our corporate, school and government partnerships.",
            "हाँ। विषय में 'साझेदारी' चुनें और अपनी संस्था के बारे में बताएँ, या हमारी कॉर्पोरेट, स्कूल और सरकारी साझेदारियों के बारे में पढ़ें।",
          ),
        },
      ],
      hours: {
        heading: t("Office Hours", "कार्यालय का समय"),
        weekdays: t("Monday - Friday", "सोमवार - शुक्रवार"),
        saturday: t("Saturday", "शनिवार"),
        sunday: t("Sunday", "रविवार"),
        closed: t("Closed", "बंद"),
      },
    },
  ],
};
