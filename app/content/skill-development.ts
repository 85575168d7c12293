/**
 * /SkillDevelopment (spec 2.16): headline stats; tabs technical, vocational,
 * creative and business with three course cards each (12 courses, spec 3
 * "Static volume"); why-choose; three success stories; Get Information to
 * /GetInTouch. Course durations run from 3 to 12 weeks (spec 9).
 */
import type { Block } from "~/blocks/block";
import type { Course, CourseLevel } from "./card-types";
import type { CallToAction, IconKey, PersonStory, Stat, TabInfo } from "./display-types";
import { href } from "./paths";
import { cardsTab } from "./tab-panels";

export type SkillTabId = "technical" | "vocational" | "creative" | "business";

export interface SkillTab extends TabInfo<SkillTabId> {
  icon: IconKey;
  description: string;
  courses: Course[];
}

export interface SkillDevelopmentContent {
  eyebrow: string;
  statsHeading: string;
  stats: Stat[];
  coursesHeading: string;
  coursesIntro: string;
  tabsLabel: string;
  labels: {
    duration: string;
    modules: string;
    careers: string;
    certification: string;
    /** "+{n} more" after the first three modules ({n}: how many are not listed). */
    moreModules: string;
    /** A course's length, "{n} weeks". */
    weeks: string;
    courseButton: string;
    /** What a course's level badge reads (the level itself is an id: it picks the badge's colour). */
    levels: Record<CourseLevel, string>;
  };
  tabs: SkillTab[];
  whyHeading: string;
  whyIntro: string;
  why: { title: string; text: string; icon: IconKey }[];
  storiesHeading: string;
  storiesIntro: string;
  stories: PersonStory[];
  cta: CallToAction;
}

/** How many modules a course card lists before "+N more". */
export const MODULES_SHOWN = 3;

export const skillDevelopment: SkillDevelopmentContent = {
  eyebrow: "Our Work · Skill Development",
  statsHeading: "Skills that lead to jobs",
  stats: [
    { value: "5,000+", label: "Students trained" },
    { value: "25+", label: "Skill programs" },
    { value: "80%", label: "Job placement rate" },
    { value: "95%", label: "Course completion" },
  ],
  coursesHeading: "Our courses",
  coursesIntro:
    "Short, practical courses designed with employers, taught in small batches by trainers who have worked in the trade. New batches open every quarter.",
  tabsLabel: "Course categories",
  labels: {
    duration: "Duration",
    modules: "Modules",
    careers: "Career paths",
    certification: "Certification",
    moreModules: "+{n} more",
    weeks: "{n} weeks",
    courseButton: "Coming Soon",
    levels: { Beginner: "Beginner", Intermediate: "Intermediate", Advanced: "Advanced", "All levels": "All levels" },
  },
  tabs: [
    {
      id: "technical",
      label: "Technical",
      icon: "laptop",
      description: "Computer and technology skills for office, IT-enabled and digital jobs.",
      courses: [
        {
          title: "Computer Basics & Office Tools",
          level: "Beginner",
          description:
            "From switching on a computer to writing letters, making spreadsheets and sending e-mail with confidence.",
          durationWeeks: 6,
          modules: [
            "Computer fundamentals",
            "Typing in English and Hindi",
            "Word processing",
            "Spreadsheets",
            "E-mail and internet safety",
          ],
          careers: ["Data entry operator", "Office assistant", "Computer operator"],
          certification: "Certificate of completion, aligned with NSQF level 3",
        },
        {
          title: "Web Development Foundations",
          level: "Intermediate",
          description:
            "Build and publish real web pages with HTML, CSS and JavaScript, and learn how teams ship software.",
          durationWeeks: 12,
          modules: [
            "HTML and page structure",
            "CSS and responsive layouts",
            "JavaScript basics",
            "Working with Git",
            "Building a portfolio site",
            "Interview preparation",
          ],
          careers: ["Junior web developer", "Front-end intern", "Website maintenance technician"],
          certification: "Certificate with a published portfolio project",
        },
        {
          title: "Mobile Repair Technician",
          level: "Beginner",
          description: "Diagnose and repair smartphones: screens, batteries, charging ports and software faults.",
          durationWeeks: 8,
          modules: [
            "Phone hardware basics",
            "Soldering and safety",
            "Screen and battery replacement",
            "Software flashing",
          ],
          careers: ["Mobile repair technician", "Service centre associate", "Own repair shop"],
          certification: "Certificate of completion with a starter tool kit",
        },
      ],
    },
    {
      id: "vocational",
      label: "Vocational",
      icon: "wrench",
      description: "Hands-on trades with steady local demand, in towns and villages alike.",
      courses: [
        {
          title: "Electrician & Solar Installation",
          level: "Intermediate",
          description: "House wiring, safety codes and rooftop solar installation, with practice on real panels.",
          durationWeeks: 10,
          modules: [
            "Electrical safety",
            "House wiring",
            "Meters and distribution boards",
            "Solar panel installation",
            "Inverter and battery care",
          ],
          careers: ["Electrician", "Solar technician", "Maintenance technician"],
          certification: "Certificate aligned with the Skill Council for Green Jobs",
        },
        {
          title: "Tailoring & Garment Making",
          level: "Beginner",
          description:
            "Measuring, cutting and stitching everyday garments, from blouses and kurtas to school uniforms.",
          durationWeeks: 8,
          modules: [
            "Machine handling",
            "Measurement and drafting",
            "Cutting and stitching",
            "Finishing and alterations",
            "Pricing your work",
          ],
          careers: ["Tailor", "Garment unit operator", "Home-based tailoring business"],
          certification: "Certificate of completion",
        },
        {
          title: "Healthcare Assistant",
          level: "Beginner",
          description:
            "Patient care, hygiene, first aid and basic clinical support for clinics, hospitals and home care.",
          durationWeeks: 12,
          modules: [
            "Patient care basics",
            "Infection control",
            "First aid and CPR",
            "Vital signs",
            "Hospital communication",
            "Internship at a clinic",
          ],
          careers: ["General duty assistant", "Home care aide", "Ward assistant"],
          certification: "Certificate with a two-week clinical internship",
        },
      ],
    },
    {
      id: "creative",
      label: "Creative",
      icon: "palette",
      description: "Design, media and craft skills for a growing creative economy.",
      courses: [
        {
          title: "Graphic Design",
          level: "Beginner",
          description:
            "Design posters, social media posts and logos using free tools, with a focus on local businesses.",
          durationWeeks: 8,
          modules: ["Design principles", "Colour and typography", "Free design tools", "Branding for small businesses"],
          careers: ["Junior graphic designer", "Social media designer", "Freelance designer"],
          certification: "Certificate with a design portfolio",
        },
        {
          title: "Photography & Video",
          level: "All levels",
          description:
            "Shoot and edit good photos and short videos on a smartphone for events, shops and social media.",
          durationWeeks: 6,
          modules: ["Smartphone camera skills", "Lighting and composition", "Video editing", "Storytelling"],
          careers: ["Event photographer", "Content creator", "Video editor"],
          certification: "Certificate of completion",
        },
        {
          title: "Handicraft Design & Marketing",
          level: "Intermediate",
          description: "Turn traditional crafts into products city buyers want, and sell them at fairs and online.",
          durationWeeks: 3,
          modules: ["Product design", "Photographing products", "Selling online"],
          careers: ["Artisan entrepreneur", "Craft cooperative member", "Online seller"],
          certification: "Certificate of participation",
        },
      ],
    },
    {
      id: "business",
      label: "Business",
      icon: "briefcase",
      description: "Skills to start a business, manage money and work in sales and customer service.",
      courses: [
        {
          title: "Start Your Own Business",
          level: "Beginner",
          description:
            "Test a business idea, write a simple plan, work out costs and prices, and find your first customers.",
          durationWeeks: 6,
          modules: [
            "Finding a business idea",
            "Costing and pricing",
            "Simple book-keeping",
            "Government schemes and loans",
            "Pitching your plan",
          ],
          careers: ["Micro-entrepreneur", "Shop owner", "Self-employed professional"],
          certification: "Certificate and a review of your business plan",
        },
        {
          title: "Digital Marketing",
          level: "Intermediate",
          description: "Reach customers through WhatsApp, social media and search, and measure what works.",
          durationWeeks: 8,
          modules: [
            "Marketing basics",
            "Social media marketing",
            "WhatsApp Business",
            "Search and maps listings",
            "Running small ad campaigns",
            "Reading the numbers",
          ],
          careers: ["Digital marketing assistant", "Social media executive", "Freelance marketer"],
          certification: "Certificate with a live campaign project",
        },
        {
          title: "Retail & Customer Service",
          level: "Beginner",
          description:
            "Communication, billing, stock handling and customer care for jobs in shops, malls and call centres.",
          durationWeeks: 4,
          modules: ["Spoken English for work", "Customer handling", "Billing and POS", "Stock and store operations"],
          careers: ["Retail sales associate", "Cashier", "Customer care executive"],
          certification: "Certificate aligned with the Retailers Association's Skill Council of India",
        },
      ],
    },
  ],
  whyHeading: "Why learn with us",
  whyIntro: "Our courses are built backwards from jobs: we ask employers what they need, then we teach it.",
  why: [
    {
      icon: "target",
      title: "Job-focused curriculum",
      text: "Designed with employers and updated every year so that what you learn is what gets you hired.",
    },
    {
      icon: "users",
      title: "Small batches",
      text: "No more than 25 learners per batch, with trainers who have worked in the trade.",
    },
    {
      icon: "award",
      title: "Recognised certificates",
      text: "Certificates aligned with national skill standards that employers trust.",
    },
    {
      icon: "briefcase",
      title: "Placement support",
      text: "Interview practice, employer visits and follow-up for six months after the course.",
    },
  ],
  storiesHeading: "Success stories",
  storiesIntro: "Illustrative names; real kinds of journeys from our training centres.",
  stories: [
    {
      name: "Imran Khan",
      place: "Age 22 · Aligarh, Uttar Pradesh",
      programme: "Electrician & Solar Installation",
      quote: "Every roof I put panels on is a family that pays less for light.",
      story:
        "Imran worked as a helper in a hardware shop. After the ten-week course he joined a solar company as a technician and now leads a team of three.",
      outcome: "Solar technician, earning ₹18,000 a month",
    },
    {
      name: "Deepa Kumari",
      place: "Age 19 · Gaya, Bihar",
      programme: "Computer Basics & Office Tools",
      quote: "I had never touched a computer. Now I work in a bank's office.",
      story:
        "Deepa finished Class 12 but could not afford college. The six-week course and interview practice helped her get a data entry job at a bank's back office.",
      outcome: "Studies for her BA through distance learning on weekends",
    },
    {
      name: "Manoj Sahu",
      place: "Age 25 · Raipur, Chhattisgarh",
      programme: "Start Your Own Business",
      quote: "The course taught me to count my real costs. I had been losing money without knowing.",
      story:
        "Manoj ran a tiny tea stall. After the course he priced his menu properly, took a small loan under a government scheme and opened a snack corner near the bus stand.",
      outcome: "Doubled his monthly income and hired a helper",
    },
  ],
  cta: {
    heading: "Ready to learn a skill that pays?",
    text: "Ask us about the next batch near you, eligibility and fees (most courses are free for young people from low-income families).",
    actions: [{ kind: "link", label: "Get Information", to: href("getInTouch") }],
  },
};

/** The page, top to bottom. */
export const skillDevelopmentBlocks = [
  {
    kind: "hero",
    page: "skillDevelopment",
    eyebrow: skillDevelopment.eyebrow,
    stats: { heading: skillDevelopment.statsHeading, stats: skillDevelopment.stats },
  },
  {
    kind: "tabbedCards",
    tone: "white",
    heading: skillDevelopment.coursesHeading,
    intro: skillDevelopment.coursesIntro,
    label: skillDevelopment.tabsLabel,
    defaultTabId: "technical",
    tabs: skillDevelopment.tabs.map((tab) => cardsTab(tab, { card: "course", items: tab.courses })),
  },
  {
    kind: "featureGrid",
    tone: "muted",
    heading: skillDevelopment.whyHeading,
    intro: skillDevelopment.whyIntro,
    features: skillDevelopment.why,
  },
  {
    kind: "stories",
    tone: "white",
    heading: skillDevelopment.storiesHeading,
    intro: skillDevelopment.storiesIntro,
    stories: skillDevelopment.stories,
    columns: 3,
  },
  { kind: "cta", ...skillDevelopment.cta },
] satisfies readonly Block[];
