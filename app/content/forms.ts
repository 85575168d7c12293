import type { FormCategory } from "#common/schemas/forms";
import { href } from "./paths";
/**
 * Text of the public forms pages: the list at /forms (spec 2.22) and a custom form
 * at /forms/{id} (spec 2.23). Messages shared with the server live in
 * common/messages/forms.ts.
 */
export const formsPage = {
  eyebrow: "Get involved",
  filterLabel: "Filter forms by category",
  all: "All",
  /** `all` when every form shows (plural words, `fillPlural` with n = total), else `some`. */
  countLine: {
    all: { one: "{n} form", other: "{n} forms" },
    some: "Showing {shown} of {total} forms",
  },
  openForm: "Open Form",
  goToPage: "Go to Page",
  empty: {
    heading: "No forms available",
    text: "New application forms will appear here. Meanwhile, write to us and we will help you directly.",
    contact: "Contact Us",
  },
  noneInCategory: "No forms in this category yet.",
  /** How chips and cards name each category (the stored value stays English). */
  categories: {
    Volunteer: "Volunteer",
    Career: "Career",
    Program: "Program",
    Partnership: "Partnership",
    Contact: "Contact",
    Feedback: "Feedback",
    Event: "Event",
  } satisfies Record<FormCategory, string>,
  help: {
    heading: "Need help with a form?",
    intro: "If a form does not open or you are not sure which one to fill in, we are happy to help.",
    links: [
      { to: href("contactUs"), label: "Contact Us", text: "Ask a question about any form or application." },
      { to: href("workWithUs"), label: "Work With Us", text: "See current openings and how to apply." },
      {
        to: href("corporatePartnerships"),
        label: "Corporate Partnerships",
        text: "Partner with us through CSR and employee engagement.",
      },
    ],
  },
} as const;

export const customFormPage = {
  requiredNote: "Fields marked * are required.",
  requiredMark: "required",
  submit: "Submit",
  submitting: "Submitting...",
  chooseOption: "Choose an option",
  fileHint: "One file: PDF, Word or a photo (JPEG, PNG, WebP, GIF), up to {maxMb} MB.",
  chosenFile: "{name} ({kb} KB)",
  /** Plural words, filled with `fillPlural`. */
  errorSummary: { one: "Please correct {n} answer below.", other: "Please correct {n} answers below." },
  offlineNotSaved:
    "You are offline and this form has not been opened on this device before. Please try again when you are connected.",
  sentAt: "Sent",
  savedHeading: "Saved on this device",
  sendNow: "Send now",
  sentNext:
    "Thank you. The foundation's team reads every response; if you left a phone number or an email address, they may contact you about it.",
  sendAnother: "Fill in the form again",
} as const;
