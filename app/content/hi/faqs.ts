/** Hindi words of the FAQs page (../faqs.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../faqs";

export const faqs = {
  hero: {
    eyebrow: "मदद",
    intro: "दान, स्वयंसेवा, इंटर्नशिप, साझेदारी और हमारे कार्यक्रमों के बारे में छोटे और सीधे जवाब।",
  },
  listHeading: "आपके सवाल, हमारे जवाब",
  help: {
    heading: "अब भी कोई सवाल है?",
    text: "हमारी टीम ख़ुशी से आपकी मदद करेगी। कामकाज के दिनों में हम 24 घंटे के अंदर जवाब देते हैं।",
    contactUs: "संपर्क करें",
    getInTouch: "हमसे बात करें",
  },
  explore: {
    heading: "जुड़ने के लिए तैयार हैं?",
    text: "हमारे कार्यक्रमों को जानें, हमारे साझेदार बनें या स्वयंसेवक बनकर अपना समय दें।",
    education: "शिक्षा कार्यक्रम देखें",
    corporate: "कॉर्पोरेट साझेदारी",
    volunteer: "हमारे साथ स्वयंसेवा करें",
  },
} satisfies Translation<typeof english.faqs>;

export const faqBlocks = [
  { eyebrow: faqs.hero.eyebrow, intro: faqs.hero.intro },
  {
    heading: faqs.listHeading,
    help: {
      heading: faqs.help.heading,
      text: faqs.help.text,
      actions: [{ label: faqs.help.contactUs }, { label: faqs.help.getInTouch }],
    },
  },
  {
    heading: faqs.explore.heading,
    text: faqs.explore.text,
    actions: [{ label: faqs.explore.education }, { label: faqs.explore.corporate }, { label: faqs.explore.volunteer }],
  },
] satisfies Translation<typeof english.faqBlocks>;
