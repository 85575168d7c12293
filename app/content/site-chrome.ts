/** Text of the header, footer and other parts shown on every page. */
import { rootWords } from "./root-words";
export const chrome = {
  skipToContent: "Skip to main content",
  mainNavigation: "Main navigation",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  searchLabel: "Search the site",
  searchPlaceholder: "Search…",
  donate: "Donate",
  /**
   * Offered on English pages to a browser whose first language is Hindi
   * (layout/hindi-suggestion.tsx). In Hindi here too: it speaks to that reader.
   */
  hindiSuggestion: {
    label: "भाषा का सुझाव",
    read: "यह पृष्ठ हिन्दी में पढ़ें",
    dismiss: "यह सुझाव बंद करें",
  },
  footer: {
    impactHeading: "Our impact",
    programmesHeading: "Programmes",
    linksHeading: "Organisation",
    newsletterHeading: "Stay in touch",
    newsletterText: "Stories from our classrooms and villages, once a month.",
    newsletterLabel: "Your e-mail address",
    newsletterPlaceholder: "you@example.com",
    newsletterButton: "Subscribe",
    newsletterArchive: "Read past newsletters",
    contactHeading: "Contact",
    whatsapp: "WhatsApp",
    hoursWeekdays: "Monday-Friday",
    hoursSaturday: "Saturday",
    rights: "All rights reserved.",
    founded: "Founded",
    registered: "Registered non-profit organisation, India",
    /** Labels of the registration numbers set in Site details (shown only when set). */
    registrations: {
      pan: "PAN",
      twelveA: "12A registration",
      eightyG: "80G registration",
      csr1: "CSR-1 registration",
      ngoDarpan: "NGO Darpan ID",
      fcra: "FCRA registration",
    },
    /** The link to /transparency beside them (issue 47). */
    transparency: "Registrations, annual reports and accounts",
  },
  toast: rootWords.toast,
  notFound: rootWords.notFound,
  error: rootWords.error,
} as const;
