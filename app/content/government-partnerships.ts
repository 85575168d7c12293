/**
 * /GovernmentPartnerships (spec 2.14): tabs Partnership Types (default),
 * Current Partnerships (spec 3 "Current government partnership", status Active
 * or Completing), Our Advantages and Partnership Process (five steps). Schedule
 * Meeting goes to /GetInTouch.
 */
import type { Block } from "~/blocks/block";
import type { PanelPart } from "~/blocks/tabbed-cards/type";
import type { GovernmentModel, GovernmentPartnership, PartnershipStatus } from "./card-types";
import type { CallToAction, IconKey, ProcessStep, TabInfo } from "./display-types";
import { href } from "./paths";
import { cardsPart } from "./tab-panels";

export type GovernmentTabId = "types" | "current" | "advantages" | "process";

export interface GovernmentPartnershipsContent {
  eyebrow: string;
  tabsHeading: string;
  tabsIntro: string;
  tabsLabel: string;
  tabs: TabInfo<GovernmentTabId>[];
  labels: {
    scope: string;
    duration: string;
    examples: string;
    benefits: string;
    requirements: string;
    states: string;
    budget: string;
    impact: string;
    focus: string;
    status: string;
  };
  /** What a partnership's status badge reads (the status itself is an id: it picks the badge's colour). */
  statusLabels: Record<PartnershipStatus, string>;
  typesHeading: string;
  typesIntro: string;
  models: GovernmentModel[];
  currentHeading: string;
  currentIntro: string;
  partnerships: GovernmentPartnership[];
  advantagesHeading: string;
  advantagesIntro: string;
  advantages: { title: string; text: string; icon: IconKey }[];
  processHeading: string;
  processIntro: string;
  steps: ProcessStep[];
  cta: CallToAction;
}

export const governmentPartnerships: GovernmentPartnershipsContent = {
  eyebrow: "Partner With Us · Government",
  tabsHeading: "Delivering public programmes, together",
  tabsIntro:
    "Government schemes reach further when trusted local organisations help deliver them. We work with departments, districts and panchayats as a transparent, accountable partner.",
  tabsLabel: "Government partnership information",
  tabs: [
    { id: "types", label: "Partnership Types" },
    { id: "current", label: "Current Partnerships" },
    { id: "advantages", label: "Our Advantages" },
    { id: "process", label: "Partnership Process" },
  ],
  labels: {
    scope: "Scope",
    duration: "Duration",
    examples: "Examples",
    benefits: "Benefits",
    requirements: "What it needs",
    states: "States",
    budget: "Budget",
    impact: "Impact",
    focus: "Focus areas",
    status: "Status",
  },
  statusLabels: { Active: "Active", Completing: "Completing" },
  typesHeading: "Partnership Types",
  typesIntro: "Four models, chosen with each department to fit the scheme, the district and the budget.",
  models: [
    {
      title: "Implementation Partner",
      icon: "landmark",
      description: "We deliver a government scheme on the ground, with our staff, volunteers and community networks.",
      scope: "Block or district level delivery of a scheme",
      duration: "1-3 years",
      examples: ["Foundational literacy in primary schools", "Skill training under a state skill mission"],
      benefits: ["Faster reach in remote villages", "Community trust and participation", "Monthly progress data"],
      requirements: ["Work order or MoU", "Access to schools or centres", "Nodal officer for coordination"],
    },
    {
      title: "Technical Support",
      icon: "wrench",
      description: "We train officials, teachers and frontline workers, and help design tools and processes.",
      scope: "Training, content and monitoring systems",
      duration: "6 months-2 years",
      examples: ["Teacher training modules", "A monitoring dashboard for a district programme"],
      benefits: ["Stronger in-house capacity", "Tools that stay with the department", "Low cost, high reach"],
      requirements: ["Training calendar", "Participant nomination by the department"],
    },
    {
      title: "Public-Private Partnership",
      icon: "handshake",
      description: "We bring together government, companies and communities to co-fund and run a programme.",
      scope: "Co-funded programmes with CSR partners",
      duration: "3-5 years",
      examples: ["Solar power for government schools", "Women's enterprise hubs with bank linkages"],
      benefits: ["Additional CSR funding", "Shared accountability", "Independent evaluation"],
      requirements: ["Tripartite agreement", "Joint steering committee"],
    },
    {
      title: "Pilot and Research",
      icon: "chart",
      description: "We pilot a new approach in a few blocks and measure it rigorously before it is scaled up.",
      scope: "Pilots in 1-3 blocks with evaluation",
      duration: "6 months-1 year",
      examples: ["Mother-tongue reading pilot", "Digital attendance for anganwadis"],
      benefits: ["Evidence before scale-up", "Low-risk innovation", "Ready scale-up plan"],
      requirements: ["Permission for data collection", "Agreement on evaluation design"],
    },
  ],
  currentHeading: "Current Partnerships",
  currentIntro: "Partnerships under way with state and district bodies. Names are illustrative.",
  partnerships: [
    {
      partner: "State School Education Department",
      program: "Foundational Literacy and Numeracy",
      states: ["Rajasthan"],
      duration: "2025-2027",
      budget: "₹1.8 Crores",
      impact: "12,000 children in 150 primary schools",
      focus: ["Reading", "Numeracy", "Teacher coaching"],
      status: "Active",
    },
    {
      partner: "State Rural Livelihood Mission",
      program: "Women's Enterprise Hubs",
      states: ["Maharashtra", "Madhya Pradesh"],
      duration: "2025-2028",
      budget: "₹2.5 Crores",
      impact: "3,000 women entrepreneurs",
      focus: ["Self-help groups", "Enterprise", "Bank linkage"],
      status: "Active",
    },
    {
      partner: "District Skill Development Office",
      program: "Youth Skills and Placement",
      states: ["Uttar Pradesh"],
      duration: "2025-2026",
      budget: "₹90 Lakhs",
      impact: "1,500 youth trained, 80% placed",
      focus: ["Skill training", "Placement", "Apprenticeships"],
      status: "Completing",
    },
    {
      partner: "District Administration and Zilla Parishad",
      program: "Jal Sanchay Pond Revival",
      states: ["Maharashtra"],
      duration: "2025-2026",
      budget: "₹60 Lakhs",
      impact: "18 ponds revived in 12 villages",
      focus: ["Water conservation", "Plantation", "Community ownership"],
      status: "Completing",
    },
  ],
  advantagesHeading: "Our Advantages",
  advantagesIntro: "Why departments and districts choose to work with us.",
  advantages: [
    {
      icon: "map",
      title: "Deep local presence",
      text: "Field teams who live in the districts they serve and speak the local language.",
    },
    {
      icon: "users",
      title: "Community trust",
      text: "Long relationships with panchayats, self-help groups and school committees.",
    },
    {
      icon: "chart",
      title: "Data you can use",
      text: "Regular, verifiable progress data shared in the formats departments need.",
    },
    {
      icon: "shield",
      title: "Transparent and compliant",
      text: "Audited accounts, utilisation certificates and full compliance with government norms.",
    },
    {
      icon: "clock",
      title: "Quick to start",
      text: "Trained staff and ready materials mean work begins within weeks, not months.",
    },
    {
      icon: "handshake",
      title: "Extra resources",
      text: "CSR partners and volunteers who add funding and skills to public programmes.",
    },
  ],
  processHeading: "Partnership Process",
  processIntro: "Five steps, following the department's procedures at every stage.",
  steps: [
    {
      step: 1,
      title: "Initial Meeting",
      description: "We meet the department or district to understand the scheme, its goals and its challenges.",
      duration: "1-2 weeks",
    },
    {
      step: 2,
      title: "Proposal",
      description: "A detailed proposal with approach, budget, timeline and indicators, as the department requires.",
      duration: "2-4 weeks",
    },
    {
      step: 3,
      title: "Approval and MoU",
      description: "Approval through the department's process and signing of the MoU or work order.",
      duration: "1-3 months",
    },
    {
      step: 4,
      title: "Implementation",
      description: "We deliver the programme with regular reviews by the nodal officer.",
      duration: "6 months-3 years",
    },
    {
      step: 5,
      title: "Evaluation and Handover",
      description: "An independent evaluation and a handover plan so results last after the partnership ends.",
      duration: "1-2 months",
    },
  ],
  cta: {
    heading: "Let's work together for your district",
    text: "Officials and departments: meet our team to discuss how we can support your programmes.",
    actions: [{ kind: "link", label: "Schedule Meeting", to: href("getInTouch") }],
  },
};

const g = governmentPartnerships;
const governmentPanels: Record<GovernmentTabId, PanelPart[]> = {
  types: [cardsPart(g.typesHeading, g.typesIntro, { card: "governmentModel", items: g.models })],
  current: [cardsPart(g.currentHeading, g.currentIntro, { card: "governmentPartnership", items: g.partnerships })],
  advantages: [
    { part: "heading", heading: g.advantagesHeading, description: g.advantagesIntro },
    { part: "features", features: g.advantages, columns: 3 },
  ],
  process: [
    { part: "heading", heading: g.processHeading, description: g.processIntro },
    { part: "steps", steps: g.steps },
  ],
};

/** The page, top to bottom. */
export const governmentPartnershipsBlocks = [
  { kind: "hero", page: "governmentPartnerships", eyebrow: g.eyebrow },
  {
    kind: "tabbedCards",
    tone: "white",
    heading: g.tabsHeading,
    intro: g.tabsIntro,
    label: g.tabsLabel,
    defaultTabId: "types",
    tabs: g.tabs.map((tab) => ({ ...tab, parts: governmentPanels[tab.id] })),
  },
  { kind: "cta", ...g.cta },
] satisfies readonly Block[];
