/** Our Key Players (/OurKeyPlayers, spec 2.6): summary stats, six staff profiles, four regional teams, values. */
import Ear from "lucide-react/icons/ear";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Medal from "lucide-react/icons/medal";
import Sprout from "lucide-react/icons/sprout";
import type { Block } from "~/blocks/block";
import type { RegionalTeam } from "./card-types";
import type { Feature } from "./display-types";
import { href } from "./paths";

export interface StaffProfile {
  name: string;
  role: string;
  location: string;
  experience: string;
  description: string;
  achievements: string[];
  programs: string[];
  contact: { phone?: string; email?: string };
}

export const keyPlayers = {
  hero: {
    eyebrow: "Our Team",
    intro:
      "The coordinators, trainers and field officers who turn plans into classrooms, courses and savings groups, village by village.",
  },
  stats: [
    { value: "6", label: "Programme leads" },
    { value: "4", label: "Regional teams" },
    { value: "120+", label: "Field staff & volunteers" },
    { value: "15+", label: "Districts served" },
  ],
  staffEyebrow: "Meet the team",
  staffHeading: "The people on the ground",
  labels: { experience: "Experience", programs: "Programmes", achievements: "Highlights" },
  staff: [
    {
      name: "Sunita Devi",
      role: "Education Coordinator",
      location: "Jaipur, Rajasthan",
      experience: "11 years",
      description:
        "Sunita runs our learning centres in Jaipur district and trains the volunteer teachers who keep them open every evening.",
      achievements: ["Opened 12 learning centres", "Trained 60 volunteer teachers"],
      programs: ["Education", "Scholarships"],
      contact: { phone: "+91 98765 43221", email: "sunita.devi@pragatifoundation.org" },
    },
    {
      name: "Mohammed Irfan",
      role: "Skill Development Lead",
      location: "Pune, Maharashtra",
      experience: "9 years",
      description:
        "A trained electrician and former ITI instructor, Irfan designs our technical courses with local employers.",
      achievements: ["80% placement in his first batch", "Partnerships with 40 employers"],
      programs: ["Skill Development", "Livelihood"],
      contact: { phone: "+91 98765 43222", email: "irfan@pragatifoundation.org" },
    },
    {
      name: "Lakshmi Narayanan",
      role: "Women Empowerment Manager",
      location: "Bengaluru, Karnataka",
      experience: "14 years",
      description:
        "Lakshmi has built women's self-help groups across three states and now leads our women empowerment work in the south.",
      achievements: ["Formed 120 self-help groups", "Linked groups to ₹1.2 crore in bank credit"],
      programs: ["Women Empowerment", "Financial inclusion"],
      contact: { phone: "+91 98765 43223", email: "lakshmi.n@pragatifoundation.org" },
    },
    {
      name: "Amit Oraon",
      role: "Field Officer",
      location: "Ranchi, Jharkhand",
      experience: "5 years",
      description:
        "Amit grew up in Khunti district and now rides to 15 villages a month, supporting young farmers and entrepreneurs.",
      achievements: ["Helped start 45 village enterprises", "Speaks Mundari, Nagpuri and Hindi"],
      programs: ["Livelihood", "Environment"],
      contact: { phone: "+91 98765 43224", email: "amit.oraon@pragatifoundation.org" },
    },
    {
      name: "Neha Kulkarni",
      role: "Monitoring & Evaluation Officer",
      location: "Pune, Maharashtra",
      experience: "7 years",
      description:
        "Neha measures what our programmes really change, so that our reports to donors and villages are honest.",
      achievements: ["Designed our baseline learning tests", "Built the field data dashboard"],
      programs: ["All programmes"],
      contact: { email: "neha.kulkarni@pragatifoundation.org" },
    },
    {
      name: "Deepak Yadav",
      role: "Environment Programme Coordinator",
      location: "Patna, Bihar",
      experience: "8 years",
      description:
        "Deepak runs eco-clubs in our partner schools and organises the plantation and clean-up drives our volunteers love.",
      achievements: ["Led planting of 12,000 saplings", "Started 30 school eco-clubs"],
      programs: ["Environment", "Education"],
      contact: { phone: "+91 98765 43226", email: "deepak.yadav@pragatifoundation.org" },
    },
  ] satisfies StaffProfile[],
  teamsEyebrow: "Regional structure",
  teamsHeading: "Four regional teams",
  teamsIntro: "Every region has a lead, a small office and field staff who live in the districts they serve.",
  teamLabels: { lead: "Regional lead", office: "Office", members: "Team", focus: "Focus" },
  teams: [
    {
      region: "North",
      lead: "Sunita Devi",
      office: "Jaipur",
      members: "35 staff & volunteers",
      focus: ["Education", "Women Empowerment"],
    },
    {
      region: "West",
      lead: "Mohammed Irfan",
      office: "Pune",
      members: "28 staff & volunteers",
      focus: ["Skill Development", "Livelihood"],
    },
    {
      region: "East",
      lead: "Deepak Yadav",
      office: "Patna",
      members: "32 staff & volunteers",
      focus: ["Livelihood", "Environment"],
    },
    {
      region: "South",
      lead: "Lakshmi Narayanan",
      office: "Bengaluru",
      members: "25 staff & volunteers",
      focus: ["Women Empowerment", "Skill Development"],
    },
  ] satisfies RegionalTeam[],
  valuesEyebrow: "How we work",
  valuesHeading: "Values our team lives by",
  values: [
    { icon: Ear, title: "Listen first", text: "We sit with families before we plan anything for them." },
    {
      icon: HeartHandshake,
      title: "Show up",
      text: "Rain or heat, the learning centre opens and the meeting happens.",
    },
    { icon: Medal, title: "Own the result", text: "We measure what changes for people, not just what we did." },
    { icon: Sprout, title: "Grow local leaders", text: "Our best field staff come from the villages they serve." },
  ] satisfies Feature[],
  cta: {
    heading: "Join the people on the ground",
    text: "We are hiring field officers, coordinators and trainers across our regions.",
    actions: [
      { kind: "link", label: "View Opportunities", to: href("workWithUs") },
      { kind: "link", label: "Contact Us", to: href("getInTouch") },
    ],
  },
} as const;

const { labels } = keyPlayers;

/** /OurKeyPlayers, top to bottom. */
export const keyPlayersBlocks = [
  { kind: "hero", page: "ourKeyPlayers", ...keyPlayers.hero, stats: { stats: keyPlayers.stats } },
  {
    kind: "cardGrid",
    tone: "white",
    eyebrow: keyPlayers.staffEyebrow,
    heading: keyPlayers.staffHeading,
    groups: [
      {
        columns: 3,
        cards: {
          card: "profile",
          items: keyPlayers.staff.map((person) => ({
            name: person.name,
            role: person.role,
            location: person.location,
            bio: person.description,
            details: [{ label: labels.experience, value: person.experience }],
            tags: person.programs,
            achievements: person.achievements,
            achievementsHeading: labels.achievements,
            contact: person.contact,
          })),
        },
      },
    ],
  },
  {
    kind: "cardGrid",
    tone: "muted",
    eyebrow: keyPlayers.teamsEyebrow,
    heading: keyPlayers.teamsHeading,
    intro: keyPlayers.teamsIntro,
    groups: [{ columns: 4, cards: { card: "regionalTeam", items: keyPlayers.teams } }],
  },
  {
    kind: "featureGrid",
    tone: "white",
    eyebrow: keyPlayers.valuesEyebrow,
    heading: keyPlayers.valuesHeading,
    features: keyPlayers.values,
    accent: "saffron",
  },
  { kind: "cta", flushTop: true, ...keyPlayers.cta },
] satisfies readonly Block[];
