/**
 * FAQs (/FAQs, spec 2.8): the words around the questions, and the page's buttons.
 * The questions themselves are data the staff edit in the admin (FAQs;
 * common/content-model/faqs.ts), which the page's loader reads.
 */
import type { Block } from "~/blocks/block";
import { href } from "./paths";

export const faqs = {
  hero: {
    eyebrow: "Help",
    intro: "Quick answers about donating, volunteering, internships, partnerships and our programmes.",
  },
  listHeading: "Your questions, answered",
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
