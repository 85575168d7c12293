/**
 * /CorporatePartnerships (spec 2.11): tabs Partnership Types (default), Current
 * Partners, Partnership Process and Success Metrics; the four stats; the
 * investment and duration ranges and process step durations of spec 9. Talk to
 * Us, Schedule Review and Schedule Consultation go to /GetInTouch; Download
 * Brochure and View Sample Reports open the documents set in Site details, and are
 * not shown until they are (decision 064: the specification's buttons did nothing).
 */
import type { Block } from "~/blocks/block";
import type { PanelPart } from "~/blocks/tabbed-cards/type";
import type { CorporatePartner, PartnershipType } from "./card-types";
import type { CallToAction, IconKey, PageAction, ProcessStep, Stat, TabInfo } from "./display-types";
import { href } from "./paths";
import { cardsPart } from "./tab-panels";

export type CorporateTabId = "types" | "partners" | "process" | "metrics";

export interface SuccessMetric {
  value: string;
  label: string;
  description: string;
}

export interface CorporatePartnershipsContent {
  eyebrow: string;
  statsHeading: string;
  stats: Stat[];
  tabsHeading: string;
  tabsIntro: string;
  tabsLabel: string;
  tabs: TabInfo<CorporateTabId>[];
  labels: {
    scope: string;
    duration: string;
    investment: string;
    benefits: string;
    programs: string;
    examples: string;
    sector: string;
    partnership: string;
    since: string;
    impact: string;
  };
  typesHeading: string;
  typesIntro: string;
  types: PartnershipType[];
  typeAction: PageAction;
  partnersHeading: string;
  partnersIntro: string;
  partners: CorporatePartner[];
  processHeading: string;
  processIntro: string;
  steps: ProcessStep[];
  metricsHeading: string;
  metricsIntro: string;
  metrics: SuccessMetric[];
  reportingHeading: string;
  reporting: { title: string; text: string; icon: IconKey }[];
  metricsActions: PageAction[];
  cta: CallToAction;
}

export const corporatePartnerships: CorporatePartnershipsContent = {
  eyebrow: "Partner With Us · Corporate",
  statsHeading: "Partnerships at a glance",
  stats: [
    { value: "50+", label: "Corporate partners" },
    { value: "₹25 Cr+", label: "Partnership value" },
    { value: "2,00,000+", label: "Lives impacted" },
    { value: "15", label: "States" },
  ],
  tabsHeading: "Partner with purpose",
  tabsIntro:
    "We design every partnership around your CSR priorities and our communities' needs, with transparent reporting from the first rupee to the last.",
  tabsLabel: "Corporate partnership information",
  tabs: [
    { id: "types", label: "Partnership Types" },
    { id: "partners", label: "Current Partners" },
    { id: "process", label: "Partnership Process" },
    { id: "metrics", label: "Success Metrics" },
  ],
  labels: {
    scope: "Scope",
    duration: "Duration",
    investment: "Investment",
    benefits: "Benefits for you",
    programs: "Programmes",
    examples: "For example",
    sector: "Sector",
    partnership: "Partnership",
    since: "Partner since",
    impact: "Impact",
  },
  typesHeading: "Partnership Types",
  typesIntro: "Four ways to work with us. Most partners start with one and grow into another.",
  types: [
    {
      title: "CSR Partnership",
      icon: "handshake",
      description:
        "Fund a programme under Schedule VII of the Companies Act, with a clear plan, budget and measurable outcomes.",
      scope: "One or more programmes in the districts you choose",
      duration: "1-3 years",
      investment: "₹10 lakhs-₹5 crores",
      benefits: [
        "Schedule VII compliant projects",
        "Utilisation certificates and audited accounts",
        "Quarterly impact reports",
        "Field visits for your CSR committee",
      ],
      programs: ["Education", "Skill Development", "Women Empowerment", "Environment"],
      examples: ["A digital classroom in 10 government schools", "A year-long skill centre for 300 youth"],
    },
    {
      title: "Employee Engagement",
      icon: "users",
      description:
        "Give your people meaningful volunteering: teaching, mentoring, plantation drives and skill-based projects.",
      scope: "Volunteering days, mentoring and skill-based projects",
      duration: "6 months-2 years",
      investment: "₹5 lakhs-₹50 lakhs",
      benefits: [
        "Ready-to-run volunteering events",
        "Skill-based volunteering matched to your teams",
        "Volunteer hours and feedback reports",
        "Stronger team spirit and retention",
      ],
      programs: ["Education", "Environment", "Skill Development"],
      examples: ["Monthly mentoring for 50 scholarship students", "A plantation day for 200 employees"],
    },
    {
      title: "Strategic Partnership",
      icon: "target",
      description:
        "A long-term partnership to solve one problem at scale, co-designed with your teams and often with government.",
      scope: "Multi-state, multi-year programmes with shared goals",
      duration: "3-5 years",
      investment: "₹50 lakhs-₹10 crores",
      benefits: [
        "Co-branded flagship programme",
        "Seat on the programme steering committee",
        "Independent impact evaluation",
        "Policy and government engagement",
      ],
      programs: ["Education", "Livelihood", "Women Empowerment", "Environment"],
      examples: ["Foundational literacy across a district", "A women's enterprise network in three states"],
    },
    {
      title: "Cause Marketing",
      icon: "megaphone",
      description:
        "Link a product, campaign or festive season to a cause, with a share of sales going to our programmes.",
      scope: "Campaigns with your customers and brand",
      duration: "6 months-1 year",
      investment: "A share of campaign sales",
      benefits: [
        "Stories and photos for your campaign",
        "Transparent use of every rupee raised",
        "Customer engagement with a real cause",
        "Campaign impact summary",
      ],
      programs: ["Education", "Environment"],
      examples: ["₹10 from every school bag sold funds a child's books", "A Diwali campaign for solar lamps"],
    },
  ],
  typeAction: { kind: "link", label: "Talk to Us", to: href("getInTouch") },
  partnersHeading: "Current Partners",
  partnersIntro: "A few of the companies we work with. Names are illustrative.",
  partners: [
    {
      name: "Sahyadri Infotech Pvt. Ltd.",
      sector: "Information technology",
      partnership: "CSR Partnership",
      since: "2025",
      impact: "1,200 students in 8 digital classrooms",
      programs: ["Digital Literacy", "Teacher Training"],
    },
    {
      name: "Ganga Agro Foods Ltd.",
      sector: "Food processing",
      partnership: "Strategic Partnership",
      since: "2025",
      impact: "600 farmers in 2 producer organisations",
      programs: ["Farmer Producer Organisations", "Financial Inclusion"],
    },
    {
      name: "Vistara Finserv",
      sector: "Financial services",
      partnership: "CSR Partnership",
      since: "2025",
      impact: "2,500 adults trained in financial literacy",
      programs: ["Paisa Samajh Literacy Camps", "Microcredit Linkage"],
    },
    {
      name: "Deccan Motors Ltd.",
      sector: "Automobile",
      partnership: "Employee Engagement",
      since: "2026",
      impact: "400 employee volunteers, 3,000 saplings",
      programs: ["Tree Plantation", "Mentoring"],
    },
    {
      name: "Suryodaya Power",
      sector: "Renewable energy",
      partnership: "Strategic Partnership",
      since: "2026",
      impact: "16 schools running on solar power",
      programs: ["Solar Schools", "Electrician & Solar Installation"],
    },
    {
      name: "Kalamkari Home Store",
      sector: "Retail",
      partnership: "Cause Marketing",
      since: "2026",
      impact: "85 weavers selling to city buyers",
      programs: ["Weavers' Collective", "Women Empowerment"],
    },
  ],
  processHeading: "Partnership Process",
  processIntro: "From the first call to the final report, here is how a partnership comes together.",
  steps: [
    {
      step: 1,
      title: "Initial Consultation",
      description: "We learn about your CSR priorities, budget, geography and the change you want to see.",
      duration: "1-2 weeks",
      activities: ["Discovery call", "CSR policy review", "Shortlist of programmes"],
    },
    {
      step: 2,
      title: "Proposal and Design",
      description: "We visit the communities, assess needs and send a detailed proposal with budget and outcomes.",
      duration: "2-3 weeks",
      activities: ["Needs assessment", "Programme design", "Budget and outcome framework"],
    },
    {
      step: 3,
      title: "Agreement",
      description: "We agree the scope, milestones, reporting and fund release schedule.",
      duration: "1-2 weeks",
      activities: ["Due diligence documents", "Memorandum of understanding", "Kick-off meeting"],
    },
    {
      step: 4,
      title: "Implementation",
      description: "Our teams run the programme on the ground, with regular updates and field visits for your team.",
      duration: "6 months-3 years",
      activities: ["Monthly updates", "Quarterly reviews", "Employee volunteering opportunities"],
    },
    {
      step: 5,
      title: "Impact Reporting",
      description: "A final report with outcomes, stories, photographs, audited accounts and utilisation certificates.",
      duration: "1 month",
      activities: ["Impact report", "Utilisation certificate", "Review and next steps"],
    },
  ],
  metricsHeading: "Success Metrics",
  metricsIntro: "What we measure, and what our partners see in their reports.",
  metrics: [
    { value: "95%", label: "Partner renewal", description: "of partners continue into a second year" },
    { value: "100%", label: "On-time reporting", description: "quarterly reports and utilisation certificates" },
    { value: "85%", label: "Programme targets met", description: "across outcome indicators agreed upfront" },
    { value: "4.7/5", label: "Volunteer rating", description: "average from employee volunteers" },
  ],
  reportingHeading: "How we report",
  reporting: [
    {
      icon: "chart",
      title: "Outcome dashboards",
      text: "Learning levels, incomes and placements, not just attendance.",
    },
    { icon: "shield", title: "Audited accounts", text: "Independent audit and utilisation certificates every year." },
    { icon: "map", title: "Field visits", text: "Visit any programme site with your team, any time." },
  ],
  metricsActions: [
    // Shown once the staff give their address in Site details (decision 064).
    { kind: "document", label: "Download Brochure", document: "brochure" },
    { kind: "document", label: "View Sample Reports", document: "sampleReports" },
    { kind: "link", label: "Schedule Review", to: href("getInTouch") },
  ],
  cta: {
    heading: "Let's design a partnership together",
    text: "Tell us about your CSR goals. We will come back within 24 hours on business days with ideas and a time to talk.",
    actions: [{ kind: "link", label: "Schedule Consultation", to: href("getInTouch") }],
  },
};

const c = corporatePartnerships;
const corporatePanels: Record<CorporateTabId, PanelPart[]> = {
  types: [cardsPart(c.typesHeading, c.typesIntro, { card: "partnershipType", items: c.types })],
  partners: [cardsPart(c.partnersHeading, c.partnersIntro, { card: "partner", items: c.partners }, 3)],
  process: [
    { part: "heading", heading: c.processHeading, description: c.processIntro },
    { part: "steps", steps: c.steps },
  ],
  metrics: [
    { part: "heading", heading: c.metricsHeading, description: c.metricsIntro },
    { part: "stats", stats: c.metrics },
    { part: "features", heading: c.reportingHeading, features: c.reporting, columns: 3 },
    { part: "actions", actions: c.metricsActions },
  ],
};

/** The page, top to bottom. */
export const corporatePartnershipsBlocks = [
  {
    kind: "hero",
    page: "corporatePartnerships",
    eyebrow: c.eyebrow,
    stats: { heading: c.statsHeading, stats: c.stats },
  },
  {
    kind: "tabbedCards",
    tone: "white",
    heading: c.tabsHeading,
    intro: c.tabsIntro,
    label: c.tabsLabel,
    defaultTabId: "types",
    tabs: c.tabs.map((tab) => ({ ...tab, parts: corporatePanels[tab.id] })),
  },
  { kind: "cta", ...c.cta },
] satisfies readonly Block[];
