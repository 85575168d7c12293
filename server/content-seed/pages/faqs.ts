/** The FAQs page a new site starts with (issue 41): what it showed around the questions when its text was in the code; the questions are FAQs'. */
import type { PageDocument } from "#common/content-model/page";
import { t } from "../localized-text.ts";

export const faqsPage: PageDocument = {
  title: t("Frequently Asked Questions", "अक्सर पूछे जाने वाले सवाल"),
  heading: t("Frequently Asked Questions", "अक्सर पूछे जाने वाले सवाल"),
  description: t(
    "Answers about donations, volunteering, internships, partnerships and our programmes.",
    "दान, स्वयंसेवा, इंटर्नशिप, साझेदारी और हमारे कार्यक्रमों से जुड़े सवालों के जवाब।",
  ),
  blocks: [
    {
      id: "hero",
      kind: "hero",
      eyebrow: t("Help", "मदद"),
      intro: t(
        "Quick answers about donating, volunteering, internships, partnerships and our programmes.",
        "दान, स्वयंसेवा, इंटर्नशिप, साझेदारी और हमारे कार्यक्रमों के बारे में छोटे और सीधे जवाब।",
      ),
      actions: [],
      statsHeading: t("", ""),
      stats: [],
    },
    {
      id: "questions",
      kind: "faq",
      eyebrow: t("", ""),
      heading: t("Your questions, answered", "आपके सवाल, हमारे जवाब"),
      intro: t("", ""),
      tone: "muted",
      help: {
        heading: t("Still have a question?", "अब भी कोई सवाल है?"),
        text: t(
          "Our team is happy to help. We reply within 24 hours on business days.",
          "हमारी टीम ख़ुशी से आपकी मदद करेगी। कामकाज के दिनों में हम 24 घंटे के अंदर जवाब देते हैं।",
        ),
        actions: [
          { id: "contact-us", kind: "link", label: t("Contact Us", "संपर्क करें"), to: "/ContactUs", context: t("", "") },
          {
            id: "get-in-touch",
            kind: "link",
            label: t("Get In Touch", "हमसे बात करें"),
            to: "/GetInTouch",
            context: t("", ""),
          },
        ],
      },
    },
    {
      id: "get-involved",
      kind: "cta",
      heading: t("Ready to get involved?", "जुड़ने के लिए तैयार हैं?"),
      text: t(
        "Explore our programmes, partner with us or give your time as a volunteer.",
        "हमारे कार्यक्रमों को जानें, हमारे साझेदार बनें या स्वयंसेवक बनकर अपना समय दें।",
      ),
      actions: [
        {
          id: "education",
          kind: "link",
          label: t("Explore Education Programs", "शिक्षा कार्यक्रम देखें"),
          to: "/Education",
          context: t("", ""),
        },
        {
          id: "corporate-partnerships",
          kind: "link",
          label: t("Corporate Partnerships", "कॉर्पोरेट साझेदारी"),
          to: "/CorporatePartnerships",
          context: t("", ""),
        },
        { id: "volunteer", kind: "apply", label: t("Volunteer With Us", "हमारे साथ स्वयंसेवा करें"), type: "choose" },
      ],
      spaceAbove: "spaced",
    },
  ],
};
