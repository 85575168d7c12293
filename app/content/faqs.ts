/** FAQs (/FAQs, spec 2.8): 15 questions in one accordion, and the page's buttons. */
import type { Block } from "~/blocks/block";
import { href } from "./paths";
export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export const faqs = {
  hero: {
    eyebrow: "Help",
    intro: "Quick answers about donating, volunteering, internships, partnerships and our programmes.",
  },
  listHeading: "Your questions, answered",
  items: [
    {
      id: "who-are-you",
      question: "Who are you and when were you founded?",
      answer:
        "We are a non-profit federation of schools, teachers and community organisations, founded in 2025 and registered in India. We work in education, livelihood, women empowerment, skill development, environment, community development and health.",
    },
    {
      id: "where-work",
      question: "Where do you work?",
      answer:
        "Our programmes run in 5+ states and 15+ districts today, with regional offices in Jaipur, Patna, Pune and Bengaluru. See the Our Reach page for the full picture.",
    },
    {
      id: "how-donate",
      question: "How can I donate?",
      answer:
        "We accept donations by UPI only. Scan the QR code on our home page with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank's app), or pay directly to our UPI ID. There are no card forms and no fees.",
    },
    {
      id: "what-donation-does",
      question: "What does my donation pay for?",
      answer:
        "₹500 educates a child for a month, ₹1000 trains a woman, and ₹2500 supports a livelihood programme. Any amount is welcome, and every rupee is accounted for in our audited annual report.",
    },
    {
      id: "tax-receipt",
      question: "Will I get a receipt for tax purposes?",
      answer:
        "Yes. After you donate, write to us with your name, PAN, amount and the UPI transaction reference, and we will e-mail you a receipt within 7 working days.",
    },
    {
      id: "how-volunteer",
      question: "How can I volunteer?",
      answer:
        "Fill in our online volunteer application. We have roles in teaching, women empowerment, skill training, environment drives, events, social media, writing and photography, from 4 hours a week to 15.",
    },
    {
      id: "volunteer-remote",
      question: "Can I volunteer from home?",
      answer:
        "Yes. Many of our volunteers help with online tutoring, content writing, design, social media and data work, all from home and at flexible hours.",
    },
    {
      id: "internships",
      question: "Do you offer internships?",
      answer:
        "Yes, for students and recent graduates, for 2 to 6 months, with a monthly stipend. You will work on a real project with a mentor from our team. Apply through the volunteer and internship form.",
    },
    {
      id: "fellowship",
      question: "What is the fellowship programme?",
      answer:
        "Our paid fellowships place young graduates in villages and schools for 10 to 18 months in social impact, rural development, women empowerment and technology for good. See the Fellowship page for details.",
    },
    {
      id: "jobs",
      question: "Are you hiring?",
      answer:
        "We are. Open positions in programmes, field work, administration, technology and fundraising are listed on our Work With Us page, with a general application for everyone else.",
    },
    {
      id: "csr",
      question: "Can my company partner with you for CSR?",
      answer:
        "Yes. We run CSR projects in education, skills, women empowerment and environment under Schedule VII of the Companies Act, with quarterly reports and site visits. Visit our Corporate Partnerships page.",
    },
    {
      id: "schools",
      question: "Can our school join the federation?",
      answer:
        "Government and private schools can partner with us for learning centres, teacher training, digital classrooms and eco-clubs. Write to us and our education team will visit you.",
    },
    {
      id: "programmes-children",
      question: "How do you choose the children and families you work with?",
      answer:
        "We start where the need is greatest: first-generation learners, girls, children with disabilities and families without a steady income, identified together with schools, panchayats and local women's groups.",
    },
    {
      id: "measure-impact",
      question: "How do you measure your impact?",
      answer:
        "We test reading and maths at the start and end of every year, follow up on every skill graduate's job for six months, and track self-help group savings every month. Our results are shared in our annual report.",
    },
    {
      id: "contact",
      question: "How can I reach you?",
      answer:
        "Call or WhatsApp us, write an e-mail, or send a message from our Get In Touch page. We reply within 24 hours on business days.",
    },
  ] satisfies Faq[],
  help: {
    heading: "Still have a question?",
    text: "Our team is happy to help. We reply within 24 hours on business days.",
    contactUs: "Contact Us",
    getInTouch: "Get In Touch",
  },
  explore: {
    heading: "Ready to get involved?",
    text: "Explore our programmes, partner with us or give your time as a volunteer.",
    education: "Explore Education Programs",
    corporate: "Corporate Partnerships",
    volunteer: "Volunteer With Us",
  },
} as const;

/** The page, top to bottom. */
export const faqBlocks = [
  { kind: "hero", page: "faqs", eyebrow: faqs.hero.eyebrow, intro: faqs.hero.intro },
  {
    kind: "faq",
    tone: "muted",
    heading: faqs.listHeading,
    items: faqs.items,
    help: {
      heading: faqs.help.heading,
      text: faqs.help.text,
      actions: [
        { kind: "link", label: faqs.help.contactUs, to: href("contactUs") },
        { kind: "link", label: faqs.help.getInTouch, to: href("getInTouch") },
      ],
    },
  },
  {
    kind: "cta",
    heading: faqs.explore.heading,
    text: faqs.explore.text,
    actions: [
      { kind: "link", label: faqs.explore.education, to: href("education") },
      { kind: "link", label: faqs.explore.corporate, to: href("corporatePartnerships") },
      { kind: "apply", label: faqs.explore.volunteer },
    ],
  },
] satisfies readonly Block[];
