/**
 * /WomenEmpowerment (spec 2.15): four programmes (spec 3 "Women empowerment
 * programme": title, description, features, color), three stories and a call
 * to action.
 */
import type { Block } from "~/blocks/block";
import type { CallToAction, IconKey, PersonStory } from "./display-types";
import { href } from "./paths";

/** The accent a programme card is drawn in. */
export type ProgrammeColor = "brand" | "saffron" | "rose" | "violet";

export interface WomenEmpowermentProgramme {
  title: string;
  description: string;
  features: string[];
  color: ProgrammeColor;
  icon: IconKey;
}

export interface WomenEmpowermentContent {
  eyebrow: string;
  introHeading: string;
  intro: string;
  pillars: { label: string; text: string }[];
  programmesHeading: string;
  programmesIntro: string;
  programmes: WomenEmpowermentProgramme[];
  storiesHeading: string;
  storiesIntro: string;
  stories: PersonStory[];
  cta: CallToAction;
  illustrationAlt: string;
}

export const womenEmpowerment: WomenEmpowermentContent = {
  eyebrow: "Our Work · Women Empowerment",
  illustrationAlt: "Illustration of three women standing together, one holding a notebook and one a sewing spool",
  introHeading: "When a woman earns, learns and leads, a whole family moves forward",
  intro:
    "We work with women in villages and small towns to build skills, confidence and income, and with their families and panchayats so that these gains last.",
  pillars: [
    { label: "Earn", text: "skills and enterprise for an income of her own" },
    { label: "Learn", text: "literacy, health and legal awareness" },
    { label: "Lead", text: "a voice in the self-help group, the gram sabha and beyond" },
  ],
  programmesHeading: "Our programmes for women and girls",
  programmesIntro: "Each programme is shaped with the women it serves, in their language and at times that suit them.",
  programmes: [
    {
      title: "Self-Help Groups",
      icon: "users",
      color: "brand",
      description:
        "Groups of 10 to 15 women who save together, lend to each other and take up enterprises as a collective.",
      features: ["Weekly savings meetings", "Book-keeping training", "Bank linkage for group loans"],
    },
    {
      title: "Skills & Enterprise",
      icon: "scissors",
      color: "saffron",
      description:
        "Training in tailoring, beauty services, food processing and digital work, followed by help to start earning.",
      features: ["Certified short courses", "Starter tool kits", "Links to buyers and employers"],
    },
    {
      title: "Health & Hygiene",
      icon: "stethoscope",
      color: "rose",
      description:
        "Sessions on menstrual health, nutrition in pregnancy and anaemia, run with ASHA workers and local health centres.",
      features: ["Sanitary pad units run by women", "Anaemia screening camps", "Adolescent girls' clubs"],
    },
    {
      title: "Leadership & Rights",
      icon: "megaphone",
      color: "violet",
      description:
        "Workshops on legal rights, property, safety and public speaking, preparing women to lead in panchayats and committees.",
      features: ["Legal awareness clinics", "Panchayat leadership training", "Helpline and referral support"],
    },
  ],
  storiesHeading: "Women leading change",
  storiesIntro: "Illustrative names; stories of the kind our programmes write every season.",
  stories: [
    {
      name: "Lakshmi Bai",
      place: "Dewas, Madhya Pradesh",
      programme: "Self-Help Groups",
      quote: "I used to hide behind my husband in meetings. Now the sarpanch asks for my opinion.",
      story:
        "Lakshmi joined a self-help group to save ₹50 a week. Two years later she is its treasurer and was elected ward member in her panchayat.",
      outcome: "Ward member, and treasurer of a 14-member group",
    },
    {
      name: "Farzana Sheikh",
      place: "Malegaon, Maharashtra",
      programme: "Skills & Enterprise",
      quote: "My sewing machine was a gift. The orders I earned myself.",
      story:
        "Farzana completed a three-month tailoring course and received a starter kit. She now stitches school uniforms for two schools and trains other women in her lane.",
      outcome: "Earns ₹12,000 a month from home",
    },
    {
      name: "Priya Oraon",
      place: "Gumla, Jharkhand",
      programme: "Health & Hygiene",
      quote: "Girls in my village no longer miss school every month.",
      story:
        "At 17, Priya leads the adolescent girls' club in her village. She helped set up a sanitary pad unit run by six women that supplies the local schools.",
      outcome: "Unit supplies 1,500 pads a month to three schools",
    },
  ],
  cta: {
    heading: "Stand with women who are changing their villages",
    text: "Sponsor a training batch, mentor an entrepreneur or volunteer your skills.",
    actions: [
      { kind: "link", label: "Get Involved", to: href("getInTouch") },
      { kind: "apply", label: "Volunteer Now" },
    ],
  },
};

/** The page, top to bottom. */
export const womenEmpowermentBlocks = [
  { kind: "hero", page: "womenEmpowerment", eyebrow: womenEmpowerment.eyebrow },
  {
    kind: "womenIllustration",
    alt: womenEmpowerment.illustrationAlt,
    heading: womenEmpowerment.introHeading,
    intro: womenEmpowerment.intro,
    pillars: womenEmpowerment.pillars,
  },
  {
    kind: "programmeCards",
    tone: "muted",
    heading: womenEmpowerment.programmesHeading,
    intro: womenEmpowerment.programmesIntro,
    programmes: womenEmpowerment.programmes.map((p) => ({ ...p, accent: p.color, points: p.features })),
  },
  {
    kind: "stories",
    tone: "white",
    heading: womenEmpowerment.storiesHeading,
    intro: womenEmpowerment.storiesIntro,
    stories: womenEmpowerment.stories,
    columns: 3,
  },
  { kind: "cta", ...womenEmpowerment.cta },
] satisfies readonly Block[];
