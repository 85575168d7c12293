import type { FormCategory } from "#common/schemas/forms";
import { href } from "./paths";
/**
 * Text of the list of forms at /forms (spec 2.22); a custom form's page has its own
 * (./custom-form.ts). Messages shared with the server live in common/messages/forms.ts.
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
