/** Our Reach (/Reach, spec 2.5): headline stats, regions, programme reach, expansion plans and partner network. */

import type { LucideIcon } from "lucide-react";
import Building2 from "lucide-react/icons/building-complex";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Landmark from "lucide-react/icons/landmark";
import UsersRound from "lucide-react/icons/users-round";
import type { Block } from "~/blocks/block";
import { href } from "./paths";

export interface RegionCard {
  region: string;
  states: string[];
  districts: number;
  villages: number;
  beneficiaries: string;
  programs: string[];
  established: string;
  headquarters: string;
}

export interface ProgramReachCard {
  program: string;
  reach: { value: string; label: string }[];
  impact: string[];
  focus: string[];
}

export interface ExpansionPlan {
  period: string;
  title: string;
  budget: string;
  description: string;
  targets: string[];
}

export interface PartnerCategory {
  icon: LucideIcon;
  title: string;
  count: string;
  description: string;
  examples: string[];
}

export const reach = {
  hero: {
    eyebrow: "Where we work",
    intro:
      "From the deserts of Rajasthan to the forests of Jharkhand and the coasts of Karnataka, our teams work where the need is greatest.",
  },
  stats: [
    { value: "15", label: "States" },
    { value: "85", label: "Districts" },
    { value: "515", label: "Villages" },
    { value: "2,60,000+", label: "Lives" },
  ],
  explore: { eyebrow: "Explore", heading: "Where we are, and where we are going" },
  tabsLabel: "Our reach",
  tabs: {
    geographic: "Geographic Reach",
    program: "Program Reach",
    expansion: "Expansion Plans",
    partnership: "Partnership Network",
  },
  geographic: {
    heading: "Four regions, one federation",
    intro: "Each region has its own office and team, who speak the local language and know the local schools.",
    labels: {
      states: "States",
      districts: "Districts",
      villages: "Villages",
      beneficiaries: "Beneficiaries",
      programs: "Key programs",
      established: "Established",
      headquarters: "Regional HQ",
    },
    regions: [
      {
        region: "North India",
        states: ["Rajasthan", "Uttar Pradesh", "Haryana", "Punjab"],
        districts: 24,
        villages: 148,
        beneficiaries: "72,000+",
        programs: ["Education", "Women Empowerment", "Environment"],
        established: "January 2025",
        headquarters: "Jaipur, Rajasthan",
      },
      {
        region: "West India",
        states: ["Maharashtra", "Gujarat", "Madhya Pradesh", "Goa"],
        districts: 22,
        villages: 136,
        beneficiaries: "68,000+",
        programs: ["Skill Development", "Livelihood", "Education"],
        established: "April 2025",
        headquarters: "Pune, Maharashtra",
      },
      {
        region: "East India",
        states: ["Bihar", "Jharkhand", "Odisha", "West Bengal"],
        districts: 20,
        villages: 118,
        beneficiaries: "55,000+",
        programs: ["Livelihood", "Women Empowerment", "Education"],
        established: "January 2025",
        headquarters: "Patna, Bihar",
      },
      {
        region: "South India",
        states: ["Karnataka", "Tamil Nadu", "Telangana"],
        districts: 19,
        villages: 113,
        beneficiaries: "65,000+",
        programs: ["Skill Development", "Environment", "Health"],
        established: "August 2025",
        headquarters: "Bengaluru, Karnataka",
      },
    ] satisfies RegionCard[],
    mapHeading: "Interactive reach map",
    mapText: "Explore every district and village we work in, on one map.",
  },
  program: {
    heading: "How far each programme reaches",
    intro: "Our four largest programmes and what they have achieved so far.",
    labels: { impact: "Impact", focus: "Focus areas" },
    cards: [
      {
        program: "Education",
        reach: [
          { value: "1,20,000+", label: "Children" },
          { value: "20+", label: "Partner schools" },
        ],
        impact: [
          "Reading levels up in 8 of 10 learning centres",
          "Girls' attendance up by a quarter",
          "1,200 scholarships",
        ],
        focus: ["Foundational literacy", "Digital learning", "Scholarships"],
      },
      {
        program: "Women Empowerment",
        reach: [
          { value: "45,000+", label: "Women" },
          { value: "850", label: "Self-help groups" },
        ],
        impact: [
          "₹4 crore saved by self-help groups",
          "3,500 women earning for the first time",
          "Leaders in 60 panchayats",
        ],
        focus: ["Self-help groups", "Financial literacy", "Leadership"],
      },
      {
        program: "Skill Development",
        reach: [
          { value: "60,000+", label: "Young people" },
          { value: "25+", label: "Courses" },
        ],
        impact: ["80% job placement", "95% course completion", "300 employer partners"],
        focus: ["Technical trades", "Digital skills", "Entrepreneurship"],
      },
      {
        program: "Environmental Conservation",
        reach: [
          { value: "35,000+", label: "Volunteers & students" },
          { value: "120", label: "Eco-clubs" },
        ],
        impact: ["50,000+ trees planted", "3,000 tons of waste cleared", "Solar lights in 25 villages"],
        focus: ["Tree plantation", "Waste management", "Clean energy"],
      },
    ] satisfies ProgramReachCard[],
  },
  expansion: {
    heading: "Where we are going next",
    intro: "A careful plan: we grow only where a local partner and a local team are ready.",
    labels: { budget: "Budget", targets: "Targets" },
    plans: [
      {
        period: "2024",
        title: "Groundwork",
        budget: "₹15 Crores",
        description:
          "Before the federation was registered, its founding members pooled pilots in Rajasthan and Bihar to test what works.",
        targets: ["Pilot learning centres in 2 states", "Baseline studies in 40 villages", "Founding charter agreed"],
      },
      {
        period: "2025",
        title: "Foundation year",
        budget: "₹25 Crores",
        description: "The federation is founded and opens regional offices in Jaipur, Patna, Pune and Bengaluru.",
        targets: ["Four regional offices", "20+ partner schools", "First skill centres and self-help groups"],
      },
      {
        period: "2026-2030",
        title: "Scaling up",
        budget: "₹100+ Crores",
        description: "We deepen our work in every state we serve and reach the goals we set for 2030.",
        targets: ["100,000 lives", "500 livelihood opportunities", "50,000 trees and 100 communities"],
      },
    ] satisfies ExpansionPlan[],
  },
  partnership: {
    heading: "Our partnership network",
    intro: "We never work alone. These partners make our reach possible.",
    categories: [
      {
        icon: Building2,
        title: "Corporate Partners",
        count: "50+",
        description: "CSR programmes and employee volunteers from companies across India.",
        examples: ["Skill centres", "Digital classrooms", "Employee volunteering"],
      },
      {
        icon: Landmark,
        title: "Government Bodies",
        count: "25+",
        description: "State departments, district administrations and panchayats.",
        examples: ["Samagra Shiksha", "State rural livelihood missions", "Gram panchayats"],
      },
      {
        icon: GraduationCap,
        title: "Educational Institutions",
        count: "20+",
        description: "Government and private schools, colleges and teacher-training institutes.",
        examples: ["Partner schools", "DIETs", "University volunteers"],
      },
      {
        icon: UsersRound,
        title: "NGOs & Community Groups",
        count: "40+",
        description: "Grassroots organisations, women's collectives and youth clubs.",
        examples: ["Self-help group federations", "Youth clubs", "Local NGOs"],
      },
    ] satisfies PartnerCategory[],
  },
  buttons: {
    partnerWithUs: "Partner With Us",
    becomePartner: "Become a Partner",
    viewOpportunities: "View Partnership Opportunities",
  },
  cta: {
    heading: "Help us reach the next village",
    text: "Whether you are a company, a school or a government department, there is a way to work together.",
  },
} as const;

/** The page, top to bottom. */
export const reachBlocks = [
  { kind: "hero", page: "reach", eyebrow: reach.hero.eyebrow, intro: reach.hero.intro, stats: { stats: reach.stats } },
  { kind: "regionPanels", ...reach.explore, label: reach.tabsLabel, tabs: reach.tabs },
  {
    kind: "cta",
    ...reach.cta,
    actions: [
      { kind: "link", label: reach.buttons.partnerWithUs, to: href("getInTouch") },
      { kind: "link", label: reach.buttons.becomePartner, to: href("corporatePartnerships") },
      { kind: "link", label: reach.buttons.viewOpportunities, to: href("career") },
    ],
  },
] satisfies readonly Block[];
