/** About Us (/AboutUs, spec 2.4). */

import Eye from "lucide-react/icons/eye";
import HandHeart from "lucide-react/icons/hand-heart";
import Handshake from "lucide-react/icons/handshake";
import Lightbulb from "lucide-react/icons/lightbulb";
import Scale from "lucide-react/icons/scale";
import ShieldCheck from "lucide-react/icons/shield-check";
import Target from "lucide-react/icons/target";
import Users from "lucide-react/icons/users";
import type { Block } from "~/blocks/block";
import type { Feature } from "./display-types";
import { firstYear } from "./first-year";
import { href } from "./paths";

export const aboutUs = {
  hero: {
    eyebrow: "Who we are",
    intro:
      "A federation of schools, teachers and community workers, founded in 2025 to make sure no child, woman or village is left out of India's growth story.",
  },
  purpose: { eyebrow: "Mission & Vision", heading: "Why we exist" },
  missionVision: [
    {
      icon: Target,
      accent: "brand",
      title: "Our Mission",
      text: "To give every child a good school day, every young person a skill that earns, and every woman the confidence and means to lead, by working hand in hand with the communities we serve.",
    },
    {
      icon: Eye,
      accent: "saffron",
      title: "Our Vision",
      text: "An India where a child's future does not depend on the village she is born in: where learning, livelihood and a healthy environment are within everyone's reach.",
    },
  ] satisfies Feature[],
  goals: {
    eyebrow: "Our 2030 Goals",
    heading: "Where we will be by 2030",
    intro: "Ambitious, measurable and public, so that you can hold us to them.",
    items: [
      { value: "100,000", label: "Lives", description: "children, women and families reached" },
      { value: "500", label: "Livelihood opportunities", description: "jobs and enterprises created" },
      { value: "50,000", label: "Trees", description: "planted and cared for with eco-clubs" },
      { value: "100", label: "Communities", description: "villages and urban settlements served" },
    ],
  },
  stats: {
    eyebrow: "Our first year",
    heading: "Small beginnings, real numbers",
    items: firstYear.stats,
    highlights: firstYear.highlights,
  },
  values: {
    eyebrow: "Core Values",
    heading: "What we stand for",
    items: [
      {
        icon: HandHeart,
        title: "Compassion",
        text: "We listen before we act, and we treat every family as partners, never as beneficiaries on a list.",
      },
      {
        icon: ShieldCheck,
        title: "Integrity",
        text: "Audited accounts, honest reports and no exaggerated promises, to donors or to villages.",
      },
      {
        icon: Scale,
        title: "Equity",
        text: "Girls, Dalit and Adivasi children and children with disabilities come first in every programme.",
      },
      {
        icon: Users,
        title: "Community ownership",
        text: "Local teachers, panchayats and women's groups shape what we do and carry it on after us.",
      },
      {
        icon: Lightbulb,
        title: "Innovation",
        text: "Simple tools that work offline and on a basic phone, tested in the field before we scale.",
      },
      {
        icon: Handshake,
        title: "Collaboration",
        text: "We work with schools, government and companies, because no one changes a district alone.",
      },
    ] satisfies Feature[],
  },
  journey: {
    eyebrow: "Our Journey",
    heading: "From one classroom to five states",
    items: [
      {
        date: "January 2025",
        title: "The federation is founded",
        text: "Twelve schools and community organisations in Jaipur and Patna sign our founding charter.",
      },
      {
        date: "March 2025",
        title: "First learning centres open",
        text: "Six after-school centres start in Jaipur and Nalanda districts, with 40 volunteer teachers.",
      },
      {
        date: "June 2025",
        title: "Women's self-help groups",
        text: "The first 18 self-help groups begin saving together and training in tailoring and food processing.",
      },
      {
        date: "August 2025",
        title: "Skills and green drives",
        text: "Computer and electrician courses start in Ranchi; school eco-clubs plant their first 5,000 saplings.",
      },
      {
        date: "December 2025",
        title: "Five states, 4053+ students",
        text: "With partners in Maharashtra and Karnataka, we close our first year in 15+ districts and 20+ schools.",
      },
    ],
  },
  message: {
    eyebrow: "From our leadership",
    heading: "A message from our founder",
    quote:
      "I grew up in a village where the school had one teacher for five classes. Some of us were lucky. Most of my friends were not. We started this federation so that luck stops deciding a child's future. In our first year, thousands of children have come through our doors, and hundreds of women have earned their first income. Thank you for walking with us. The road ahead is long, and we will walk it together.",
    name: "Dr. Meera Sharma",
    role: "Founder & Executive Director",
    link: "Meet our leadership",
  },
  cta: {
    heading: "Join us on the journey",
    text: "Volunteer, partner or donate: there is a place for you in our story.",
    actions: [
      { kind: "link", label: "Get In Touch", to: href("getInTouch") },
      { kind: "link", label: "Work With Us", to: href("workWithUs") },
    ],
  },
} as const;

const a = aboutUs;

/** /AboutUs, top to bottom. */
export const aboutUsBlocks = [
  { kind: "hero", page: "aboutUs", eyebrow: a.hero.eyebrow, intro: a.hero.intro },
  { kind: "featureGrid", tone: "white", ...a.purpose, features: a.missionVision, columns: 2, large: true },
  {
    kind: "stats",
    tone: "brand",
    eyebrow: a.stats.eyebrow,
    heading: a.stats.heading,
    stats: a.stats.items,
    highlights: a.stats.highlights,
  },
  {
    kind: "stats",
    tone: "muted",
    eyebrow: a.goals.eyebrow,
    heading: a.goals.heading,
    intro: a.goals.intro,
    stats: a.goals.items,
  },
  {
    kind: "featureGrid",
    tone: "white",
    eyebrow: a.values.eyebrow,
    heading: a.values.heading,
    features: a.values.items,
    columns: 3,
  },
  { kind: "timeline", tone: "muted", ...a.journey },
  {
    kind: "quote",
    tone: "white",
    eyebrow: a.message.eyebrow,
    heading: a.message.heading,
    quote: a.message.quote,
    name: a.message.name,
    role: a.message.role,
    link: { label: a.message.link, page: "leadership" },
  },
  { kind: "cta", flushTop: true, ...a.cta },
] satisfies readonly Block[];
