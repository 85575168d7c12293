/** Contact Us (/ContactUs, spec 2.9): details, map placeholder, message form, four FAQs, office hours. */
import type { Block } from "~/blocks/block";

export const contactUs = {
  hero: {
    eyebrow: "Contact",
    intro: "Questions, ideas, feedback or partnership proposals: write to us and we will get back to you soon.",
  },
  details: {
    heading: "Contact details",
    phoneLabel: "Phone",
    emailLabel: "Email",
    whatsapp: "WhatsApp",
    address: "Office address",
  },
  map: { title: "Interactive Map Coming Soon", text: "Until then, find us at the address above." },
  form: {
    heading: "Send us a message",
    intro: "Fill in the form and our team will get back to you soon.",
    subject: "Subject",
    subjectPlaceholder: "Select a subject",
    messagePlaceholder: "Write your message here",
    /** The consent line, with "privacy policy" linking the privacy notice. */
    consent: {
      before: "I agree to the ",
      link: "privacy policy",
      after: " and allow the foundation to contact me about this message.",
    },
    sentNext:
      "We answer every message by e-mail, to the address you gave, within one working day (Monday to Saturday). Please look in your spam folder too. If it is urgent, call or WhatsApp us on the number on this page.",
    submit: "Send Message",
  },
  faqHeading: "Frequently asked questions",
  faqs: [
    {
      id: "reply-time",
      question: "How soon will you reply to my message?",
      answer: "We reply to every message within 24 hours on business days (Monday to Saturday).",
    },
    {
      id: "volunteer",
      question: "How can I volunteer with you?",
      answer:
        "Apply on our Volunteer & Internship page, or choose Volunteering on the Get In Touch form. We will call you to find a role that suits your time and skills.",
    },
    {
      id: "donate",
      question: "How can I donate?",
      answer:
        "We accept donations by UPI only. Scan the QR code on our home page with any UPI app, or pay to our UPI ID. Write to us for a receipt.",
    },
    {
      id: "partner",
      question: "Can my company or school partner with you?",
      answer:
        "Yes. Choose Partnership as the subject and tell us about your organisation, or read about our corporate, school and government partnerships.",
    },
  ],
  hours: {
    heading: "Office Hours",
    weekdays: "Monday - Friday",
    saturday: "Saturday",
    sunday: "Sunday",
    closed: "Closed",
  },
} as const;

/** /ContactUs, top to bottom. */
export const contactUsBlocks = [
  { kind: "hero", page: "contactUs", ...contactUs.hero },
  { kind: "contactUsForm", detailsHeading: contactUs.details.heading, form: contactUs.form },
  { kind: "faqAndHours", tone: "muted", heading: contactUs.faqHeading, items: contactUs.faqs, hours: contactUs.hours },
] satisfies readonly Block[];
