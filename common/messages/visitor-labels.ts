/**
 * Words for what visitors send: the option labels of the contact and application
 * forms (spec 3), and the field names the admin reads in the Inbox, the e-mailed
 * copies and the CSV exports. One list, so a form and its copy say the same thing.
 * A form sends the value (the key, or for the areas of interest the English
 * words themselves); the label is what a visitor reads, in the page's language
 * (hi/visitor-labels.ts), while the admin's copies stay in English.
 */
import type { ConsentRecord } from "../consent-record.ts";

export const optionLabels = {
  interest: {
    volunteer: "Volunteering",
    partnership: "Partnership",
    donation: "Donation",
    programs: "Our Programmes",
    career: "Career Opportunities",
    general: "General Inquiry",
  },
  subject: {
    general: "General Inquiry",
    volunteer: "Volunteer Opportunities",
    partnership: "Partnership",
    support: "Support",
    feedback: "Feedback",
    other: "Other",
  },
  type: { volunteer: "Volunteer", internship: "Internship", job: "Job" },
  education: {
    "high-school": "High School",
    undergraduate: "Undergraduate",
    graduate: "Graduate",
    postgraduate: "Postgraduate",
    phd: "PhD",
  },
  availability: {
    weekends: "Weekends Only",
    weekdays: "Weekday Evenings",
    flexible: "Flexible Schedule",
    fulltime: "Full-time",
  },
  source: { "get-in-touch": "Get In Touch", "contact-us": "Contact Us" },
  /** The application's areas of interest: stored as the English words (INTEREST_AREAS), shown as these. */
  interestArea: {
    "Education & Teaching": "Education & Teaching",
    "Women Empowerment": "Women Empowerment",
    "Skill Development": "Skill Development",
    "Environmental Conservation": "Environmental Conservation",
    "Community Outreach": "Community Outreach",
    "Administrative Support": "Administrative Support",
    "Event Management": "Event Management",
    "Social Media & Marketing": "Social Media & Marketing",
    "Content Writing": "Content Writing",
    "Photography & Videography": "Photography & Videography",
  },
} as const;

/** The label of a stored option value; the value itself when it is not (or no longer) in the list. */
export function labelOf(list: keyof typeof optionLabels, value: string | null | undefined): string {
  if (!value) return "";
  return (optionLabels[list] as Record<string, string>)[value] ?? value;
}

export const fieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  name: "Name",
  email: "Email",
  phone: "Phone",
  interest: "Interest",
  subject: "Subject",
  message: "Message",
  updates: "Wants updates",
  consent: "Accepted privacy policy",
  source: "Form",
  received: "Received",
  read: "Read",
  type: "Application type",
  position: "Position applied for",
  age: "Age",
  address: "Address",
  education: "Education",
  experience: "Experience",
  availability: "Availability",
  interests: "Areas of interest",
  motivation: "Why they want to join",
  resume: "Resume",
  guardian: "Parent or guardian",
  privacyNotice: "Privacy notice",
} as const;

export const yesNo = (value: boolean) => (value ? "Yes" : "No");

const languageNames = { en: "English", hi: "Hindi" } as const;

/**
 * A submission's consent record as the staff read it (the Inbox, a person's copy):
 * "version 4, in Hindi; ticked: Accepted privacy policy".
 */
export function consentRecordText(record: ConsentRecord | null): string {
  if (!record) return "not recorded (sent before the site kept it)";
  const ticked = record.ticked.map((box) => fieldLabels[box]).join(", ");
  return `version ${record.notice}, in ${languageNames[record.language]}; ${ticked ? `ticked: ${ticked}` : "nothing to tick"}`;
}
