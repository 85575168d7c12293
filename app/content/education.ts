/**
 * /Education (spec 2.15): hero, stats, four programmes, two stories, three steps
 * and a call to action. Get Involved and Contact Us Today go to /GetInTouch;
 * Volunteer Now and Apply to Volunteer open the external volunteer form.
 */
import type { Block } from "~/blocks/block";
import type { CallToAction, IconKey, PageAction, ProcessStep, Stat } from "./display-types";
import { href } from "./paths";

export interface EducationProgramme {
  title: string;
  description: string;
  icon: IconKey;
  /** Who it is for, in a few words. */
  audience: string;
  highlights: string[];
}

export interface EducationStory {
  name: string;
  place: string;
  programme: string;
  story: string;
  quote: string;
  outcome: string;
}

export interface EducationContent {
  eyebrow: string;
  heroActions: PageAction[];
  statsHeading: string;
  stats: Stat[];
  programmesHeading: string;
  programmesIntro: string;
  programmes: EducationProgramme[];
  storiesHeading: string;
  storiesIntro: string;
  stories: EducationStory[];
  stepsHeading: string;
  stepsIntro: string;
  steps: ProcessStep[];
  cta: CallToAction;
  illustrationAlt: string;
}

export const education: EducationContent = {
  eyebrow: "Our Work · Education",
  heroActions: [
    { kind: "link", label: "Get Involved", to: href("getInTouch") },
    { kind: "apply", label: "Volunteer Now" },
  ],
  illustrationAlt:
    "Illustration of a village learning centre: a teacher at a blackboard with children sitting on mats holding open books",
  statsHeading: "Education at a glance",
  stats: [
    { value: "4053+", label: "Students supported", description: "in classrooms, learning centres and online" },
    { value: "20+", label: "Partner schools", description: "government and low-fee private schools" },
    { value: "15+", label: "Districts", description: "where our volunteers teach every week" },
    { value: "5+", label: "States", description: "and growing since 2025" },
  ],
  programmesHeading: "Four ways we keep children learning",
  programmesIntro:
    "Most of the children we work with are the first in their family to finish school. Each programme removes one obstacle that stands between them and a classroom.",
  programmes: [
    {
      title: "Community Learning Centres",
      icon: "book",
      audience: "Children aged 6-14",
      description:
        "After-school centres in villages and urban bastis where children catch up on reading, arithmetic and homework with trained local tutors.",
      highlights: [
        "Two hours every weekday evening, free of cost",
        "Reading levels tested every quarter",
        "Nutritious snack for every child",
      ],
    },
    {
      title: "Digital Literacy",
      icon: "laptop",
      audience: "Classes 6-12",
      description:
        "Computer labs and tablet kits that bring typing, safe internet use, spreadsheets and basic coding to government schools.",
      highlights: [
        "Lessons in Hindi, Marathi and English",
        "Works offline where the signal is weak",
        "Certificate after 60 hours of practice",
      ],
    },
    {
      title: "Scholarships & Mentoring",
      icon: "graduation",
      audience: "Girls and first-generation learners",
      description:
        "Scholarships that pay for fees, books, uniforms and bus passes, so that no child leaves school after Class 8 or Class 10 for want of money.",
      highlights: ["Fees, books and travel covered", "A mentor for every scholar", "Extra support in board-exam years"],
    },
    {
      title: "Teacher Training",
      icon: "school",
      audience: "Teachers of partner schools",
      description:
        "Hands-on workshops in activity-based teaching, foundational literacy and numeracy, and classroom inclusion for children with disabilities.",
      highlights: [
        "Monthly workshops and classroom coaching",
        "Ready-to-use teaching kits",
        "Peer circles across schools",
      ],
    },
  ],
  storiesHeading: "Stories from our classrooms",
  storiesIntro: "Names and places changed for privacy; the journeys are real ones of the kind we see every week.",
  stories: [
    {
      name: "Pooja Meena",
      place: "Age 14 · Bundi, Rajasthan",
      programme: "Community Learning Centres",
      quote: "Earlier I was scared of maths. Now I teach my little brother in the evenings.",
      story:
        "Pooja had stopped going to school after her mother fell ill. A volunteer tutor at the learning centre in her village visited her home, talked to her father and helped her catch up on two years of maths in six months.",
      outcome: "Back in Class 8 and among the top five in her class",
    },
    {
      name: "Arjun Patil",
      place: "Age 16 · Latur, Maharashtra",
      programme: "Digital Literacy",
      quote: "The first time I typed my own name on a computer, I knew what I wanted to do.",
      story:
        "Arjun's school had no computer until our lab opened in 2025. He stayed back every day to practise, earned his digital literacy certificate and now helps run the lab for the younger classes.",
      outcome: "Plans to study computer applications after Class 12",
    },
  ],
  stepsHeading: "Get involved in three steps",
  stepsIntro: "Whether you can give two hours a week or sponsor a child's year, there is a place for you.",
  steps: [
    {
      step: 1,
      title: "Tell us about yourself",
      description: "Fill in the short volunteer form or write to us with how you would like to help.",
    },
    {
      step: 2,
      title: "Meet the team",
      description:
        "A programme coordinator calls you within a week to match your time and skills to a centre or school.",
    },
    {
      step: 3,
      title: "Start teaching or supporting",
      description: "After a short orientation you begin: in person at a centre, online, or by sponsoring a scholar.",
    },
  ],
  cta: {
    heading: "Help a child stay in school",
    text: "Teach, mentor, sponsor or spread the word. Every hour and every rupee keeps a child learning.",
    actions: [
      { kind: "link", label: "Contact Us Today", to: href("getInTouch") },
      { kind: "apply", label: "Apply to Volunteer" },
    ],
  },
};

/** The page, top to bottom. */
export const educationBlocks = [
  { kind: "hero", page: "education", eyebrow: education.eyebrow, actions: education.heroActions },
  {
    kind: "educationIllustration",
    alt: education.illustrationAlt,
    heading: education.statsHeading,
    stats: education.stats,
  },
  {
    kind: "programmeCards",
    tone: "muted",
    heading: education.programmesHeading,
    intro: education.programmesIntro,
    programmes: education.programmes.map((p) => ({ ...p, eyebrow: p.audience, points: p.highlights })),
  },
  {
    kind: "stories",
    tone: "white",
    heading: education.storiesHeading,
    intro: education.storiesIntro,
    stories: education.stories,
    columns: 2,
  },
  {
    kind: "steps",
    tone: "muted",
    heading: education.stepsHeading,
    intro: education.stepsIntro,
    steps: education.steps,
  },
  { kind: "cta", ...education.cta },
] satisfies readonly Block[];
