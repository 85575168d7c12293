/**
 * The header's menu and the footer's lists, figures and paragraph a new site starts
 * with (issue 41): what they were when they were written in the code. From then on
 * the staff edit them.
 */
import type { Navigation } from "#common/content-model/navigation";
import { t } from "./localized-text.ts";
import { firstYearStats } from "./pages/first-year.ts";

export const initialNavigation: Navigation = {
  menu: [
    {
      id: "home",
      kind: "link",
      label: t("Home", "होम"),
      description: t("", ""),
      to: "/",
    },
    {
      id: "about-us",
      kind: "menu",
      label: t("About Us", "हमारे बारे में"),
      items: [
        {
          id: "about-us",
          kind: "link",
          label: t("About Us", "हमारे बारे में"),
          description: t("Mission, vision and our journey", "मिशन, दृष्टि और हमारी यात्रा"),
          to: "/AboutUs",
        },
        {
          id: "our-team",
          kind: "menu",
          label: t("Our Team", "हमारी टीम"),
          items: [
            {
              id: "leadership",
              kind: "link",
              label: t("Leadership", "नेतृत्व"),
              description: t("", ""),
              to: "/Leadership",
            },
            {
              id: "mentors",
              kind: "link",
              label: t("Mentors", "मार्गदर्शक"),
              description: t("", ""),
              to: "/Mentors",
            },
            {
              id: "our-key-players",
              kind: "link",
              label: t("Our Key Players", "हमारे प्रमुख साथी"),
              description: t("", ""),
              to: "/OurKeyPlayers",
            },
          ],
        },
        {
          id: "our-reach",
          kind: "link",
          label: t("Our Reach", "हमारी पहुँच"),
          description: t("Where we work across India", "भारत में हम कहाँ-कहाँ काम करते हैं"),
          to: "/Reach",
        },
      ],
    },
    {
      id: "our-work",
      kind: "menu",
      label: t("Our Work", "हमारा काम"),
      items: [
        {
          id: "education",
          kind: "link",
          label: t("Education", "शिक्षा"),
          description: t("Learning centres and scholarships", "शिक्षण केंद्र और छात्रवृत्ति"),
          to: "/Education",
        },
        {
          id: "livelihood",
          kind: "link",
          label: t("Livelihood", "आजीविका"),
          description: t("Enterprise, jobs and savings", "उद्यम, रोज़गार और बचत"),
          to: "/Livelihood",
        },
        {
          id: "women-empowerment",
          kind: "link",
          label: t("Women Empowerment", "महिला सशक्तिकरण"),
          description: t("Skills, health and leadership", "कौशल, स्वास्थ्य और नेतृत्व"),
          to: "/WomenEmpowerment",
        },
        {
          id: "skill-development",
          kind: "link",
          label: t("Skill Development", "कौशल विकास"),
          description: t("Courses that lead to jobs", "रोज़गार तक ले जाने वाले कोर्स"),
          to: "/SkillDevelopment",
        },
        {
          id: "environment",
          kind: "link",
          label: t("Environment", "पर्यावरण"),
          description: t("Trees, clean-ups and clean energy", "पेड़, सफ़ाई और स्वच्छ ऊर्जा"),
          to: "/Environment",
        },
      ],
    },
    {
      id: "career",
      kind: "menu",
      label: t("Career", "करियर"),
      items: [
        {
          id: "volunteer-internship",
          kind: "applicationForm",
          label: t("Volunteer & Internship", "स्वयंसेवा और इंटर्नशिप"),
          description: t("Apply on our volunteer form", "हमारे स्वयंसेवक फ़ॉर्म पर आवेदन करें"),
        },
        {
          id: "fellowship",
          kind: "link",
          label: t("Fellowship", "फ़ेलोशिप"),
          description: t("Paid fellowships for young leaders", "युवा नेतृत्वकर्ताओं के लिए मानदेय वाली फ़ेलोशिप"),
          to: "/Fellowship",
        },
        {
          id: "work-with-us",
          kind: "link",
          label: t("Work With Us", "हमारे साथ काम करें"),
          description: t("Open positions", "खाली पद"),
          to: "/WorkWithUs",
        },
        {
          id: "school-partnerships",
          kind: "link",
          label: t("School Partnerships", "स्कूल साझेदारी"),
          description: t("", ""),
          to: "/SchoolPartnerships",
        },
        {
          id: "corporate-partnerships",
          kind: "link",
          label: t("Corporate Partnerships", "कॉर्पोरेट साझेदारी"),
          description: t("", ""),
          to: "/CorporatePartnerships",
        },
        {
          id: "government-partnerships",
          kind: "link",
          label: t("Government Partnerships", "सरकारी साझेदारी"),
          description: t("", ""),
          to: "/GovernmentPartnerships",
        },
      ],
    },
    {
      id: "contact-us",
      kind: "menu",
      label: t("Contact Us", "संपर्क करें"),
      items: [
        {
          id: "get-in-touch",
          kind: "link",
          label: t("Get In Touch", "हमसे बात करें"),
          description: t("Call, write or send a message", "फ़ोन करें, लिखें या संदेश भेजें"),
          to: "/GetInTouch",
        },
        {
          id: "faqs",
          kind: "link",
          label: t("FAQs", "अक्सर पूछे जाने वाले सवाल"),
          description: t("Answers to common questions", "आम सवालों के जवाब"),
          to: "/FAQs",
        },
      ],
    },
    {
      id: "more",
      kind: "menu",
      label: t("More", "और भी"),
      items: [
        {
          id: "blog",
          kind: "link",
          label: t("Blog", "ब्लॉग"),
          description: t("Stories from the field", "फ़ील्ड से कहानियाँ"),
          to: "/blog",
        },
        {
          id: "gallery",
          kind: "link",
          label: t("Gallery", "गैलरी"),
          description: t("Photos of our work", "हमारे काम की तस्वीरें"),
          to: "/Gallery",
        },
        {
          id: "forms",
          kind: "link",
          label: t("Forms", "फ़ॉर्म"),
          description: t("Applications and forms", "आवेदन और फ़ॉर्म"),
          to: "/forms",
        },
      ],
    },
  ],
  footerProgrammes: [
    {
      id: "education",
      kind: "link",
      label: t("Education", "शिक्षा"),
      description: t("", ""),
      to: "/Education",
    },
    {
      id: "livelihood",
      kind: "link",
      label: t("Livelihood", "आजीविका"),
      description: t("", ""),
      to: "/Livelihood",
    },
    {
      id: "women-empowerment",
      kind: "link",
      label: t("Women Empowerment", "महिला सशक्तिकरण"),
      description: t("", ""),
      to: "/WomenEmpowerment",
    },
    {
      id: "skill-development",
      kind: "link",
      label: t("Skill Development", "कौशल विकास"),
      description: t("", ""),
      to: "/SkillDevelopment",
    },
    {
      id: "environment",
      kind: "link",
      label: t("Environment", "पर्यावरण"),
      description: t("", ""),
      to: "/Environment",
    },
  ],
  footerLinks: [
    {
      id: "our-team",
      kind: "link",
      label: t("Our Team", "हमारी टीम"),
      description: t("", ""),
      to: "/OurTeam",
    },
    {
      id: "contact-us",
      kind: "link",
      label: t("Contact Us", "संपर्क करें"),
      description: t("", ""),
      to: "/ContactUs",
    },
    {
      id: "blog",
      kind: "link",
      label: t("Blog", "ब्लॉग"),
      description: t("", ""),
      to: "/blog",
    },
    {
      id: "privacy",
      kind: "link",
      label: t("Privacy", "गोपनीयता"),
      description: t("", ""),
      to: "/privacy",
    },
  ],
  // Our first year, as Home's impact band states it: the shared figures cited by name.
  footerFigures: firstYearStats.map(({ description: _, ...figure }) => figure),
  footerAbout: t(
    "A federation of educational institutions working for education, livelihood, women empowerment, skill development, environment, community development and health across India.",
    "शैक्षणिक संस्थाओं का एक संघ, जो पूरे भारत में शिक्षा, आजीविका, महिला सशक्तिकरण, कौशल विकास, पर्यावरण, सामुदायिक विकास और स्वास्थ्य के लिए काम करता है।",
  ),
};
