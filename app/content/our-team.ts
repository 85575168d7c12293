/** The Our Team placeholder (/OurTeam). */

import Sparkles from "lucide-react/icons/sparkles";
import type { Block } from "~/blocks/block";
import { href } from "./paths";

export const ourTeam = {
  hero: {
    eyebrow: "Our Team",
    intro: "Teachers, field officers, mentors and advisers: the people behind every classroom and every savings group.",
  },
  comingSoon: {
    icon: Sparkles,
    badge: "Coming soon",
    heading: "Our full team page is on its way",
    text: "We are gathering photos and stories from every region so you can meet everyone who makes our work possible. Until then, meet our team here:",
  },
  links: [
    {
      to: href("leadership"),
      title: "Leadership",
      text: "Our executive team and advisory board.",
      label: "Meet our leadership",
    },
    {
      to: href("mentors"),
      title: "Mentors",
      text: "Professionals who guide our students and young leaders.",
      label: "Meet our mentors",
    },
    {
      to: href("ourKeyPlayers"),
      title: "Our Key Players",
      text: "Coordinators and field staff across our four regions.",
      label: "Meet our key players",
    },
  ],
} as const;

/** /OurTeam, top to bottom. */
export const ourTeamBlocks = [
  { kind: "hero", page: "ourTeam", eyebrow: ourTeam.hero.eyebrow, intro: ourTeam.hero.intro },
  { kind: "comingSoon", ...ourTeam.comingSoon, links: ourTeam.links },
] satisfies readonly Block[];
