/** The older plain About page (/InnerAboutUs). */

import type { Block } from "~/blocks/block";

/** The plain, older About page: text only, as it first appeared. */
export const innerAboutUs = {
  intro:
    "We are a non-profit federation of educational institutions, founded in 2025 and registered in India. We work with schools, communities and government to improve education and livelihoods.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "We are teachers, school leaders, social workers and volunteers who believe that education is the surest way out of poverty. Our member institutions include government and private schools, learning centres and community organisations.",
        "Our head office is in Jaipur, Rajasthan, and our teams work across 5+ states.",
      ],
    },
    {
      heading: "What we do",
      paragraphs: ["We run programmes in seven areas:"],
      list: [
        "Education: learning centres, scholarships and digital literacy",
        "Livelihood: enterprise support, jobs and financial inclusion",
        "Women empowerment: self-help groups, skills and leadership",
        "Skill development: technical, vocational, creative and business courses",
        "Environment: tree plantation, clean-up drives and renewable energy",
        "Community development: village committees and local infrastructure",
        "Health: awareness camps, nutrition and hygiene in schools",
      ],
    },
    {
      heading: "Why we do it",
      paragraphs: [
        "Millions of children in India still leave school without being able to read fluently, and too many women never earn an income of their own. We believe that a good school, a useful skill and a supportive community can change that within one generation.",
      ],
    },
    {
      heading: "How you can help",
      paragraphs: [
        "You can volunteer, partner with us, or donate by UPI. Every contribution, of time or money, reaches a child, a woman or a village.",
      ],
    },
  ],
  links: { about: "Read our full story", contact: "Contact Us" },
} as const;

/** /InnerAboutUs, top to bottom. */
export const innerAboutUsBlocks = [
  { kind: "hero", page: "innerAboutUs", intro: innerAboutUs.intro },
  {
    kind: "article",
    sections: innerAboutUs.sections,
    links: [
      { label: innerAboutUs.links.about, page: "aboutUs" },
      { label: innerAboutUs.links.contact, page: "contactUs" },
    ],
  },
] satisfies readonly Block[];
