/**
 * /Environment (spec 2.17): tabs conservation, cleanup, plantation and
 * renewable, each with a description and three programmes showing impact and
 * participants (12 programmes); the four stats; three upcoming events; ways to
 * help; daily tips. Register Now and Join as Volunteer do nothing; Learn More
 * goes to /GetInTouch.
 */
import type { Block } from "~/blocks/block";
import type { EnvironmentEvent, EnvironmentProgramme } from "./card-types";
import type { CallToAction, IconKey, PageAction, Stat, TabInfo } from "./display-types";
import { href } from "./paths";
import { cardsTab } from "./tab-panels";

export type EnvironmentTabId = "conservation" | "cleanup" | "plantation" | "renewable";

export interface EnvironmentTab extends TabInfo<EnvironmentTabId> {
  icon: IconKey;
  heading: string;
  description: string;
  programmes: EnvironmentProgramme[];
}

export interface EnvironmentContent {
  eyebrow: string;
  statsHeading: string;
  stats: Stat[];
  tabsHeading: string;
  tabsIntro: string;
  tabsLabel: string;
  labels: {
    impact: string;
    participants: string;
    date: string;
    location: string;
    expected: string;
    /** After the number of expected participants: "300 volunteers expected". */
    expectedSuffix: string;
    activities: string;
    monthsShort: string[];
  };
  tabs: EnvironmentTab[];
  eventsHeading: string;
  eventsIntro: string;
  events: EnvironmentEvent[];
  eventAction: PageAction;
  helpHeading: string;
  helpIntro: string;
  waysToHelp: { title: string; text: string; icon: IconKey }[];
  helpAction: PageAction;
  tipsHeading: string;
  tipsIntro: string;
  tips: { title: string; text: string }[];
  cta: CallToAction;
}

export const environment: EnvironmentContent = {
  eyebrow: "Our Work · Environment",
  statsHeading: "Our green footprint",
  stats: [
    { value: "50,000+", label: "Trees planted" },
    { value: "25", label: "Villages" },
    { value: "15,000+", label: "Volunteers" },
    { value: "3,000 tons", label: "Waste collected" },
  ],
  tabsHeading: "What we do for the planet",
  tabsIntro:
    "Clean water, shade and fertile soil decide whether a village family can stay and thrive. Our environment work is done with the communities who depend on it.",
  tabsLabel: "Environment programme areas",
  labels: {
    impact: "Impact",
    participants: "Participants",
    date: "Date",
    location: "Location",
    expected: "Expected participants",
    expectedSuffix: "expected",
    activities: "Activities",
    monthsShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  },
  tabs: [
    {
      id: "conservation",
      label: "Conservation",
      icon: "droplet",
      heading: "Water and biodiversity conservation",
      description:
        "We revive ponds, protect village commons and teach children to care for the living world around their schools.",
      programmes: [
        {
          title: "Jal Sanchay: Pond Revival",
          description: "Desilting and deepening village ponds and building check dams before the monsoon.",
          impact: "18 ponds revived, storing 40 million litres",
          participants: "2,400 villagers",
        },
        {
          title: "Sacred Grove Protection",
          description: "Mapping and protecting community forests with gram sabhas and local forest committees.",
          impact: "120 acres of grove protected",
          participants: "650 community members",
        },
        {
          title: "Eco Clubs in Schools",
          description: "Weekly nature clubs where students track birds, test water and grow kitchen gardens.",
          impact: "45 school eco clubs",
          participants: "3,200 students",
        },
      ],
    },
    {
      id: "cleanup",
      label: "Clean-up Drives",
      icon: "recycle",
      heading: "Clean-ups and waste management",
      description:
        "From riverbanks to market lanes, we clean up with volunteers and then set up the systems that keep places clean.",
      programmes: [
        {
          title: "River and Lake Clean-ups",
          description: "Monthly drives along rivers, ghats and lakes with schools, colleges and companies.",
          impact: "1,800 tons of waste removed",
          participants: "9,000 volunteers",
        },
        {
          title: "Zero Waste Villages",
          description: "Door-to-door segregation, composting pits and a collection system run by the panchayat.",
          impact: "12 villages segregating at source",
          participants: "4,100 households",
        },
        {
          title: "Plastic Buy-back Centres",
          description: "Centres where waste pickers and families sell clean plastic at a fair price for recycling.",
          impact: "1,200 tons of plastic recycled",
          participants: "380 waste pickers",
        },
      ],
    },
    {
      id: "plantation",
      label: "Tree Plantation",
      icon: "trees",
      heading: "Planting trees that survive",
      description:
        "We plant native species with the people who will look after them, and count the trees that are still standing a year later.",
      programmes: [
        {
          title: "Ek Ped Ek Bachcha",
          description: "Every child plants a sapling at school and looks after it until it is taller than them.",
          impact: "22,000 saplings planted",
          participants: "11,000 students",
        },
        {
          title: "Fruit Orchards for Farmers",
          description: "Mango, guava and amla saplings on field boundaries for shade, soil and a second income.",
          impact: "18,000 fruit trees, 85% survival",
          participants: "900 farmers",
        },
        {
          title: "Miyawaki Urban Forests",
          description: "Dense mini-forests of native trees on school grounds and vacant urban plots.",
          impact: "10,000 trees in 14 mini-forests",
          participants: "2,600 volunteers",
        },
      ],
    },
    {
      id: "renewable",
      label: "Renewable Energy",
      icon: "sun",
      heading: "Clean energy for villages",
      description:
        "Solar power and clean cookstoves cut costs and smoke in homes, schools and health centres that the grid serves poorly.",
      programmes: [
        {
          title: "Solar Schools",
          description: "Rooftop solar for rural schools so that fans, lights and computer labs run all day.",
          impact: "16 schools solar-powered",
          participants: "5,400 students",
        },
        {
          title: "Clean Cookstoves",
          description: "Smokeless cookstoves and biogas units that save firewood and protect women's lungs.",
          impact: "1,500 cookstoves installed",
          participants: "1,500 households",
        },
        {
          title: "Solar Lamps for Students",
          description: "Solar study lamps for children in homes without reliable electricity.",
          impact: "3,000 lamps distributed",
          participants: "3,000 students",
        },
      ],
    },
  ],
  eventsHeading: "Upcoming events",
  eventsIntro: "Bring your friends, family or colleagues. Gloves, saplings and refreshments are on us.",
  events: [
    {
      title: "Yamuna Ghat Clean-up",
      isoDate: "2026-12-13",
      date: "Sunday, 13 December 2026",
      time: "7:00 AM-11:00 AM",
      location: "Kalindi Kunj Ghat, New Delhi",
      expectedParticipants: "300 volunteers",
      activities: ["Riverbank clean-up", "Waste segregation", "Street play on plastic-free living"],
    },
    {
      title: "Republic Day Plantation Drive",
      isoDate: "2027-01-26",
      date: "Tuesday, 26 January 2027",
      time: "8:00 AM-1:00 PM",
      location: "Zilla Parishad School, Hingna, Nagpur",
      expectedParticipants: "500 volunteers",
      activities: ["Planting 2,000 native saplings", "Tree guard painting", "Adopt-a-sapling pledge"],
    },
    {
      title: "Solar Mela",
      isoDate: "2027-02-21",
      date: "Sunday, 21 February 2027",
      time: "10:00 AM-5:00 PM",
      location: "Panchayat Bhavan, Tonk, Rajasthan",
      expectedParticipants: "800 visitors",
      activities: ["Solar products fair", "Clean cookstove demonstrations", "Government subsidy help desk"],
    },
  ],
  eventAction: { kind: "none", label: "Register Now" },
  helpHeading: "Ways to help",
  helpIntro: "You do not need to be an expert. You need a free morning and a pair of willing hands.",
  waysToHelp: [
    {
      icon: "users",
      title: "Volunteer at a drive",
      text: "Join a clean-up or plantation drive near you, once or every month.",
    },
    {
      icon: "sprout",
      title: "Adopt a sapling",
      text: "Sponsor a sapling and its care for three years; we send you photos as it grows.",
    },
    {
      icon: "building",
      title: "Bring your company",
      text: "Organise an employee volunteering day or support a programme through CSR.",
    },
    {
      icon: "megaphone",
      title: "Spread the word",
      text: "Share our events with your school, college, society or WhatsApp groups.",
    },
  ],
  helpAction: { kind: "apply", label: "Join as Volunteer" },
  tipsHeading: "Daily green tips",
  tipsIntro: "Small habits, repeated by many, add up to big change.",
  tips: [
    { title: "Carry a cloth bag", text: "Keep one folded in your bag or vehicle and say no to plastic carry bags." },
    { title: "Segregate at home", text: "Keep two bins: wet waste for compost, dry waste for recycling." },
    {
      title: "Save every drop",
      text: "Turn off the tap while brushing and reuse RO reject water for mopping and plants.",
    },
    { title: "Switch it off", text: "Turn off lights and fans when you leave a room; use LED bulbs." },
    { title: "Walk, cycle or share", text: "For short trips walk or cycle, and share rides for longer ones." },
    { title: "Plant and protect", text: "Plant a native tree and water it through its first two summers." },
  ],
  cta: {
    heading: "Let's make our villages greener, together",
    text: "Want to bring a drive to your school, company or neighbourhood? Talk to our environment team.",
    actions: [{ kind: "link", label: "Learn More", context: "about our environment work", to: href("getInTouch") }],
  },
};

/** The page, top to bottom. */
export const environmentBlocks = [
  {
    kind: "hero",
    page: "environment",
    eyebrow: environment.eyebrow,
    stats: { heading: environment.statsHeading, stats: environment.stats },
  },
  {
    kind: "tabbedCards",
    tone: "white",
    heading: environment.tabsHeading,
    intro: environment.tabsIntro,
    label: environment.tabsLabel,
    defaultTabId: "conservation",
    tabs: environment.tabs.map((tab) => cardsTab(tab, { card: "environmentProgramme", items: tab.programmes })),
  },
  {
    kind: "events",
    tone: "muted",
    heading: environment.eventsHeading,
    intro: environment.eventsIntro,
    events: environment.events,
  },
  {
    kind: "featureGrid",
    tone: "white",
    heading: environment.helpHeading,
    intro: environment.helpIntro,
    features: environment.waysToHelp,
    accent: "emerald",
    action: environment.helpAction,
  },
  {
    kind: "tips",
    tone: "muted",
    heading: environment.tipsHeading,
    intro: environment.tipsIntro,
    tips: environment.tips,
  },
  { kind: "cta", ...environment.cta },
] satisfies readonly Block[];
