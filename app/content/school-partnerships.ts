/**
 * /SchoolPartnerships (spec 2.14): tabs Program Overview (default), Partnership
 * Programs (spec 3 "School programme"), Success Stories (spec 3 "School story")
 * and Partnership Process (four steps). Schedule Consultation goes to /GetInTouch.
 */
import type { Block } from "~/blocks/block";
import type { PanelPart } from "~/blocks/tabbed-cards/type";
import type { SchoolProgramme, SchoolStory } from "./card-types";
import type { CallToAction, IconKey, ProcessStep, Stat, TabInfo } from "./display-types";
import { href } from "./paths";
import { cardsPart } from "./tab-panels";

export type SchoolTabId = "overview" | "programs" | "stories" | "process";

export interface SchoolPartnershipsContent {
  eyebrow: string;
  tabsHeading: string;
  tabsIntro: string;
  tabsLabel: string;
  tabs: TabInfo<SchoolTabId>[];
  overview: {
    heading: string;
    intro: string;
    stats: Stat[];
    reasonsHeading: string;
    reasons: { title: string; text: string; icon: IconKey }[];
  };
  labels: {
    scope: string;
    duration: string;
    investment: string;
    benefits: string;
    impact: string;
    eligibility: string;
    challenge: string;
    solution: string;
    results: string;
  };
  programsHeading: string;
  programsIntro: string;
  programs: SchoolProgramme[];
  storiesHeading: string;
  storiesIntro: string;
  stories: SchoolStory[];
  processHeading: string;
  processIntro: string;
  steps: ProcessStep[];
  cta: CallToAction;
}

export const schoolPartnerships: SchoolPartnershipsContent = {
  eyebrow: "Partner With Us · Schools",
  tabsHeading: "Partner with us for your students",
  tabsIntro:
    "How we work with schools, the programmes you can choose, what has changed in partner schools and how to begin.",
  tabsLabel: "School partnership information",
  tabs: [
    { id: "overview", label: "Program Overview" },
    { id: "programs", label: "Partnership Programs" },
    { id: "stories", label: "Success Stories" },
    { id: "process", label: "Partnership Process" },
  ],
  overview: {
    heading: "Working side by side with your school",
    intro:
      "We partner with government, aided and low-fee private schools to improve learning, support teachers and open doors for students. We work within your timetable and alongside your teachers, never around them.",
    stats: [
      { value: "20+", label: "Partner schools" },
      { value: "4053+", label: "Students reached" },
      { value: "4", label: "Partnership programs" },
      { value: "4", label: "Steps to partner" },
    ],
    reasonsHeading: "What your school gets",
    reasons: [
      {
        icon: "users",
        title: "Trained people on the ground",
        text: "Our facilitators and volunteers work in your classrooms every week.",
      },
      { icon: "book", title: "Materials and equipment", text: "Books, learning kits, computers and lab equipment." },
      {
        icon: "chart",
        title: "Measured progress",
        text: "Baseline and end-line assessments shared with your teachers.",
      },
      {
        icon: "graduation",
        title: "Support for students",
        text: "Scholarships, mentoring and career guidance for those who need it.",
      },
    ],
  },
  labels: {
    scope: "Scope",
    duration: "Duration",
    investment: "Investment",
    benefits: "Benefits",
    impact: "Impact so far",
    eligibility: "Eligibility",
    challenge: "The challenge",
    solution: "What we did",
    results: "Results",
  },
  programsHeading: "Partnership Programs",
  programsIntro: "Choose one programme or combine several. All are free for government schools.",
  programs: [
    {
      title: "Digital Classroom",
      icon: "laptop",
      description: "A computer lab or smart classroom with offline learning content and a trained digital facilitator.",
      scope: "Classes 6-12, one lab per school",
      duration: "1 academic year, renewable",
      investment: "Free for government schools; cost-shared for private schools",
      benefits: ["10-20 computers or tablets", "Offline content in the local language", "Weekly facilitator support"],
      impact: "1,200 students in 8 schools now learning computers",
      eligibility: "A lockable room with electricity",
    },
    {
      title: "Teacher Development",
      icon: "school",
      description: "Workshops and in-class coaching in activity-based teaching, foundational literacy and numeracy.",
      scope: "All teachers of Classes 1-8",
      duration: "6 months",
      investment: "Free for government schools",
      benefits: ["Monthly workshops", "Classroom observation and feedback", "Teaching-learning material kits"],
      impact: "180 teachers trained across 20 schools",
      eligibility: "Headteacher commitment to release teachers for workshops",
    },
    {
      title: "Reading Library",
      icon: "book",
      description:
        "A classroom library of graded story books in Hindi, English and the local language, with reading hours.",
      scope: "Classes 1-8",
      duration: "1-2 years",
      investment: "Free; schools provide shelves and space",
      benefits: ["300-500 graded books", "Weekly reading hour", "Reading fairs and competitions"],
      impact: "Children reading fluently up by a third in a year",
      eligibility: "Any school with primary classes",
    },
    {
      title: "Career Guidance",
      icon: "graduation",
      description: "Aptitude tests, career talks, counselling and scholarship help for students of Classes 9-12.",
      scope: "Classes 9-12",
      duration: "1 academic year",
      investment: "Free for government schools; nominal fee for private schools",
      benefits: ["Aptitude assessment", "One-to-one counselling", "Scholarship and admission support"],
      impact: "900 students counselled in 2025-26",
      eligibility: "Schools with secondary or senior secondary classes",
    },
  ],
  storiesHeading: "Success Stories",
  storiesIntro: "School names are illustrative; the changes are the kind our school teams see every year.",
  stories: [
    {
      school: "Government Upper Primary School, Malpura",
      program: "Reading Library",
      year: "2025-26",
      challenge: "Only one in four children in Class 5 could read a simple Class 2 story.",
      solution: "A classroom library, a daily reading hour and monthly reading fairs with parents.",
      results: [
        "Fluent readers in Class 5 rose from 25% to 58%",
        "Library books borrowed home every week",
        "Parents joined reading fairs",
      ],
      testimonial: "Children now fight over who gets the new books first. That is a fight I am happy to see.",
      principal: "Smt. Kavita Joshi, Headmistress",
    },
    {
      school: "Zilla Parishad High School, Hingna",
      program: "Digital Classroom",
      year: "2025-26",
      challenge: "The school had five old computers, none working, and no teacher trained to use them.",
      solution: "A 15-computer lab with offline content, solar back-up and a full-time digital facilitator.",
      results: [
        "320 students completed digital literacy",
        "Two teachers now teach computers themselves",
        "Students won the district coding quiz",
      ],
      testimonial: "Our students now do their projects on computers, like students in the city.",
      principal: "Shri Ramesh Wankhede, Principal",
    },
  ],
  processHeading: "Partnership Process",
  processIntro: "Four steps from your first call to a running programme, usually within one school term.",
  steps: [
    {
      step: 1,
      title: "Consultation",
      description: "We meet the principal and teachers to understand your school's needs and priorities.",
      duration: "1 week",
    },
    {
      step: 2,
      title: "School Assessment",
      description: "A baseline of learning levels, infrastructure and teacher needs, shared with you.",
      duration: "2-3 weeks",
    },
    {
      step: 3,
      title: "Agreement and Planning",
      description: "We agree the programmes, timetable and responsibilities, and sign a simple MoU.",
      duration: "1-2 weeks",
    },
    {
      step: 4,
      title: "Launch and Review",
      description: "The programme begins, with termly reviews and an end-of-year assessment.",
      duration: "Ongoing",
    },
  ],
  cta: {
    heading: "Bring a programme to your school",
    text: "Principals, teachers and school management committees: tell us about your school and we will find the right fit.",
    actions: [{ kind: "link", label: "Schedule Consultation", to: href("getInTouch") }],
  },
};

const s = schoolPartnerships;
const schoolPanels: Record<SchoolTabId, PanelPart[]> = {
  overview: [
    { part: "heading", heading: s.overview.heading, description: s.overview.intro },
    { part: "stats", stats: s.overview.stats },
    { part: "features", heading: s.overview.reasonsHeading, features: s.overview.reasons },
  ],
  programs: [cardsPart(s.programsHeading, s.programsIntro, { card: "schoolProgramme", items: s.programs })],
  stories: [cardsPart(s.storiesHeading, s.storiesIntro, { card: "schoolStory", items: s.stories })],
  process: [
    { part: "heading", heading: s.processHeading, description: s.processIntro },
    { part: "steps", steps: s.steps },
  ],
};

/** The page, top to bottom. */
export const schoolPartnershipsBlocks = [
  { kind: "hero", page: "schoolPartnerships", eyebrow: s.eyebrow },
  {
    kind: "tabbedCards",
    tone: "white",
    heading: s.tabsHeading,
    intro: s.tabsIntro,
    label: s.tabsLabel,
    defaultTabId: "overview",
    tabs: s.tabs.map((tab) => ({ ...tab, parts: schoolPanels[tab.id] })),
  },
  { kind: "cta", ...s.cta },
] satisfies readonly Block[];
