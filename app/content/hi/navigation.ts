/** Hindi words of the header's menu and the footer's link lists (../navigation.ts). */
import type { Translation } from "#common/translation";
import type * as english from "../navigation";

/** Labels that the menu and the footer share. */
const label = {
  aboutUs: "हमारे बारे में",
  ourTeam: "हमारी टीम",
  contactUs: "संपर्क करें",
  blog: "ब्लॉग",
  education: "शिक्षा",
  livelihood: "आजीविका",
  womenEmpowerment: "महिला सशक्तिकरण",
  skillDevelopment: "कौशल विकास",
  environment: "पर्यावरण",
};

export const headerNavigation = [
  { label: "होम" },
  {
    label: label.aboutUs,
    items: [
      { label: label.aboutUs, description: "मिशन, दृष्टि और हमारी यात्रा" },
      {
        label: label.ourTeam,
        items: [{ label: "नेतृत्व" }, { label: "मार्गदर्शक" }, { label: "हमारे प्रमुख साथी" }],
      },
      { label: "हमारी पहुँच", description: "भारत में हम कहाँ-कहाँ काम करते हैं" },
    ],
  },
  {
    label: "हमारा काम",
    items: [
      { label: label.education, description: "शिक्षण केंद्र और छात्रवृत्ति" },
      { label: label.livelihood, description: "उद्यम, रोज़गार और बचत" },
      { label: label.womenEmpowerment, description: "कौशल, स्वास्थ्य और नेतृत्व" },
      { label: label.skillDevelopment, description: "रोज़गार तक ले जाने वाले कोर्स" },
      { label: label.environment, description: "पेड़, सफ़ाई और स्वच्छ ऊर्जा" },
    ],
  },
  {
    label: "करियर",
    items: [
      { label: "स्वयंसेवा और इंटर्नशिप", description: "हमारे स्वयंसेवक फ़ॉर्म पर आवेदन करें" },
      { label: "फ़ेलोशिप", description: "युवा नेतृत्वकर्ताओं के लिए मानदेय वाली फ़ेलोशिप" },
      { label: "हमारे साथ काम करें", description: "खाली पद" },
      { label: "स्कूल साझेदारी" },
      { label: "कॉर्पोरेट साझेदारी" },
      { label: "सरकारी साझेदारी" },
    ],
  },
  {
    label: label.contactUs,
    items: [
      { label: "हमसे बात करें", description: "फ़ोन करें, लिखें या संदेश भेजें" },
      { label: "अक्सर पूछे जाने वाले सवाल", description: "आम सवालों के जवाब" },
    ],
  },
  {
    label: "और भी",
    items: [
      { label: label.blog, description: "फ़ील्ड से कहानियाँ" },
      { label: "गैलरी", description: "हमारे काम की तस्वीरें" },
      { label: "फ़ॉर्म", description: "आवेदन और फ़ॉर्म" },
    ],
  },
] satisfies Translation<typeof english.headerNavigation>;

export const footerProgrammes = [
  { label: label.education },
  { label: label.livelihood },
  { label: label.womenEmpowerment },
  { label: label.skillDevelopment },
  { label: label.environment },
] satisfies Translation<typeof english.footerProgrammes>;

export const footerLinks = [
  { label: label.ourTeam },
  { label: label.contactUs },
  { label: label.blog },
  { label: "गोपनीयता" },
] satisfies Translation<typeof english.footerLinks>;
