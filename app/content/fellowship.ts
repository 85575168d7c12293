/**
 * /Fellowship (spec 2.12): four tabs switched in place (Program Overview by
 * default); stat tiles; the four programme cards (spec 3 "Fellowship programme")
 * showing the first 3 responsibilities and 4 benefits; five application steps;
 * three alumni stories. Get More Info goes to /GetInTouch; every application
 * action is disabled and reads Coming Soon.
 */

import type { Block } from "~/blocks/block";
import type { PanelPart } from "~/blocks/tabbed-cards/type";
import type { Alumnus, FellowshipProgramme } from "./card-types";
import type { CallToAction, IconKey, PageAction, ProcessStep, Stat, TabInfo } from "./display-types";
import { COMING_SOON } from "./display-types";
import { href } from "./paths";
import { cardsPart } from "./tab-panels";

export type FellowshipTabId = "overview" | "programs" | "process" | "alumni";

export interface FellowshipContent {
  eyebrow: string;
  stats: Stat[];
  tabsHeading: string;
  tabsIntro: string;
  tabsLabel: string;
  tabs: TabInfo<FellowshipTabId>[];
  overview: {
    heading: string;
    paragraphs: string[];
    whoHeading: string;
    who: string[];
    gainHeading: string;
    gains: { title: string; text: string; icon: IconKey }[];
  };
  programsHeading: string;
  programsIntro: string;
  labels: {
    duration: string;
    stipend: string;
    locations: string;
    type: string;
    requirements: string;
    responsibilities: string;
    benefits: string;
    deadline: string;
    nextCohort: string;
    /** A programme's length, "{n} months". */
    months: string;
    /** A programme's stipend, "{amount} per month" ({amount}: the rupees, "₹25,000"). */
    perMonth: string;
    stepDuration: string;
  };
  /** How many responsibilities and benefits a programme card lists. */
  cardLimits: { responsibilities: number; benefits: number };
  programmes: FellowshipProgramme[];
  processHeading: string;
  processIntro: string;
  steps: ProcessStep[];
  applyAction: PageAction;
  alumniHeading: string;
  alumniIntro: string;
  alumni: Alumnus[];
  cta: CallToAction;
}

const programmes: FellowshipProgramme[] = [
  {
    title: "Social Impact Fellowship",
    icon: "heart",
    duration: 12,
    stipend: 25_000,
    locations: ["Delhi NCR", "Jaipur", "Lucknow"],
    type: "Full-time, field-based",
    description:
      "Work alongside our programme teams in learning centres and communities to design, run and measure projects that keep children in school.",
    requirements: [
      "Graduate in any discipline",
      "Aged 21-30 at the time of applying",
      "Fluent in Hindi and comfortable in English",
      "Willing to live and travel in the field",
    ],
    responsibilities: [
      "Run a cluster of community learning centres with local tutors",
      "Track attendance and learning levels and act on the data",
      "Lead parent and community meetings every month",
      "Document stories and write quarterly impact reports",
      "Support volunteer onboarding in your district",
    ],
    benefits: [
      "Monthly stipend of ₹25,000",
      "Accommodation and travel in the field",
      "Health insurance for the fellowship year",
      "A personal mentor from our network",
      "Monthly learning retreats",
      "Completion certificate and letter of recommendation",
    ],
    applicationDeadline: "31 January 2027",
    nextCohort: "April 2027",
  },
  {
    title: "Rural Development Fellowship",
    icon: "sprout",
    duration: 18,
    stipend: 30_000,
    locations: ["Vidarbha, Maharashtra", "Bundelkhand, Uttar Pradesh", "Koraput, Odisha"],
    type: "Full-time, residential in a village",
    description:
      "Live in a village for eighteen months and work with the gram panchayat, farmers and self-help groups on water, livelihoods and schooling.",
    requirements: [
      "Graduate or postgraduate; rural management, agriculture or social work preferred",
      "At least one year of work or volunteering experience",
      "Comfortable with village life and basic facilities",
      "Conversational in the local language or willing to learn it",
    ],
    responsibilities: [
      "Prepare a village development plan with the gram sabha",
      "Help families access government schemes and entitlements",
      "Support farmer producer organisations and self-help groups",
      "Coordinate water conservation and plantation work",
      "Report progress to the panchayat and our regional team",
    ],
    benefits: [
      "Monthly stipend of ₹30,000",
      "Village accommodation and a two-wheeler allowance",
      "Health and accident insurance",
      "Certificate course in rural management",
      "Mentoring by senior development professionals",
      "Alumni network and placement support",
    ],
    applicationDeadline: "31 January 2027",
    nextCohort: "April 2027",
  },
  {
    title: "Women Empowerment Fellowship",
    icon: "users",
    duration: 15,
    stipend: 28_000,
    locations: ["Bhopal", "Patna", "Ranchi"],
    type: "Full-time, field-based",
    description:
      "Work with women's self-help groups and adolescent girls' clubs to build income, health and leadership in underserved communities.",
    requirements: [
      "Graduate in any discipline; gender studies or social work preferred",
      "Experience of working with women's groups is a plus",
      "Fluent in Hindi",
      "Sensitivity, patience and good listening skills",
    ],
    responsibilities: [
      "Strengthen self-help groups and their book-keeping",
      "Run skill and enterprise trainings for women",
      "Organise health and legal awareness sessions",
      "Mentor adolescent girls' club leaders",
      "Build links with banks, health centres and buyers",
    ],
    benefits: [
      "Monthly stipend of ₹28,000",
      "Travel and field allowances",
      "Health insurance",
      "Training in gender, facilitation and safeguarding",
      "A mentor from our women leaders' circle",
      "Completion certificate and alumni network",
    ],
    applicationDeadline: "31 January 2027",
    nextCohort: "April 2027",
  },
  {
    title: "Technology for Good Fellowship",
    icon: "laptop",
    duration: 10,
    stipend: 35_000,
    locations: ["Bengaluru", "Pune", "Remote with field visits"],
    type: "Full-time, hybrid",
    description:
      "Build simple, robust digital tools for our programmes: offline-first learning apps, data dashboards and WhatsApp services for field teams.",
    requirements: [
      "Degree or diploma in computer science, or equivalent practical experience",
      "Working knowledge of web or mobile development",
      "Interest in designing for low-end phones and slow networks",
      "Willing to spend at least two weeks a quarter in the field",
    ],
    responsibilities: [
      "Build and maintain tools used by teachers and field workers",
      "Design for low-end Android phones and patchy connectivity",
      "Train field teams to use and give feedback on tools",
      "Keep beneficiary data private and secure",
      "Document and open-source what you build",
    ],
    benefits: [
      "Monthly stipend of ₹35,000",
      "Laptop and internet allowance",
      "Health insurance",
      "Mentoring by senior engineers from partner companies",
      "Field immersion in our programme districts",
      "Certificate and portfolio of shipped projects",
    ],
    applicationDeadline: "31 January 2027",
    nextCohort: "April 2027",
  },
];

export const fellowship: FellowshipContent = {
  eyebrow: "Career · Fellowship",
  stats: [
    { value: "4", label: "Fellowship programs" },
    { value: "₹25,000+", label: "Monthly stipend" },
    { value: "10-18 months", label: "Fellowship duration" },
    { value: "5", label: "Application steps" },
  ],
  tabsHeading: "Explore the fellowship",
  tabsIntro: "What the fellowship is, the four programmes, how to apply and where our fellows go next.",
  tabsLabel: "Fellowship information",
  tabs: [
    { id: "overview", label: "Program Overview" },
    { id: "programs", label: "Fellowship Programs" },
    { id: "process", label: "Application Process" },
    { id: "alumni", label: "Alumni Stories" },
  ],
  overview: {
    heading: "A paid year (or more) on the ground",
    paragraphs: [
      "Our fellowship places committed young people in classrooms, villages and field offices across India, where they take real responsibility for real programmes from the first month.",
      "Fellows receive a monthly stipend, a personal mentor and structured learning throughout. They leave with deep field experience, a network of practitioners and the confidence to lead change anywhere.",
    ],
    whoHeading: "Who should apply",
    who: [
      "Graduates, usually aged 21-30, from any discipline",
      "People who want to work with communities, not just for them",
      "Those ready to live outside big cities for the length of the fellowship",
      "Curious, humble learners who can work in a team",
    ],
    gainHeading: "What you gain",
    gains: [
      {
        icon: "wallet",
        title: "A fair stipend",
        text: "₹25,000 to ₹35,000 a month, with insurance and field allowances.",
      },
      { icon: "users", title: "A mentor", text: "A senior practitioner who meets you every month." },
      { icon: "map", title: "Field experience", text: "Responsibility for a real programme in a real community." },
      { icon: "award", title: "A network", text: "An alumni community across non-profits, government and business." },
    ],
  },
  programsHeading: "Fellowship Programs",
  programsIntro: "Four programmes, each with its own focus, stipend and length. All are full-time and paid.",
  labels: {
    duration: "Duration",
    stipend: "Stipend",
    locations: "Locations",
    type: "Type",
    requirements: "Requirements",
    responsibilities: "Key responsibilities",
    benefits: "Benefits",
    deadline: "Apply by",
    nextCohort: "Next cohort",
    months: "{n} months",
    perMonth: "{amount} per month",
    stepDuration: "Time",
  },
  cardLimits: { responsibilities: 3, benefits: 4 },
  programmes,
  processHeading: "Application Process",
  processIntro: "Five steps from application to your first day. We keep you informed at every stage.",
  steps: [
    {
      step: 1,
      title: "Online Application",
      description: "Tell us about yourself, your motivation and the programme you are applying for.",
      duration: "30 minutes",
      activities: ["Personal and education details", "Two short essays", "Choice of programme and location"],
    },
    {
      step: 2,
      title: "Written Assessment",
      description: "An online assessment of reasoning, writing and how you would handle situations in the field.",
      duration: "90 minutes",
      activities: ["Case-based questions", "A short essay in Hindi or English", "Taken from home on any device"],
    },
    {
      step: 3,
      title: "Personal Interview",
      description: "A conversation with two members of our team about your experience and motivation.",
      duration: "45-60 minutes",
      activities: ["By video call or in person", "Questions about your essays", "Time for your questions"],
    },
    {
      step: 4,
      title: "Field Visit",
      description: "Spend a day at one of our programme sites to see the work and meet the team.",
      duration: "1 day",
      activities: ["Visit a learning centre or village", "Meet current fellows", "Travel costs reimbursed"],
    },
    {
      step: 5,
      title: "Offer and Onboarding",
      description: "Successful candidates receive an offer and join a two-week induction before the cohort begins.",
      duration: "2 weeks",
      activities: ["Offer letter and references", "Induction and safeguarding training", "Meet your mentor"],
    },
  ],
  applyAction: { kind: "coming-soon", label: COMING_SOON },
  alumniHeading: "Alumni Stories",
  alumniIntro: "Illustrative names; the kind of paths our fellows take after their fellowship.",
  alumni: [
    {
      name: "Ananya Sharma",
      fellowship: "Social Impact Fellowship, 2025-26",
      currentRole: "Programme Manager, Education, at a Jaipur non-profit",
      story:
        "Ananya ran six learning centres in Tonk district during her fellowship. Her weekly reading fairs doubled the number of children reading fluently in a year.",
      achievements: [
        "Set up 6 learning centres",
        "Trained 24 local tutors",
        "Invited to present at a state education workshop",
      ],
    },
    {
      name: "Vikram Rathod",
      fellowship: "Rural Development Fellowship, 2025-26",
      currentRole: "Founder, a farmer producer company in Yavatmal",
      story:
        "Vikram helped 300 cotton farmers form a producer organisation. After his fellowship he stayed on to run it as its first chief executive.",
      achievements: ["Producer company registered", "300 farmer members", "Better prices for members' cotton"],
    },
    {
      name: "Sneha Iyer",
      fellowship: "Technology for Good Fellowship, 2025-26",
      currentRole: "Software Engineer, civic technology",
      story:
        "Sneha built an offline attendance and assessment app now used by all our learning centres. It works on ₹6,000 phones and syncs when the signal returns.",
      achievements: ["App used in every learning centre", "Open-sourced on GitHub", "Cut reporting time by half"],
    },
  ],
  cta: {
    heading: "Questions about the fellowship?",
    text: "Applications for the next cohort open soon. Write to us to be told first, or to ask about eligibility, locations and stipends.",
    actions: [
      { kind: "link", label: "Get More Info", to: href("getInTouch") },
      { kind: "coming-soon", label: COMING_SOON },
    ],
  },
};

const f = fellowship;
const fellowshipPanels: Record<FellowshipTabId, PanelPart[]> = {
  overview: [
    {
      part: "textWithAside",
      heading: f.overview.heading,
      paragraphs: f.overview.paragraphs,
      aside: { heading: f.overview.whoHeading, points: f.overview.who },
    },
    { part: "features", heading: f.overview.gainHeading, headingLevel: 3, features: f.overview.gains },
  ],
  programs: [
    cardsPart(f.programsHeading, f.programsIntro, { card: "fellowshipProgramme", items: f.programmes }, "wide"),
  ],
  process: [
    { part: "heading", heading: f.processHeading, description: f.processIntro },
    { part: "steps", steps: f.steps },
    { part: "action", action: f.applyAction },
  ],
  alumni: [cardsPart(f.alumniHeading, f.alumniIntro, { card: "alumnus", items: f.alumni }, 3)],
};

/** The page, top to bottom. */
export const fellowshipBlocks = [
  { kind: "hero", page: "fellowship", eyebrow: f.eyebrow, stats: { stats: f.stats } },
  {
    kind: "tabbedCards",
    tone: "white",
    heading: f.tabsHeading,
    intro: f.tabsIntro,
    label: f.tabsLabel,
    defaultTabId: "overview",
    tabs: f.tabs.map((tab) => ({ ...tab, parts: fellowshipPanels[tab.id] })),
  },
  { kind: "cta", ...f.cta },
] satisfies readonly Block[];
