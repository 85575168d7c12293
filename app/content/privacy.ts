/**
 * /privacy (issue 23): what each form collects, why, how long it is kept, who sees
 * it, and how to ask for a copy, a correction or deletion, written in the spirit of
 * India's Digital Personal Data Protection Act, 2023. Linked from every consent line
 * and the footer. Plain words, no legal boilerplate: a visitor on a phone reads it.
 * The organisation, its legal form and its grievance officer come from Site details
 * (`{organisation}`, `{grievanceOfficer}`…, filled in by the article block).
 */
import type { Block } from "~/blocks/block";
import { href } from "./paths";

export const privacyNotice = {
  intro:
    "We ask for as little as we need, use it only for the reason you gave it to us, and delete it when you ask. This page says exactly what that means.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "This website belongs to {organisation}. For the Digital Personal Data Protection Act, 2023, {name} decides why and how your details are used, and answers for them.",
        "Questions, requests and complaints about your details go to our grievance officer, {grievanceOfficer}: write to {grievanceEmail}, or call {phone}.",
      ],
    },
    {
      heading: "What each form collects, and why",
      paragraphs: ["We collect only what you type into a form, for the reason the form is for:"],
      list: [
        "Contact Us and Get In Touch: your name, e-mail address, phone number (if you give it), the subject or interest you choose and your message, so that we can answer you.",
        "Volunteer / Internship application: your name, e-mail, phone, age, address, education, experience, availability, areas of interest, why you want to join and, for an internship, your resume, so that we can consider your application and contact you about it.",
        "Our other forms (for example a workshop sign-up): the answers that form asks for, for the purpose written at the top of that form.",
        "Newsletter: your e-mail address, used only to send the newsletter after you confirm it from the e-mail we send. Every newsletter has a link to unsubscribe.",
        "Donations by UPI: your payment is made in your own UPI app and bank; this website never sees or stores your bank or UPI details.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Messages and applications are kept while we are answering or considering them, and for up to two years after, so that we can see what we agreed with you; then they are deleted. Form answers are kept until the activity the form was for is over, and deleted within a year after it. Newsletter addresses are kept until you unsubscribe; an address whose subscription is never confirmed is deleted after a week. You can ask us to delete your details sooner at any time.",
        "When we delete your details, they are removed from the website at once, with any file you sent, and leave no copy in its database. Backup copies of the website made before then still hold them until those copies are deleted; we keep backups for no more than 30 days.",
      ],
    },
    {
      heading: "Who sees it",
      paragraphs: [
        "Only the foundation's administrator, signed in with a password, reads what you send. We do not sell, rent or share your details with anyone for their own use. The companies that host this website and deliver our e-mails store them for us and may not use them for anything else. We share details with the authorities only when the law requires it.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You may ask us for a summary of the details we hold about you and how we used them, to correct or complete them, or to delete them. You may withdraw your consent at any time, as easily as you gave it; what we did before stays lawful. You may also name someone to use these rights for you if you cannot.",
        "Write to the e-mail address on our Contact Us page, or send a message through the form there, saying what you would like us to do. We reply within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Our forms are for people aged 16 and over. If you are younger, please ask a parent or guardian to write to us for you.",
      ],
    },
    {
      heading: "Cookies and your browser",
      paragraphs: [
        "This website sets no advertising or tracking cookies and uses no analytics service. If a form cannot be sent because your connection drops, your answers are kept in your own browser until they can be sent, and you can discard them there.",
      ],
    },
  ],
  links: { contact: "Contact Us", faqs: "Frequently Asked Questions" },
} as const;

/** /privacy, top to bottom. */
export const privacyBlocks = [
  { kind: "hero", page: "privacy", intro: privacyNotice.intro },
  {
    kind: "article",
    sections: privacyNotice.sections,
    links: [
      { label: privacyNotice.links.contact, to: href("contactUs") },
      { label: privacyNotice.links.faqs, to: href("faqs") },
    ],
  },
] satisfies readonly Block[];
