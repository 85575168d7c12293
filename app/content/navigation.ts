/**
 * The header's menu (spec 2.2) and the footer's link lists. Labels and targets
 * only; the layout components decide how they look.
 */
export interface NavLink {
  label: string;
  to: string;
  /** Opens in a new tab (external forms). */
  external?: boolean;
  description?: string;
}

export interface NavGroup {
  label: string;
  items: (NavLink | { label: string; items: NavLink[] })[];
}

export type NavEntry = NavLink | NavGroup;

export const isNavGroup = (entry: NavEntry | NavGroup["items"][number]): entry is NavGroup => "items" in entry;

/** The volunteer form link's target comes from the site config at render time. */
export const VOLUNTEER_FORM = "config:volunteerFormUrl";

export const headerNavigation: NavEntry[] = [
  { label: "Home", to: "/" },
  {
    label: "About Us",
    items: [
      { label: "About Us", to: "/AboutUs", description: "Mission, vision and our journey" },
      {
        label: "Our Team",
        items: [
          { label: "Leadership", to: "/Leadership" },
          { label: "Mentors", to: "/Mentors" },
          { label: "Our Key Players", to: "/OurKeyPlayers" },
        ],
      },
      { label: "Our Reach", to: "/Reach", description: "Where we work across India" },
    ],
  },
  {
    label: "Our Work",
    items: [
      { label: "Education", to: "/Education", description: "Learning centres and scholarships" },
      { label: "Livelihood", to: "/Livelihood", description: "Enterprise, jobs and savings" },
      { label: "Women Empowerment", to: "/WomenEmpowerment", description: "Skills, health and leadership" },
      { label: "Skill Development", to: "/SkillDevelopment", description: "Courses that lead to jobs" },
      { label: "Environment", to: "/Environment", description: "Trees, clean-ups and clean energy" },
    ],
  },
  {
    label: "Career",
    items: [
      {
        label: "Volunteer & Internship",
        to: VOLUNTEER_FORM,
        external: true,
        description: "Apply on our volunteer form",
      },
      { label: "Fellowship", to: "/Fellowship", description: "Paid fellowships for young leaders" },
      { label: "Work With Us", to: "/WorkWithUs", description: "Open positions" },
      { label: "School Partnerships", to: "/SchoolPartnerships" },
      { label: "Corporate Partnerships", to: "/CorporatePartnerships" },
      { label: "Government Partnerships", to: "/GovernmentPartnerships" },
    ],
  },
  {
    label: "Contact Us",
    items: [
      { label: "Get In Touch", to: "/GetInTouch", description: "Call, write or send a message" },
      { label: "FAQs", to: "/FAQs", description: "Answers to common questions" },
    ],
  },
  {
    label: "More",
    items: [
      { label: "Blog", to: "/blog", description: "Stories from the field" },
      { label: "Gallery", to: "/Gallery", description: "Photos of our work" },
      { label: "Forms", to: "/forms", description: "Applications and forms" },
    ],
  },
];

export const footerProgrammes: NavLink[] = [
  { label: "Education", to: "/Education" },
  { label: "Livelihood", to: "/Livelihood" },
  { label: "Women Empowerment", to: "/WomenEmpowerment" },
  { label: "Skill Development", to: "/SkillDevelopment" },
  { label: "Environment", to: "/Environment" },
];

export const footerLinks: NavLink[] = [
  { label: "Our Team", to: "/OurTeam" },
  { label: "Contact Us", to: "/ContactUs" },
  { label: "Blog", to: "/blog" },
];
