/** Mentors (/Mentors, spec 2.4): six mentors, four mentorship programmes (6, 12, 3 and 9 months), impact and the four-step path. */
import type { Block } from "~/blocks/block";
import type { MentorshipProgramme } from "./card-types";
import { href } from "./paths";

export interface Mentor {
  name: string;
  expertise: string;
  location: string;
  experience: string;
  bio: string;
  specialties: string[];
}

export const mentors = {
  hero: {
    eyebrow: "Our Team",
    intro:
      "Doctors, engineers, teachers, entrepreneurs and civil servants who give a few hours every month to help a young person take the next step.",
  },
  impact: [
    { value: "1,000+", label: "Mentees" },
    { value: "95%", label: "Success rate" },
    { value: "15+", label: "Programme areas" },
    { value: "25+", label: "Countries" },
  ],
  mentorsEyebrow: "Meet the mentors",
  mentorsHeading: "People who have walked the road",
  mentorsIntro:
    "Our mentors volunteer from across India and the Indian diaspora, meeting mentees online and in person.",
  labels: { experience: "Experience", expertise: "Expertise", specialties: "Specialties" },
  list: [
    {
      name: "Dr. Priya Nair",
      expertise: "Medicine & Public Health",
      location: "Kochi, Kerala",
      experience: "18 years",
      bio: "A community physician who guides girls from rural schools preparing for careers in nursing and medicine.",
      specialties: ["NEET preparation", "Public health", "Women in science"],
    },
    {
      name: "Vikram Singh Rathore",
      expertise: "Engineering & Technology",
      location: "Bengaluru, Karnataka",
      experience: "15 years",
      bio: "A software architect from a small town in Rajasthan who helps first-generation learners break into tech.",
      specialties: ["Coding", "Interview preparation", "Career planning"],
    },
    {
      name: "Fatima Sheikh",
      expertise: "Entrepreneurship",
      location: "Pune, Maharashtra",
      experience: "12 years",
      bio: "Founder of a food-processing company that employs 200 women; she mentors our self-help group enterprises.",
      specialties: ["Business planning", "Marketing", "Access to credit"],
    },
    {
      name: "Ramesh Chandra Gupta",
      expertise: "Civil Services",
      location: "Lucknow, Uttar Pradesh",
      experience: "30 years",
      bio: "A retired IAS officer who mentors young people preparing for government service and public life.",
      specialties: ["UPSC preparation", "Public administration", "Ethics"],
    },
    {
      name: "Ananya Bose",
      expertise: "Arts & Design",
      location: "Kolkata, West Bengal",
      experience: "10 years",
      bio: "A designer and illustrator who helps young artisans turn traditional crafts into modern products.",
      specialties: ["Design", "Crafts", "Portfolio building"],
    },
    {
      name: "Dr. Samuel D'Souza",
      expertise: "Education & Research",
      location: "Toronto, Canada",
      experience: "20 years",
      bio: "A university professor who mentors students applying for scholarships and higher studies abroad.",
      specialties: ["Higher education", "Scholarships", "Research skills"],
    },
  ] satisfies Mentor[],
  programmesEyebrow: "Mentorship programmes",
  programmesHeading: "Four ways to be mentored",
  programmeLabels: { duration: "Duration", participants: "Participants", outcomes: "Outcomes" },
  programmes: [
    {
      title: "Career Guidance",
      description: "One-to-one sessions for students in classes 10 to 12 choosing a stream, a course and a career.",
      duration: "6 months",
      participants: "400+ students",
      outcomes: ["A written career plan", "Entrance exam guidance", "Visits to colleges and workplaces"],
    },
    {
      title: "Young Leaders",
      description: "A year-long programme for college students who want to lead change in their own communities.",
      duration: "12 months",
      participants: "150+ young leaders",
      outcomes: ["A community project of their own", "Public speaking and leadership skills", "A network of peers"],
    },
    {
      title: "Women Entrepreneurs",
      description: "Short, intensive mentoring for women starting or growing a small business.",
      duration: "3 months",
      participants: "300+ women",
      outcomes: ["A tested business plan", "Links to credit and markets", "Book-keeping confidence"],
    },
    {
      title: "Skills to Jobs",
      description: "Mentors from industry help our skill-course graduates find and keep their first job.",
      duration: "9 months",
      participants: "200+ graduates",
      outcomes: ["Interview practice", "Workplace readiness", "Support through the first months at work"],
    },
  ] satisfies MentorshipProgramme[],
  pathEyebrow: "How it works",
  pathHeading: "Your path to a mentor",
  path: [
    { step: 1, title: "Apply", description: "Tell us about yourself, your goals and the help you are looking for." },
    {
      step: 2,
      title: "Match",
      description: "We match you with a mentor by field, language and location within two weeks.",
    },
    {
      step: 3,
      title: "Connect",
      description: "Meet your mentor every two weeks, online or in person, with a simple plan.",
    },
    { step: 4, title: "Grow", description: "Reach your goals, celebrate them, and one day mentor someone yourself." },
  ],
  cta: {
    heading: "Become a mentor or find one",
    text: "A few hours a month can change the course of a young life. Write to us and we will get you started.",
    actions: [
      { kind: "link", label: "Get In Touch", to: href("getInTouch") },
      { kind: "link", label: "Meet Our Leadership", to: href("leadership") },
    ],
  },
} as const;

/** /Mentors, top to bottom. */
export const mentorsBlocks = [
  { kind: "hero", page: "mentors", ...mentors.hero, stats: { stats: mentors.impact } },
  {
    kind: "cardGrid",
    tone: "white",
    eyebrow: mentors.mentorsEyebrow,
    heading: mentors.mentorsHeading,
    intro: mentors.mentorsIntro,
    groups: [
      {
        columns: 3,
        cards: {
          card: "profile",
          items: mentors.list.map((mentor) => ({
            name: mentor.name,
            role: mentor.expertise,
            location: mentor.location,
            bio: mentor.bio,
            details: [{ label: mentors.labels.experience, value: mentor.experience }],
            tags: mentor.specialties,
          })),
        },
      },
    ],
  },
  {
    kind: "cardGrid",
    tone: "muted",
    eyebrow: mentors.programmesEyebrow,
    heading: mentors.programmesHeading,
    groups: [{ columns: 2, cards: { card: "mentorship", items: mentors.programmes } }],
  },
  { kind: "steps", tone: "white", eyebrow: mentors.pathEyebrow, heading: mentors.pathHeading, steps: mentors.path },
  { kind: "cta", flushTop: true, ...mentors.cta },
] satisfies readonly Block[];
