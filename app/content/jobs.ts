/**
 * Work With Us (/WorkWithUs, spec 2.13): openings, categories with their fixed
 * counts (spec 9), reasons to join and the four-step hiring process.
 */

import type { LucideIcon } from "lucide-react";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Laptop from "lucide-react/icons/laptop";
import MapPinned from "lucide-react/icons/map-pinned";
import Sprout from "lucide-react/icons/sprout";
import Users from "lucide-react/icons/users";
import type { Block } from "~/blocks/block";
import { href } from "./paths";

export type JobCategory = "program" | "field" | "admin" | "tech" | "fundraising";
export type JobCategoryFilter = "all" | JobCategory;
export type Urgency = "high" | "medium" | "low";

export interface JobOpening {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  category: JobCategory;
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  urgency: Urgency;
  /** ISO date the opening was posted. */
  posted: string;
}

/** Urgency labels (spec 9). */
export const urgencyLabels: Record<Urgency, string> = { high: "Urgent", medium: "Priority", low: "Open" };

/** Category buttons with their counts, fixed as the specification says (spec 9), not computed. */
export const jobCategories: { id: JobCategoryFilter; label: string; count: number }[] = [
  { id: "all", label: "All Positions", count: 12 },
  { id: "program", label: "Program", count: 4 },
  { id: "field", label: "Field Work", count: 3 },
  { id: "admin", label: "Administration", count: 2 },
  { id: "tech", label: "Technology", count: 2 },
  { id: "fundraising", label: "Fundraising", count: 1 },
];

export const jobOpenings: JobOpening[] = [
  {
    id: "education-program-manager",
    title: "Education Program Manager",
    department: "Education",
    location: "Jaipur, Rajasthan",
    type: "Full-time",
    experience: "4-6 years",
    category: "program",
    description:
      "Lead our after-school learning centres across 20+ partner schools in Rajasthan: plan the year, coach our teacher-volunteers and make sure every child who walks in leaves reading a little better.",
    requirements: [
      "Post-graduate degree in Education, Social Work or a related field",
      "4+ years running school or community education programmes",
      "Fluent Hindi and English; Rajasthani or Marwari a plus",
      "Comfortable with data: baseline tests, attendance and learning outcomes",
    ],
    responsibilities: [
      "Plan and run the annual learning-centre calendar",
      "Train and mentor 40+ teacher-volunteers",
      "Report learning outcomes to partners and donors every quarter",
    ],
    benefits: [
      "Competitive salary with annual review",
      "Health insurance for you and your family",
      "₹20,000 a year for courses and conferences",
      "Travel across our project villages",
    ],
    urgency: "high",
    posted: "2025-10-06",
  },
  {
    id: "women-empowerment-coordinator",
    title: "Women Empowerment Coordinator",
    department: "Women Empowerment",
    location: "Patna, Bihar",
    type: "Full-time",
    experience: "2-4 years",
    category: "program",
    description:
      "Build and support women's self-help groups in Patna and Nalanda districts: savings, tailoring and food-processing enterprises, and the confidence to run them.",
    requirements: [
      "Degree in Social Work, Gender Studies or Rural Development",
      "2+ years working with self-help groups or women's collectives",
      "Fluent Hindi; Bhojpuri or Magahi a strong plus",
      "Willing to travel to villages four days a week",
    ],
    responsibilities: [
      "Form and strengthen 25 self-help groups a year",
      "Link groups to bank credit and government schemes",
      "Organise skill and health camps with local partners",
    ],
    benefits: [
      "Competitive salary and field allowance",
      "Health insurance",
      "Leadership training with our senior team",
      "A supportive, women-led team",
    ],
    urgency: "medium",
    posted: "2025-09-22",
  },
  {
    id: "field-officer-rural-livelihood",
    title: "Field Officer, Rural Livelihood",
    department: "Livelihood",
    location: "Ranchi, Jharkhand",
    type: "Full-time",
    experience: "1-3 years",
    category: "field",
    description:
      "Work side by side with farmers and young entrepreneurs in Ranchi and Khunti: help them start small enterprises, keep accounts and reach markets.",
    requirements: [
      "Graduate in Agriculture, Rural Management or Commerce",
      "1+ year of field experience in a village setting",
      "Two-wheeler licence and willingness to travel daily",
      "Hindi essential; Santhali, Mundari or Nagpuri welcome",
    ],
    responsibilities: [
      "Visit 15 villages a month and track enterprise progress",
      "Run book-keeping and market-linkage workshops",
      "Keep beneficiary records up to date on our mobile app",
    ],
    benefits: [
      "Fuel and field allowance",
      "Health insurance",
      "Paid training in enterprise development",
      "Clear path to Project Coordinator",
    ],
    urgency: "high",
    posted: "2025-10-13",
  },
  {
    id: "finance-admin-executive",
    title: "Finance & Administration Executive",
    department: "Finance",
    location: "Jaipur, Rajasthan",
    type: "Full-time",
    experience: "2-3 years",
    category: "admin",
    description:
      "Keep our books clean and our compliance on time, so that every rupee a donor gives can be traced to the child or family it reached.",
    requirements: [
      "B.Com or M.Com; CA Inter a plus",
      "2+ years in accounts, ideally at a non-profit",
      "Working knowledge of FCRA, 12A/80G and CSR reporting",
      "Tally and spreadsheets with confidence",
    ],
    responsibilities: [
      "Maintain accounts, vouchers and monthly closing",
      "Prepare donor utilisation reports and 80G receipts",
      "Coordinate statutory audits and filings",
    ],
    benefits: ["Competitive salary", "Health insurance", "Five-day week in our Jaipur office", "Learning budget"],
    urgency: "low",
    posted: "2025-09-01",
  },
  {
    id: "full-stack-developer",
    title: "Full-Stack Developer (Tech for Good)",
    department: "Technology",
    location: "Remote (India)",
    type: "Full-time",
    experience: "3-5 years",
    category: "tech",
    description:
      "Build the simple, fast tools our field teams and donors rely on: this website, an offline-first attendance app, and dashboards that show our impact honestly.",
    requirements: [
      "3+ years with TypeScript, React and Node.js",
      "Experience building for slow networks and low-cost phones",
      "Comfort with PostgreSQL and writing tests",
      "Clear writing in English; Hindi a plus",
    ],
    responsibilities: [
      "Develop and maintain our website and field apps",
      "Work with programme teams to turn paper forms into tools",
      "Keep our systems secure and our data private",
    ],
    benefits: ["Remote-first, flexible hours", "Health insurance", "New laptop", "Visits to our project sites"],
    urgency: "medium",
    posted: "2025-10-01",
  },
  {
    id: "fundraising-partnerships-manager",
    title: "Fundraising & Partnerships Manager",
    department: "Resource Mobilisation",
    location: "Bengaluru, Karnataka",
    type: "Full-time",
    experience: "5-8 years",
    category: "fundraising",
    description:
      "Grow the partnerships that fund our work: CSR programmes, foundations and individual donors who want to see where their money goes.",
    requirements: [
      "5+ years in fundraising, CSR or partnerships",
      "A record of closing grants of ₹50 lakhs or more",
      "Excellent proposal writing and presentation skills",
      "Understanding of Schedule VII of the Companies Act",
    ],
    responsibilities: [
      "Build a pipeline of CSR and foundation partners",
      "Write proposals, budgets and impact reports",
      "Steward existing donors with visits and updates",
    ],
    benefits: ["Competitive salary with performance bonus", "Health insurance", "Travel allowance", "Hybrid working"],
    urgency: "low",
    posted: "2025-08-18",
  },
];

export interface Reason {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const workWithUs = {
  hero: {
    eyebrow: "Careers",
    intro:
      "Join a young team that believes every child deserves a classroom and every woman a fair income. We are growing across 5+ states and looking for people who want their work to count.",
  },
  stats: [
    { value: "12", label: "Open Positions" },
    { value: "5+", label: "States" },
    { value: "4053+", label: "Students Reached" },
    { value: "2025", label: "Established" },
  ],
  reasonsEyebrow: "Why work with us",
  reasonsHeading: "Work that matters, with people who care",
  reasonsIntro:
    "We are small enough that your ideas are heard on day one, and growing fast enough that you grow with us.",
  reasons: [
    {
      icon: HeartHandshake,
      title: "Real impact",
      text: "You will meet the children and families your work reaches, not just read about them in reports.",
    },
    {
      icon: GraduationCap,
      title: "Learning every year",
      text: "A learning budget, mentors from our advisory board and regular training in the field.",
    },
    {
      icon: Users,
      title: "A team that listens",
      text: "Flat, friendly and honest. Field staff and founders sit at the same table every month.",
    },
    {
      icon: MapPinned,
      title: "See India",
      text: "Work across Rajasthan, Bihar, Jharkhand, Maharashtra and Karnataka, and learn from each place.",
    },
    {
      icon: Laptop,
      title: "Flexible where it counts",
      text: "Remote and hybrid roles where the work allows, and family-friendly leave for everyone.",
    },
    {
      icon: Sprout,
      title: "Grow with us",
      text: "Founded in 2025, we promote from within: today's field officer is tomorrow's programme lead.",
    },
  ] satisfies Reason[],
  openingsEyebrow: "Open positions",
  openingsHeading: "Find your role",
  searchLabel: "Search positions",
  searchPlaceholder: "Search by title, department or location",
  categoriesLabel: "Filter by category",
  /** '{n} position(s) found' (spec 2.13): singular only for 1. */
  countOne: "{n} position found",
  countOther: "{n} positions found",
  emptyHeading: "No positions found",
  emptyHint: "Try adjusting your search criteria or check back later for new openings.",
  clearFilters: "Clear all filters",
  labels: {
    department: "Department",
    location: "Location",
    type: "Type",
    experience: "Experience",
    posted: "Posted",
    requirements: "Requirements",
    benefits: "Benefits",
    apply: "Apply for this role",
  },
  processEyebrow: "How we hire",
  processHeading: "Our hiring process",
  processIntro: "Four simple steps, usually completed within three weeks. We reply to every applicant.",
  process: [
    {
      step: 1,
      title: "Apply",
      description: "Send your application through our online form with a short note on why this work matters to you.",
      duration: "5 minutes",
    },
    {
      step: 2,
      title: "Screening",
      description: "Our team reads every application and calls shortlisted candidates for a short conversation.",
      duration: "Within 1 week",
    },
    {
      step: 3,
      title: "Interview",
      description: "Meet the team you would work with. For field roles, we often visit a project village together.",
      duration: "1-2 rounds",
    },
    {
      step: 4,
      title: "Welcome aboard",
      description: "An offer, a warm welcome and two weeks of induction with our programme and field teams.",
      duration: "2-week induction",
    },
  ],
  generalHeading: "Don't see the right role?",
  generalText:
    "We are always glad to hear from people who share our mission. Send a general application and we will write to you when something fits.",
  generalApply: { kind: "apply", label: "Submit a General Application" },
  fellowshipHeading: "Early in your career?",
  fellowshipText:
    "Our paid fellowships place young graduates in villages and schools for 10 to 18 months, with a monthly stipend and mentoring.",
  fellowshipAction: { kind: "link", label: "Explore Fellowship Program", to: href("fellowship") },
} as const;

const w = workWithUs;

/** /WorkWithUs, top to bottom. */
export const workWithUsBlocks = [
  { kind: "hero", page: "workWithUs", ...w.hero, stats: { stats: w.stats } },
  {
    kind: "featureGrid",
    tone: "white",
    eyebrow: w.reasonsEyebrow,
    heading: w.reasonsHeading,
    intro: w.reasonsIntro,
    features: w.reasons,
    columns: 3,
  },
  { kind: "jobBoard", id: "openings", tone: "muted", eyebrow: w.openingsEyebrow, heading: w.openingsHeading },
  {
    kind: "steps",
    tone: "white",
    eyebrow: w.processEyebrow,
    heading: w.processHeading,
    intro: w.processIntro,
    steps: w.process,
    callout: { heading: w.fellowshipHeading, text: w.fellowshipText, action: w.fellowshipAction },
  },
  { kind: "cta", heading: w.generalHeading, text: w.generalText, actions: [w.generalApply] },
] satisfies readonly Block[];
