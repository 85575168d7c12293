/**
 * /Livelihood (spec 2.15): tabs entrepreneurship (default), employment,
 * financial and cooperative, each with three initiatives (spec 3 "Livelihood
 * initiative": name, description, beneficiaries, successRate, support list);
 * success stories and a join process.
 */
import type { Block } from "~/blocks/block";
import type { LivelihoodInitiative } from "./card-types";
import type { CallToAction, IconKey, PersonStory, ProcessStep, TabInfo } from "./display-types";
import { href } from "./paths";
import { cardsTab } from "./tab-panels";

export type LivelihoodTabId = "entrepreneurship" | "employment" | "financial" | "cooperative";

export interface LivelihoodTab extends TabInfo<LivelihoodTabId> {
  icon: IconKey;
  heading: string;
  description: string;
  initiatives: LivelihoodInitiative[];
}

export interface LivelihoodContent {
  eyebrow: string;
  tabsHeading: string;
  tabsIntro: string;
  tabsLabel: string;
  labels: { beneficiaries: string; successRate: string; support: string };
  tabs: LivelihoodTab[];
  storiesHeading: string;
  storiesIntro: string;
  stories: PersonStory[];
  joinHeading: string;
  joinIntro: string;
  joinSteps: ProcessStep[];
  cta: CallToAction;
}

export const livelihood: LivelihoodContent = {
  eyebrow: "Our Work · Livelihood",
  tabsHeading: "Four paths to a steady income",
  tabsIntro:
    "A family with a dependable income keeps its children in school. We work on four fronts so that every household can find its own path.",
  tabsLabel: "Livelihood programme areas",
  labels: { beneficiaries: "Beneficiaries", successRate: "Success rate", support: "What we provide" },
  tabs: [
    {
      id: "entrepreneurship",
      label: "Entrepreneurship",
      icon: "store",
      heading: "Micro-enterprise development",
      description:
        "From a tailoring unit to a dairy, we help first-time entrepreneurs plan, start and grow small businesses rooted in their own villages.",
      initiatives: [
        {
          name: "Gramin Udyam Incubator",
          description:
            "A six-month incubation programme for rural entrepreneurs with a business idea and the will to make it work.",
          beneficiaries: "120 entrepreneurs",
          successRate: "78%",
          support: ["Business plan coaching", "Seed grants up to ₹25,000", "Market linkages with local traders"],
        },
        {
          name: "Women-led Micro Enterprises",
          description:
            "Hands-on support for women starting home-based enterprises: pickles and papad, tailoring, beauty services and more.",
          beneficiaries: "210 women",
          successRate: "82%",
          support: [
            "Product and pricing workshops",
            "Packaging and FSSAI registration",
            "Monthly haat (market) stalls",
          ],
        },
        {
          name: "Digital Dukaan",
          description: "Helps village shopkeepers and artisans take UPI payments and sell through WhatsApp catalogues.",
          beneficiaries: "340 shopkeepers",
          successRate: "88%",
          support: ["UPI and QR onboarding", "WhatsApp Business catalogue set-up", "Simple digital book-keeping"],
        },
      ],
    },
    {
      id: "employment",
      label: "Employment",
      icon: "briefcase",
      heading: "Jobs close to home",
      description:
        "We prepare young people for jobs that local employers are hiring for, and stay with them through their first months at work.",
      initiatives: [
        {
          name: "Rozgar Placement Cell",
          description:
            "Connects trained youth with verified employers in retail, logistics, healthcare and hospitality.",
          beneficiaries: "450 youth",
          successRate: "80%",
          support: ["Job readiness and interview practice", "Verified employer network", "Six months of follow-up"],
        },
        {
          name: "Apprenticeship Bridge",
          description:
            "Places ITI and diploma holders as paid apprentices with manufacturing units under the national apprenticeship scheme.",
          beneficiaries: "160 apprentices",
          successRate: "74%",
          support: ["Registration on the apprenticeship portal", "Monthly stipend support", "Workplace mentors"],
        },
        {
          name: "Job Melas",
          description: "District job fairs where employers interview and hire on the spot, with no fee for candidates.",
          beneficiaries: "1,200 job seekers",
          successRate: "45%",
          support: ["Pre-fair resume clinics", "Travel support for rural candidates", "Offer letter follow-up"],
        },
      ],
    },
    {
      id: "financial",
      label: "Financial Inclusion",
      icon: "wallet",
      heading: "Money that works for families",
      description:
        "Savings, credit and insurance are the safety net of a household. We help families use them with confidence and avoid debt traps.",
      initiatives: [
        {
          name: "Paisa Samajh Literacy Camps",
          description:
            "Village camps on budgeting, saving, safe borrowing and recognising fraud calls, in the local language.",
          beneficiaries: "2,500 adults",
          successRate: "91%",
          support: ["Household budgeting tools", "Fraud awareness sessions", "Help opening bank accounts"],
        },
        {
          name: "Scheme Saathi",
          description:
            "Trained community volunteers help families enrol in government insurance, pension and savings schemes.",
          beneficiaries: "1,800 families",
          successRate: "86%",
          support: ["Document checklists", "Enrolment help at bank branches", "Claim support when needed"],
        },
        {
          name: "Microcredit Linkage",
          description:
            "Links self-help groups and small entrepreneurs with banks and regulated lenders for fair, low-interest loans.",
          beneficiaries: "95 self-help groups",
          successRate: "93%",
          support: ["Credit readiness training", "Bank linkage meetings", "Repayment planning"],
        },
      ],
    },
    {
      id: "cooperative",
      label: "Cooperatives",
      icon: "handshake",
      heading: "Stronger together",
      description:
        "Farmers, weavers and artisans earn more when they buy, process and sell together. We help them build cooperatives they own and run.",
      initiatives: [
        {
          name: "Farmer Producer Organisation Support",
          description:
            "Helps small farmers form and run producer organisations that buy inputs in bulk and sell produce at better prices.",
          beneficiaries: "600 farmers",
          successRate: "76%",
          support: ["Registration and governance training", "Collective input purchase", "Buyer contracts"],
        },
        {
          name: "Weavers' Collective",
          description:
            "Brings handloom weavers together to design for city buyers, share looms and sell online under one label.",
          beneficiaries: "85 weavers",
          successRate: "81%",
          support: ["Design workshops", "Shared loom shed", "Online store and exhibitions"],
        },
        {
          name: "Dairy Cooperative Strengthening",
          description: "Improves milk quality, animal care and record keeping in village dairy cooperatives.",
          beneficiaries: "14 cooperatives",
          successRate: "89%",
          support: ["Veterinary camps", "Milk testing equipment", "Transparent digital records"],
        },
      ],
    },
  ],
  storiesHeading: "Success stories",
  storiesIntro: "Illustrative names; journeys of the kind our field teams see every month.",
  stories: [
    {
      name: "Sunita Devi",
      place: "Sitapur, Uttar Pradesh",
      programme: "Women-led Micro Enterprises",
      quote: "My pickles now travel to Lucknow. My daughters see that a woman can run a business.",
      story:
        "Sunita made pickles for her family for twenty years. With packaging support, an FSSAI registration and a stall at the district haat, she now sells to three shops in Lucknow.",
      outcome: "Earns ₹9,000 a month and employs two neighbours",
    },
    {
      name: "Rahul Gawande",
      place: "Wardha, Maharashtra",
      programme: "Rozgar Placement Cell",
      quote: "The mock interviews helped me most. I was not nervous on the real day.",
      story:
        "After Class 12 Rahul did odd jobs on construction sites. Three months of job readiness training and two placement interviews later, he joined a logistics company as a warehouse associate.",
      outcome: "Promoted to team lead within a year",
    },
    {
      name: "Kaveri Self-Help Group",
      place: "Mandya, Karnataka",
      programme: "Microcredit Linkage",
      quote: "The bank manager used to ignore us. Now he calls us to ask if we need a loan.",
      story:
        "Twelve women who saved ₹100 a month each were linked with a bank after keeping clean records for a year. Their first loan bought a flour mill for the village.",
      outcome: "Repaid their first loan three months early",
    },
  ],
  joinHeading: "How to join a livelihood programme",
  joinIntro: "Programmes are free for participants. Here is what happens after you reach out.",
  joinSteps: [
    {
      step: 1,
      title: "Register your interest",
      description: "Call us, write to us or meet our field worker when they visit your village or ward.",
    },
    {
      step: 2,
      title: "Counselling session",
      description: "We talk about your skills, your family's needs and the kind of work you want to do.",
    },
    {
      step: 3,
      title: "Training and support",
      description: "You join the programme that fits: a course, an incubator, a savings group or a cooperative.",
    },
    {
      step: 4,
      title: "Follow-up for a year",
      description: "Our team stays in touch for twelve months to solve problems as they come.",
    },
  ],
  cta: {
    heading: "Help a family build a livelihood",
    text: "Mentor an entrepreneur, offer apprenticeships at your company, or support a cooperative.",
    actions: [
      { kind: "link", label: "Get Involved", to: href("getInTouch") },
      { kind: "apply", label: "Volunteer Now" },
    ],
  },
};

/** The page, top to bottom. */
export const livelihoodBlocks = [
  { kind: "hero", page: "livelihood", eyebrow: livelihood.eyebrow },
  {
    kind: "tabbedCards",
    tone: "white",
    heading: livelihood.tabsHeading,
    intro: livelihood.tabsIntro,
    label: livelihood.tabsLabel,
    defaultTabId: "entrepreneurship",
    tabs: livelihood.tabs.map((tab) => cardsTab(tab, { card: "initiative", items: tab.initiatives })),
  },
  {
    kind: "stories",
    tone: "muted",
    heading: livelihood.storiesHeading,
    intro: livelihood.storiesIntro,
    stories: livelihood.stories,
    columns: 3,
  },
  {
    kind: "steps",
    tone: "white",
    heading: livelihood.joinHeading,
    intro: livelihood.joinIntro,
    steps: livelihood.joinSteps,
  },
  { kind: "cta", ...livelihood.cta },
] satisfies readonly Block[];
