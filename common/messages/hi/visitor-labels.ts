/** Hindi labels of the contact and application forms' options (../visitor-labels.ts); the values sent stay English. */
import type { Translation } from "../../translation.ts";
import type * as english from "../visitor-labels.ts";

export const optionLabels = {
  interest: {
    volunteer: "स्वयंसेवा",
    partnership: "साझेदारी",
    donation: "दान",
    programs: "हमारे कार्यक्रम",
    career: "करियर के अवसर",
    general: "सामान्य पूछताछ",
  },
  subject: {
    general: "सामान्य पूछताछ",
    volunteer: "स्वयंसेवा के अवसर",
    partnership: "साझेदारी",
    support: "सहायता",
    feedback: "सुझाव और राय",
    other: "अन्य",
  },
  type: { volunteer: "स्वयंसेवक", internship: "इंटर्नशिप", job: "नौकरी" },
  education: {
    "high-school": "हाई स्कूल",
    undergraduate: "स्नातक की पढ़ाई जारी",
    graduate: "स्नातक",
    postgraduate: "स्नातकोत्तर",
    phd: "पीएचडी",
  },
  availability: {
    weekends: "सिर्फ़ सप्ताहांत (शनिवार-रविवार)",
    weekdays: "कामकाजी दिनों की शाम",
    flexible: "सुविधा के अनुसार समय",
    fulltime: "पूर्णकालिक",
  },
  source: { "get-in-touch": "हमसे बात करें", "contact-us": "संपर्क करें" },
  interestArea: {
    "Education & Teaching": "शिक्षा और पढ़ाना",
    "Women Empowerment": "महिला सशक्तिकरण",
    "Skill Development": "कौशल विकास",
    "Environmental Conservation": "पर्यावरण संरक्षण",
    "Community Outreach": "समुदाय तक पहुँच",
    "Administrative Support": "प्रशासनिक सहायता",
    "Event Management": "कार्यक्रम आयोजन",
    "Social Media & Marketing": "सोशल मीडिया और मार्केटिंग",
    "Content Writing": "लेखन (कंटेंट राइटिंग)",
    "Photography & Videography": "फ़ोटोग्राफ़ी और वीडियोग्राफ़ी",
  },
} satisfies Translation<typeof english.optionLabels>;
