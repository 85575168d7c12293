/** Leadership (/Leadership, spec 2.4): two executive profiles and four advisory board members. Names are illustrative. */
import type { Block } from "~/blocks/block";
import type { Profile } from "./card-types";
import { href } from "./paths";

export interface LeadershipProfile {
  name: string;
  position: string;
  bio: string;
  education: string;
  experience: string;
  specialization: string;
  achievements: string[];
  contact?: { phone?: string; email?: string };
}

export const leadership = {
  hero: {
    eyebrow: "Our Team",
    intro:
      "The people who set our direction and answer for our work: an executive team that runs the federation day to day, and an advisory board that keeps us honest.",
  },
  labels: {
    education: "Education",
    experience: "Experience",
    specialization: "Specialisation",
    achievements: "Highlights",
  },
  executivesEyebrow: "Executive Leadership",
  executivesHeading: "Leading the federation",
  executives: [
    {
      name: "Dr. Meera Sharma",
      position: "Founder & Executive Director",
      bio: "Meera taught in government schools in Ajmer for twelve years before leading teacher-training programmes across Rajasthan. She founded the federation in 2025 to bring schools and community groups under one roof.",
      education: "Ph.D. in Education, University of Rajasthan",
      experience: "22 years",
      specialization: "School quality, teacher training, girls' education",
      achievements: [
        "Trained 3,000+ government school teachers in foundational literacy",
        "Built the federation's 20+ school partnerships in its first year",
        "State award for innovation in teaching, Rajasthan",
      ],
      contact: { phone: "+91 98765 43211", email: "meera.sharma@pragatifoundation.org" },
    },
    {
      name: "Rajesh Kumar Verma",
      position: "Chief Operating Officer",
      bio: "Rajesh spent fifteen years running rural livelihood programmes in Bihar and Jharkhand. He makes sure every centre, course and self-help group runs on time, on budget and with honest data.",
      education: "PGDM in Rural Management, IRMA Anand",
      experience: "18 years",
      specialization: "Programme operations, livelihoods, monitoring and evaluation",
      achievements: [
        "Set up field operations in 15+ districts within months",
        "Introduced an offline-first data system used by all field staff",
        "Previously scaled a women's enterprise programme to 12,000 members",
      ],
      contact: { phone: "+91 98765 43212", email: "rajesh.verma@pragatifoundation.org" },
    },
  ] satisfies LeadershipProfile[],
  advisoryEyebrow: "Advisory Board",
  advisoryHeading: "Guidance from experienced hands",
  advisoryIntro:
    "Our advisers give their time without pay. They review our plans, our accounts and our results every quarter.",
  advisory: [
    {
      name: "Prof. Anita Desai",
      position: "Education Policy Adviser",
      bio: "Former dean of a leading school of education, Anita advises state governments on foundational learning.",
      education: "Ph.D., Jawaharlal Nehru University",
      experience: "30 years",
      specialization: "Education policy and curriculum",
      achievements: ["Member of two national curriculum committees", "Author of 40+ research papers"],
    },
    {
      name: "Suresh Iyer",
      position: "Finance & Governance Adviser",
      bio: "A chartered accountant who has audited non-profits for two decades, Suresh chairs our audit committee.",
      education: "Chartered Accountant, ICAI",
      experience: "25 years",
      specialization: "Non-profit finance, FCRA and CSR compliance",
      achievements: ["Chairs the federation's audit committee", "Mentor to 30+ grassroots organisations"],
    },
    {
      name: "Dr. Kavita Rao",
      position: "Health & Nutrition Adviser",
      bio: "A paediatrician from Bengaluru, Kavita designs our school health camps and nutrition lessons.",
      education: "MD Paediatrics, St. John's Medical College",
      experience: "20 years",
      specialization: "Child health and nutrition",
      achievements: ["Led school health screenings for 50,000 children", "Advises two state nutrition missions"],
    },
    {
      name: "Arjun Mehta",
      position: "Technology & Partnerships Adviser",
      bio: "A technology leader who has built products for millions of Indian users, Arjun guides our digital learning work.",
      education: "B.Tech, IIT Bombay",
      experience: "16 years",
      specialization: "Digital products, CSR partnerships",
      achievements: ["Built low-bandwidth learning apps used in 8 states", "Connected us with our first CSR partners"],
    },
  ] satisfies LeadershipProfile[],
  cta: {
    heading: "Want to work with our team?",
    text: "We are always glad to hear from educators, professionals and partners who share our mission.",
    actions: [
      { kind: "link", label: "Get In Touch", to: href("getInTouch") },
      { kind: "link", label: "Meet Our Mentors", to: href("mentors") },
    ],
  },
} as const;

const { labels } = leadership;
const profile = (person: LeadershipProfile): Profile => ({
  name: person.name,
  role: person.position,
  bio: person.bio,
  details: [
    { label: labels.education, value: person.education },
    { label: labels.experience, value: person.experience },
    { label: labels.specialization, value: person.specialization },
  ],
  achievements: person.achievements,
  achievementsHeading: labels.achievements,
  contact: person.contact,
});

/** /Leadership, top to bottom. */
export const leadershipBlocks = [
  { kind: "hero", page: "leadership", ...leadership.hero },
  {
    kind: "cardGrid",
    tone: "white",
    eyebrow: leadership.executivesEyebrow,
    heading: leadership.executivesHeading,
    groups: [{ columns: "wide", cards: { card: "profile", items: leadership.executives.map(profile) } }],
  },
  {
    kind: "cardGrid",
    tone: "muted",
    eyebrow: leadership.advisoryEyebrow,
    heading: leadership.advisoryHeading,
    intro: leadership.advisoryIntro,
    groups: [{ columns: 2, cards: { card: "profile", items: leadership.advisory.map(profile) } }],
  },
  { kind: "cta", ...leadership.cta },
] satisfies readonly Block[];
