/**
 * The header's menu (spec 2.2) and the footer's link lists. Labels and targets
 * only; the layout components decide how they look.
 */
import { APPLICATION_FORM, type NavEntry, type NavLink } from "./nav-entry";
import { href } from "./paths";

export const headerNavigation: NavEntry[] = [
  { label: "Home", to: "/" },
  {
    label: "About Us",
    items: [
      { label: "About Us", to: href("aboutUs"), description: "Mission, vision and our journey" },
      {
        label: "Our Team",
        items: [
          { label: "Leadership", to: href("leadership") },
          { label: "Mentors", to: href("mentors") },
          { label: "Our Key Players", to: href("ourKeyPlayers") },
        ],
      },
      { label: "Our Reach", to: href("reach"), description: "Where we work across India" },
    ],
  },
  {
    label: "Our Work",
    items: [
      { label: "Education", to: href("education"), description: "Learning centres and scholarships" },
      { label: "Livelihood", to: href("livelihood"), description: "Enterprise, jobs and savings" },
      { label: "Women Empowerment", to: href("womenEmpowerment"), description: "Skills, health and leadership" },
      { label: "Skill Development", to: href("skillDevelopment"), description: "Courses that lead to jobs" },
      { label: "Environment", to: href("environment"), description: "Trees, clean-ups and clean energy" },
    ],
  },
  {
    label: "Career",
    items: [
      {
        label: "Volunteer & Internship",
        to: APPLICATION_FORM,
        description: "Apply on our volunteer form",
      },
      { label: "Fellowship", to: href("fellowship"), description: "Paid fellowships for young leaders" },
      { label: "Work With Us", to: href("workWithUs"), description: "Open positions" },
      { label: "School Partnerships", to: href("schoolPartnerships") },
      { label: "Corporate Partnerships", to: href("corporatePartnerships") },
      { label: "Government Partnerships", to: href("governmentPartnerships") },
    ],
  },
  {
    label: "Contact Us",
    items: [
      { label: "Get In Touch", to: href("getInTouch"), description: "Call, write or send a message" },
      { label: "FAQs", to: href("faqs"), description: "Answers to common questions" },
    ],
  },
  {
    label: "More",
    items: [
      { label: "Blog", to: href("blog"), description: "Stories from the field" },
      { label: "Gallery", to: href("gallery"), description: "Photos of our work" },
      { label: "Forms", to: href("forms"), description: "Applications and forms" },
    ],
  },
];

export const footerProgrammes: NavLink[] = [
  { label: "Education", to: href("education") },
  { label: "Livelihood", to: href("livelihood") },
  { label: "Women Empowerment", to: href("womenEmpowerment") },
  { label: "Skill Development", to: href("skillDevelopment") },
  { label: "Environment", to: href("environment") },
];

export const footerLinks: NavLink[] = [
  { label: "Our Team", to: href("ourTeam") },
  { label: "Contact Us", to: href("contactUs") },
  { label: "Blog", to: href("blog") },
  // Issue 23: the privacy notice, from every page.
  { label: "Privacy", to: href("privacy") },
];
