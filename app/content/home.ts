/** Home page (spec 2.3): banner, hero, who we are, impact, donation, programmes, latest updates, call to action. */
import GraduationCap from "lucide-react/icons/graduation-cap";
import HandHeart from "lucide-react/icons/hand-heart";
import Leaf from "lucide-react/icons/leaf";
import Sprout from "lucide-react/icons/sprout";
import Wrench from "lucide-react/icons/wrench";
import type { Block } from "~/blocks/block";
import type { ProgrammeLink } from "./display-types";
import { firstYear } from "./first-year";
import { href } from "./paths";

export interface DonationAmount {
  id: string;
  /** Rupees; null lets the donor type any amount in their UPI app. */
  amount: number | null;
  label: string;
  impact: string;
}

export const home = {
  banner: {
    label: "Donation appeal",
    pause: "Pause scrolling",
    play: "Resume scrolling",
    /** {upiId} is replaced with the configured UPI ID. */
    messages: [
      "₹500 educates a child for a month",
      "₹1000 trains a woman in a skill that earns",
      "₹2500 supports a livelihood programme",
      "Any amount is accepted, every rupee counts",
      "Donate by UPI: {upiId}",
    ],
    donate: "Donate now",
  },
  hero: {
    eyebrow: "Founded 2025 · Registered non-profit",
    intro:
      "We are a federation of educational institutions and community workers helping children learn, women earn and villages grow greener, across 5+ states of India.",
    getInvolved: "Get Involved",
    donate: "Donate by UPI",
    illustrationAlt: "Illustration: children reading together outside a village school at sunrise",
  },
  whoWeAre: {
    eyebrow: "Who We Are",
    heading: "A small federation with a big promise",
    paragraphs: [
      "We began in 2025, when a group of school leaders, teachers and social workers from Rajasthan and Bihar decided to stop working alone. Each of us had seen children leave school too early and mothers turn down work because nobody had taught them a trade.",
      "Today we run learning centres, skill courses, self-help groups and green drives with local schools, panchayats and companies. Everything we do is built with the community, in its own language, and measured honestly.",
    ],
    pillars: [
      { title: "Learning first", text: "Every programme starts with a child who can read, write and ask questions." },
      { title: "Led by communities", text: "Local volunteers, teachers and women's groups decide what we do next." },
      {
        title: "Every rupee counted",
        text: "Audited accounts and open reports, so donors see where their money goes.",
      },
    ],
    link: "More about us",
  },
  impact: {
    eyebrow: "Our Impact",
    heading: "What we have built together in our first year",
    stats: firstYear.stats,
    highlights: firstYear.highlights,
  },
  donation: {
    eyebrow: "Donate",
    heading: "Your gift, straight to a classroom",
    intro:
      "We accept donations by UPI only: no card forms, no hidden fees. Choose an amount, pay with any UPI app and you are done.",
    amountsLegend: "Choose an amount",
    amounts: [
      { id: "500", amount: 500, label: "₹500", impact: "Educates a child for a month" },
      { id: "1000", amount: 1000, label: "₹1000", impact: "Trains a woman" },
      { id: "2500", amount: 2500, label: "₹2500", impact: "Supports a livelihood programme" },
      { id: "any", amount: null, label: "Any amount", impact: "Every rupee is accepted with gratitude" },
    ] satisfies DonationAmount[],
    /** Shown in the donor's UPI app. */
    note: "Donation",
    scanHeading: "Scan to donate",
    /** Phones: the pay button and Copy UPI ID come first, the QR code after, for another device. */
    phoneHeading: "Donate by UPI",
    /** {amount} and {upiId} are replaced. */
    qrLabel: "UPI QR code to donate {amount} to {upiId}",
    qrAnyAmount: "any amount",
    upiIdLabel: "UPI ID",
    payWithApp: "Pay with a UPI app",
    scanHint: "Open Google Pay, PhonePe, Paytm, BHIM or your bank's app and scan this code.",
    copyUpiId: "Copy UPI ID",
    upiIdCopied: "UPI ID copied. Paste it in your UPI app.",
    copyFailed: "Could not copy. Press and hold the UPI ID to copy it.",
    otherDevice: "For another device",
    otherDeviceHint: "Paying from another phone? Scan this code with its UPI app.",
    placeholder: "QR code not available. Please pay to our UPI ID:",
    receipt: "Write to us after donating for an 80G receipt.",
  },
  programmes: {
    eyebrow: "Our Programmes",
    heading: "Five ways we change lives",
    intro:
      "Each programme works with the same families over years, so a child's learning and a mother's income grow together.",
    items: [
      {
        to: href("education"),
        title: "Education",
        text: "After-school learning centres, scholarships and digital literacy for children from the first generation to go to school.",
        icon: GraduationCap,
        accent: "brand",
        linkLabel: "Explore Education",
      },
      {
        to: href("livelihood"),
        title: "Livelihood",
        text: "Small-enterprise support, job placement and savings groups so families earn a steady, dignified income.",
        icon: Sprout,
        accent: "emerald",
        linkLabel: "Explore Livelihood",
      },
      {
        to: href("womenEmpowerment"),
        title: "Women Empowerment",
        text: "Self-help groups, skills, health awareness and leadership training for women and adolescent girls.",
        icon: HandHeart,
        accent: "rose",
        linkLabel: "Explore Women Empowerment",
      },
      {
        to: href("skillDevelopment"),
        title: "Skill Development",
        text: "Technical, vocational, creative and business courses for young people, built with local employers.",
        icon: Wrench,
        accent: "saffron",
        linkLabel: "Explore Skill Development",
      },
      {
        to: href("environment"),
        title: "Environment",
        text: "Tree plantation, clean-up drives and solar lights with eco-clubs in our partner schools and villages.",
        icon: Leaf,
        accent: "sky",
        linkLabel: "Explore Environment",
      },
    ] satisfies ProgrammeLink[],
  },
  updates: {
    eyebrow: "Latest Updates",
    heading: "News from the field",
    readMore: "Read more",
    viewAll: "View All Posts",
  },
  cta: {
    heading: "Be the reason a child stays in school",
    text: "Volunteer a few hours a week, partner with us, or simply tell a friend. Every hand helps.",
    actions: [
      { kind: "link", label: "Get In Touch", to: href("getInTouch") },
      { kind: "apply", label: "Volunteer With Us" },
    ],
  },
  jsonLd: {
    description:
      "Indian non-profit federation of educational institutions working in education, livelihood, women empowerment, skill development and environment.",
    donateDescription: "Donate by UPI to support a child's education, a woman's training or a livelihood programme.",
    contactTypes: { general: "customer support", volunteer: "volunteer enquiries", whatsapp: "WhatsApp" },
    languages: ["English", "Hindi"],
  },
} as const;

const { whoWeAre, impact, programmes } = home;

/** Home, top to bottom. */
export const homeBlocks = [
  { kind: "homeHero" },
  {
    kind: "whoWeAre",
    eyebrow: whoWeAre.eyebrow,
    heading: whoWeAre.heading,
    paragraphs: whoWeAre.paragraphs,
    link: { label: whoWeAre.link, page: "aboutUs" },
    pillars: whoWeAre.pillars,
  },
  { kind: "stats", tone: "brand", ...impact },
  { kind: "donation" },
  { kind: "programmeLinks", tone: "white", ...programmes, programmes: programmes.items },
  { kind: "latestUpdates" },
  { kind: "cta", flushTop: true, ...home.cta },
] satisfies readonly Block[];
