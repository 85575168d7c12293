/** Career Opportunities (/Career, spec 2.10). */

import Award from "lucide-react/icons/award";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Building2 from "lucide-react/icons/building-complex";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HandHeart from "lucide-react/icons/hand-heart";
import Heart from "lucide-react/icons/heart";
import Landmark from "lucide-react/icons/landmark";
import School from "lucide-react/icons/school";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import type { Block } from "~/blocks/block";
import type { OpportunityCard } from "./card-types";
import type { Feature } from "./display-types";
import { href } from "./paths";

export const career = {
  hero: {
    eyebrow: "Join us",
    intro:
      "Give a few hours, spend a summer, take up a fellowship, build a career or bring your organisation along: there is a place for you here.",
  },
  volunteer: {
    icon: HandHeart,
    eyebrow: "Open now",
    title: "Volunteer & Internship",
    text: "Teach in a learning centre, help at a plantation drive, design a poster, or intern with our programme teams for 2 to 6 months with a stipend.",
    points: ["Weekend and weekday roles", "Online and on-site", "Certificate of service"],
    action: { kind: "apply", label: "Apply Now" },
  },
  opportunitiesEyebrow: "More ways to join",
  opportunitiesHeading: "Find your way in",
  opportunitiesIntro: "Read about each way to join, and apply or write to us from its page.",
  cards: [
    {
      icon: GraduationCap,
      title: "Fellowship Programs",
      text: "Paid fellowships of 10 to 18 months in villages and schools for young graduates.",
      points: ["Monthly stipend", "Mentoring", "Field placement"],
      action: { kind: "link", label: "Explore Fellowships", to: href("fellowship") },
    },
    {
      icon: BriefcaseBusiness,
      title: "Work With Us",
      text: "Full-time roles in programmes, field work, administration, technology and fundraising.",
      points: ["Competitive salary", "Health insurance", "Learning budget"],
      action: { kind: "link", label: "View Open Positions", to: href("workWithUs") },
    },
  ] satisfies OpportunityCard[],
  partnershipsEyebrow: "Partnerships",
  partnershipsHeading: "Partner with us",
  partnerships: [
    {
      icon: Building2,
      title: "Corporate Partnerships",
      text: "CSR projects, employee volunteering and strategic partnerships.",
      points: ["Schedule VII aligned", "Quarterly reports"],
      action: {
        kind: "link",
        label: "Learn More",
        to: href("corporatePartnerships"),
        context: "about Corporate Partnerships",
      },
    },
    {
      icon: School,
      title: "School Partnerships",
      text: "Learning centres, teacher training, digital classrooms and eco-clubs.",
      points: ["Free for government schools", "Trained facilitators"],
      action: {
        kind: "link",
        label: "Learn More",
        to: href("schoolPartnerships"),
        context: "about School Partnerships",
      },
    },
    {
      icon: Landmark,
      title: "Government Partnerships",
      text: "Implementation support for education and livelihood schemes.",
      points: ["District-level delivery", "Transparent monitoring"],
      action: {
        kind: "link",
        label: "Learn More",
        to: href("governmentPartnerships"),
        context: "about Government Partnerships",
      },
    },
  ] satisfies OpportunityCard[],
  whyJoin: {
    eyebrow: "Why join us",
    heading: "Why people choose to work with us",
    items: [
      {
        icon: Heart,
        title: "Meaningful work",
        text: "See the difference you make in a child's reading or a family's income.",
      },
      { icon: TrendingUp, title: "Grow fast", text: "A young organisation where responsibility comes early." },
      { icon: Users, title: "Great people", text: "Teachers, engineers, social workers and artists, side by side." },
      { icon: Award, title: "Recognition", text: "Certificates, references and a network that lasts a career." },
    ] satisfies Feature[],
  },
  cta: {
    heading: "Not sure where you fit?",
    text: "Tell us a little about yourself and we will suggest the right way to get involved.",
    actions: [{ kind: "link", label: "Get In Touch", to: href("getInTouch") }],
  },
} as const;

/** /Career, top to bottom. */
export const careerBlocks = [
  { kind: "hero", page: "career", ...career.hero },
  { kind: "spotlight", ...career.volunteer, heading: career.volunteer.title },
  {
    kind: "cardGrid",
    tone: "muted",
    eyebrow: career.opportunitiesEyebrow,
    heading: career.opportunitiesHeading,
    intro: career.opportunitiesIntro,
    groups: [
      { columns: 2, cards: { card: "opportunity", items: career.cards } },
      {
        eyebrow: career.partnershipsEyebrow,
        heading: career.partnershipsHeading,
        columns: "thirds",
        cards: { card: "opportunity", items: career.partnerships.map((card) => ({ ...card, headingLevel: 4 })) },
      },
    ],
  },
  { kind: "featureGrid", tone: "white", ...career.whyJoin, features: career.whyJoin.items, accent: "saffron" },
  { kind: "cta", flushTop: true, ...career.cta },
] satisfies readonly Block[];
