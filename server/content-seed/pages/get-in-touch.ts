/** The Get In Touch page a new site starts with (issue 41): what it showed when its text was in the code. Its phone, e-mail, WhatsApp, address and hours are the site's (Site details). */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const getInTouchPage: PageDocument = {
  title: t("Get In Touch", "हमसे बात करें"),
  heading: t("Get In Touch", "हमसे बात करें"),
  description: t(
    "Volunteer, partner, donate or ask a question: call, e-mail, WhatsApp or send us a message.",
    "स्वयंसेवा, साझेदारी, दान या कोई सवाल: फ़ोन करें, ई-मेल या व्हाट्सऐप करें, या हमें संदेश भेजें।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("We'd love to hear from you", "हमें आपसे बात करके ख़ुशी होगी"),
      intro: t(
        "Whether you want to volunteer, partner with us, donate or simply ask a question, call us, write to us, message us on WhatsApp or use the form below.",
        "आप स्वयंसेवा करना चाहें, हमारे साझेदार बनना चाहें, दान करना चाहें या बस कुछ पूछना हो: हमें फ़ोन करें, लिखें, व्हाट्सऐप पर संदेश भेजें या नीचे दिया फ़ॉर्म भरें।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "tiles",
      kind: "contactTiles",
      eyebrow: t("", ""),
      heading: t("Reach us directly", "हमसे सीधे संपर्क करें"),
      intro: t("", ""),
      tone: "muted",
      call: {
        title: t("Call Us", "फ़ोन करें"),
        text: t("Speak to our team during office hours.", "कार्यालय के समय में हमारी टीम से बात करें।"),
      },
      email: {
        title: t("Email Us", "ई-मेल करें"),
        text: t("Write to us any time; we answer every message.", "हमें कभी भी लिखें; हम हर संदेश का जवाब देते हैं।"),
      },
      whatsapp: {
        title: t("WhatsApp", "व्हाट्सऐप"),
        text: t("Chat with us on WhatsApp.", "व्हाट्सऐप पर हमसे चैट करें।"),
        action: t("Start a chat", "चैट शुरू करें"),
      },
    },
    {
      id: "form",
      kind: "getInTouchForm",
      form: {
        heading: t("Send us a message", "हमें संदेश भेजें"),
        intro: t(
          "Tell us a little about yourself and how you would like to be involved.",
          "अपने बारे में थोड़ा बताइए, और यह भी कि आप हमसे किस तरह जुड़ना चाहते हैं।",
        ),
        interest: t("I'm interested in", "मेरी रुचि"),
        interestPlaceholder: t("Select your interest", "अपनी रुचि चुनें"),
        messagePlaceholder: t("How can we help you?", "हम आपकी क्या मदद कर सकते हैं?"),
        updates: t(
          "Send me news about our programmes, events and volunteering opportunities",
          "मुझे आपके कार्यक्रमों, आयोजनों और स्वयंसेवा के अवसरों की ख़बरें भेजें",
        ),
        submit: t("Send Message", "संदेश भेजें"),
        sentNext: t(
          "Someone from our team will write to the e-mail address you gave, usually within one working day (Monday to Saturday), to talk about how you would like to be involved.",
          "हमारी टीम से कोई आपके दिए ई-मेल पते पर, आमतौर पर एक कार्य-दिवस के अंदर (सोमवार से शनिवार), आपको लिखेगा, ताकि बात हो सके कि आप हमसे किस तरह जुड़ना चाहते हैं।",
        ),
      },
      office: {
        heading: t("Visit our office", "हमारे कार्यालय आइए"),
        address: t("Address", "पता"),
        hours: t("Office Hours", "कार्यालय का समय"),
        weekdays: t("Monday - Friday", "सोमवार - शुक्रवार"),
        saturday: t("Saturday", "शनिवार"),
      },
      quickActions: {
        heading: t("Quick Actions", "झटपट विकल्प"),
        volunteer: {
          label: t("Volunteer Application", "स्वयंसेवक आवेदन"),
          text: t("Apply to volunteer with us", "हमारे साथ स्वयंसेवा के लिए आवेदन करें"),
        },
        partnership: {
          label: t("Partnership Inquiry", "साझेदारी के लिए पूछताछ"),
          text: t("Corporate and CSR partnerships", "कॉर्पोरेट और CSR साझेदारी"),
        },
        support: {
          label: t("General Support", "सामान्य मदद"),
          text: t("Answers to common questions", "आम सवालों के जवाब"),
        },
      },
      replyNote: {
        heading: t("Quick response", "जल्दी जवाब"),
        text: t(
          "We reply to every message within 24 hours on business days.",
          "कामकाज के दिनों में हम हर संदेश का जवाब 24 घंटे के अंदर देते हैं।",
        ),
      },
    },
  ],
};
