/**
 * Volunteer / Internship (/VolunteerInternship, spec 2.18): the toggle, 4
 * volunteer roles with time and location, 3 internships with duration and
 * stipend (figures of spec 9), and the application form's words.
 */
import type { Block } from "~/blocks/block";

export interface VolunteerRole {
  id: string;
  title: string;
  description: string;
  /** Time commitment per week. */
  time: string;
  location: string;
  skills: string[];
}

export interface Internship {
  id: string;
  title: string;
  description: string;
  duration: string;
  stipend: string;
  skills: string[];
}

export const volunteerInternship = {
  hero: {
    eyebrow: "Join us",
    intro:
      "Give a few hours a week as a volunteer, or learn on the job as an intern. Choose what suits you, read the openings, and apply below.",
  },
  toggle: {
    label: "I want to apply as",
    volunteer: "Volunteer",
    internship: "Internship",
  },
  listHeading: { volunteer: "Volunteer opportunities", internship: "Internship opportunities", job: "Apply for a job" },
  listIntro: {
    volunteer: "Flexible roles for students, professionals and retirees, in person or from home.",
    internship: "Structured internships with a mentor, real responsibility and a monthly stipend.",
    job: "Paid positions in our teams. Choose the opening in the form below; every opening's details are on Work With Us.",
  },
  jobsLink: "See every opening on Work With Us",
  labels: { time: "Time", location: "Location", duration: "Duration", stipend: "Stipend", skills: "Good to have" },
  volunteerRoles: [
    {
      id: "teaching-assistant",
      title: "Teaching Assistant",
      description: "Help children with reading, mathematics and English in our community learning centres.",
      time: "4-6 hours/week",
      location: "Jaipur, Rajasthan",
      skills: ["Patience with children", "Hindi or English", "Basic maths"],
    },
    {
      id: "women-empowerment-facilitator",
      title: "Women Empowerment Facilitator",
      description: "Run sessions on financial literacy, health and rights with self-help groups in villages.",
      time: "6-8 hours/week",
      location: "Rural Rajasthan",
      skills: ["Group facilitation", "Local language", "Empathy"],
    },
    {
      id: "digital-volunteer",
      title: "Digital & Social Media Volunteer",
      description: "Write posts, design simple graphics and share stories from our programmes online.",
      time: "Flexible",
      location: "Remote",
      skills: ["Writing", "Canva or similar", "Social media"],
    },
    {
      id: "environment-drive-coordinator",
      title: "Environment Drive Coordinator",
      description: "Organise tree plantation and clean-up drives with schools and local volunteers.",
      time: "10-15 hours/week",
      location: "Jaipur and nearby districts",
      skills: ["Organising events", "Working with schools", "Weekend availability"],
    },
  ] satisfies VolunteerRole[],
  internships: [
    {
      id: "programme-management",
      title: "Programme Management Intern",
      description: "Plan and track field activities with our programme team, and report on their progress.",
      duration: "3-6 months",
      stipend: "₹5,000-8,000/month",
      skills: ["Excel or Google Sheets", "Planning", "Field visits"],
    },
    {
      id: "content-communications",
      title: "Content & Communications Intern",
      description: "Write stories, newsletters and reports that show donors and partners the change they make.",
      duration: "2-4 months",
      stipend: "₹4,000-6,000/month",
      skills: ["Writing in English and Hindi", "Interviewing", "Photography"],
    },
    {
      id: "research-impact",
      title: "Research & Impact Assessment Intern",
      description: "Design surveys, collect data in the field and analyse the results of our programmes.",
      duration: "4-6 months",
      stipend: "₹6,000-9,000/month",
      skills: ["Survey design", "Data analysis", "Report writing"],
    },
  ] satisfies Internship[],
  form: {
    heading: { volunteer: "Volunteer application", internship: "Internship application", job: "Job application" },
    position: "Position",
    positionPlaceholder: {
      volunteer: "Any role, or not sure yet",
      internship: "Any internship, or not sure yet",
      job: "Choose the opening",
    },
    /** Before `sentNext` in the confirmation, when an opening was chosen. */
    sentFor: "Your application for {position} has reached our team.",
    intro: "Tell us about yourself. We read every application and reply within 24 hours on business days.",
    age: "Age",
    address: "Address",
    education: "Education",
    educationPlaceholder: "Select your education",
    experience: "Relevant experience",
    experiencePlaceholder: "Teaching, community work, projects, jobs…",
    availability: "Availability",
    availabilityPlaceholder: "Select your availability",
    interests: "Areas of interest",
    interestsHint: "Tick at least one.",
    motivation: "Why do you want to join us?",
    motivationPlaceholder: "What draws you to our work, and what would you like to do?",
    resume: "Resume",
    resumeHint: "PDF, DOC or DOCX, up to 5 MB.",
    submit: "Submit Application",
    sentNext:
      "We read every application. Someone from our team will call or e-mail you within 24 hours (Monday to Saturday) to talk about the next steps.",
    sendAnother: "Send another application",
  },
} as const;

/** /VolunteerInternship, top to bottom. */
export const volunteerInternshipBlocks = [
  { kind: "hero", page: "volunteerInternship", ...volunteerInternship.hero },
  {
    kind: "application",
    listHeading: volunteerInternship.listHeading,
    listIntro: volunteerInternship.listIntro,
    jobsLink: volunteerInternship.jobsLink,
    form: volunteerInternship.form,
  },
] satisfies readonly Block[];
