/** Hindi words of every public page's title, heading and meta description (../pages.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../pages";

export const pages = {
  gallery: {
    title: "गैलरी",
    heading: "गैलरी",
    description: "हमारी कक्षाओं, प्रशिक्षण केंद्रों, पौधारोपण अभियानों और सामुदायिक कार्यक्रमों की तस्वीरें।",
  },
  blog: {
    title: "ब्लॉग",
    heading: "ब्लॉग",
    description: "पूरे भारत में चल रहे हमारे कार्यक्रमों की कहानियाँ, ताज़ा ख़बरें और रिपोर्टें।",
  },
  blogPost: {
    title: "ब्लॉग",
    heading: "ब्लॉग पोस्ट",
    description: "हमारे कार्यक्रमों की एक कहानी।",
  },
  forms: {
    title: "फ़ॉर्म",
    heading: "फ़ॉर्म और आवेदन",
    description: "स्वयंसेवकों, करियर, कार्यक्रमों और साझेदारी के लिए आवेदन और फ़ॉर्म।",
  },
  form: {
    title: "फ़ॉर्म",
    heading: "फ़ॉर्म",
    description: "यह फ़ॉर्म ऑनलाइन भरें।",
  },
  offline: {
    title: "आप ऑफ़लाइन हैं",
    heading: "आप ऑफ़लाइन हैं",
    description: "यह पेज अभी इस डिवाइस पर सेव नहीं है; इंटरनेट वापस आने पर यह खुल जाएगा।",
  },
  notFound: {
    title: "पेज नहीं मिला",
    heading: "पेज नहीं मिला",
    description: "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।",
  },
} satisfies Translation<typeof english.pages>;
