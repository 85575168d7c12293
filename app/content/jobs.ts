/**
 * Work With Us (/WorkWithUs, spec 2.13): the words around the openings, the
 * categories (counted from the openings), reasons to join and the four-step hiring
 * process. The openings themselves are data the staff edit in the admin (Jobs;
 * common/content-model/job-openings.ts), which the page's loader reads.
 */

import type { LucideIcon } from "lucide-react";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Laptop from "lucide-react/icons/laptop";
import MapPinned from "lucide-react/icons/map-pinned";
import Sprout from "lucide-react/icons/sprout";
import Users from "lucide-react/icons/users";
import { JOB_CATEGORIES, type JobCategory, URGENCIES } from "#common/content-model/job-terms";
import type { Block } from "~/blocks/block";
import { href } from "./paths";

export type JobCategoryFilter = "all" | JobCategory;

/** Urgency labels (spec 9): the model's, which the admin offers. */
export const urgencyLabels = URGENCIES;

/**
 * Category buttons. Their counts are the openings' (careers-filter.ts): the
 * specification's fixed counts (spec 9: "All Positions 12" over six openings) told a
 * visitor of openings that were not there (decision 063).
 */
export const jobCategories: { id: JobCategoryFilter; label: string }[] = [
  { id: "all", label: "All Positions" },
  ...Object.entries(JOB_CATEGORIES).map(([id, label]) => ({ id: id as JobCategory, label })),
];

export interface Reason {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Where a stat shows how many openings are listed (the route fills it in). */
export const OPENINGS_COUNT = "{openings}";

export const workWithUs = {
  hero: {
    eyebrow: "Careers",
    intro:
      "Join a young team that believes every child deserves a classroom and every woman a fair income. We are growing across 5+ states and looking for people who want their work to count.",
  },
  stats: [
    // The openings listed today, counted by the page's loader.
    { value: OPENINGS_COUNT, label: "Open Positions" },
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
