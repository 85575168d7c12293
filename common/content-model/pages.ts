/**
 * The public pages the staff edit in the admin's Pages tab (issue 41), by page key,
 * with their addresses and the kinds of block and of card set each may have (its route
 * draws those and no other: a page's JavaScript holds only its own blocks and cards,
 * decision 026). Each
 * is a content document named `page-<key>` (documents.ts). The other public pages (the
 * blog, the gallery, the forms, the search) list what the staff publish there; their
 * headings and frame are the code's (app/content/pages.ts).
 */
import type { CardSetKind } from "./blocks/card-sets.ts";
import type { PageBlockKind } from "./blocks/index.ts";

export const EDITABLE_PAGES = {
  home: {
    path: "/",
    name: "Home",
    blocks: ["homeHero", "whoWeAre", "stats", "donation", "programmeLinks", "latestUpdates", "cta"],
  },
  education: {
    path: "/Education",
    name: "Education",
    blocks: ["hero", "educationIllustration", "programmeCards", "stories", "steps", "cta"],
  },
  womenEmpowerment: {
    path: "/WomenEmpowerment",
    name: "Women Empowerment",
    blocks: ["hero", "womenIllustration", "programmeCards", "stories", "cta"],
  },
  livelihood: {
    path: "/Livelihood",
    name: "Livelihood",
    blocks: ["hero", "tabbedCards", "stories", "steps", "cta"],
    cards: ["initiative"],
  },
  skillDevelopment: {
    path: "/SkillDevelopment",
    name: "Skill Development",
    blocks: ["hero", "tabbedCards", "featureGrid", "stories", "cta"],
    cards: ["course"],
  },
  environment: {
    path: "/Environment",
    name: "Environment",
    blocks: ["hero", "tabbedCards", "events", "featureGrid", "tips", "cta"],
    cards: ["environmentProgramme"],
  },
  schoolPartnerships: {
    path: "/SchoolPartnerships",
    name: "School Partnerships",
    blocks: ["hero", "tabbedCards", "cta"],
    cards: ["schoolProgramme", "schoolStory"],
  },
  corporatePartnerships: {
    path: "/CorporatePartnerships",
    name: "Corporate Partnerships",
    blocks: ["hero", "tabbedCards", "cta"],
    cards: ["partnershipType", "partner"],
  },
  governmentPartnerships: {
    path: "/GovernmentPartnerships",
    name: "Government Partnerships",
    blocks: ["hero", "tabbedCards", "cta"],
    cards: ["governmentModel", "governmentPartnership"],
  },
  fellowship: {
    path: "/Fellowship",
    name: "Fellowship",
    blocks: ["hero", "tabbedCards", "cta"],
    cards: ["fellowshipProgramme", "alumnus"],
  },
  reach: {
    path: "/Reach",
    name: "Our Reach",
    blocks: ["hero", "regionPanels", "cta"],
  },
  aboutUs: {
    path: "/AboutUs",
    name: "About Us",
    blocks: ["hero", "stats", "featureGrid", "timeline", "quote", "cta"],
  },
  innerAboutUs: {
    path: "/InnerAboutUs",
    name: "About the Foundation (the plain page)",
    blocks: ["hero", "article"],
  },
  leadership: {
    path: "/Leadership",
    name: "Leadership",
    blocks: ["hero", "cardGrid", "cta"],
    cards: ["profile"],
  },
  mentors: {
    path: "/Mentors",
    name: "Mentors",
    blocks: ["hero", "cardGrid", "steps", "cta"],
    cards: ["profile", "mentorship"],
  },
  ourKeyPlayers: {
    path: "/OurKeyPlayers",
    name: "Our Key Players",
    blocks: ["hero", "cardGrid", "featureGrid", "cta"],
    cards: ["profile", "regionalTeam"],
  },
  ourTeam: {
    path: "/OurTeam",
    name: "Our Team",
    blocks: ["hero", "comingSoon"],
  },
  privacy: {
    path: "/privacy",
    name: "Privacy notice",
    blocks: ["hero", "article"],
  },
  transparency: {
    path: "/transparency",
    name: "Transparency",
    blocks: ["hero", "registrations", "annualReports", "article"],
  },
  receiptRequest: {
    path: "/donate/receipt",
    name: "80G receipt request",
    blocks: ["hero", "receiptRequest"],
  },
  contactUs: {
    path: "/ContactUs",
    name: "Contact Us",
    blocks: ["hero", "contactUsForm", "faqAndHours"],
  },
  getInTouch: {
    path: "/GetInTouch",
    name: "Get In Touch",
    blocks: ["hero", "contactTiles", "getInTouchForm"],
  },
  career: {
    path: "/Career",
    name: "Career Opportunities",
    blocks: ["hero", "spotlight", "cardGrid", "featureGrid", "cta"],
    cards: ["opportunity"],
  },
  volunteerInternship: {
    path: "/VolunteerInternship",
    name: "Volunteer & Internship",
    blocks: ["hero", "application"],
  },
  workWithUs: {
    path: "/WorkWithUs",
    name: "Work With Us",
    blocks: ["hero", "featureGrid", "jobBoard", "steps", "cta"],
  },
  faqs: {
    path: "/FAQs",
    name: "FAQs (the page around the questions)",
    blocks: ["hero", "faq", "cta"],
  },
} as const satisfies Record<string, EditablePage>;

/** A page the staff edit: its address, its name in the admin, the kinds of block and card set it may have. */
export interface EditablePage {
  path: string;
  name: string;
  blocks: readonly PageBlockKind[];
  /** The card designs its tabs and card sections may show (a page with either names at least one). */
  cards?: readonly [CardSetKind, ...CardSetKind[]];
}

export type EditablePageKey = keyof typeof EDITABLE_PAGES;
export const editablePageKeys = Object.keys(EDITABLE_PAGES) as EditablePageKey[];

/** The kinds of block the page `K` may have. */
export type PageBlockKindOf<K extends EditablePageKey> = (typeof EDITABLE_PAGES)[K]["blocks"][number];

/** A page's document name ("page-education"). */
export const pageDocumentName = <K extends EditablePageKey>(key: K) => `page-${key}` as const;
export type PageDocumentName = ReturnType<typeof pageDocumentName<EditablePageKey>>;
