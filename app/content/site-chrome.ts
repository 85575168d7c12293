/** Text of the header, footer and other parts shown on every page. */
import { firstYear } from "./first-year";
export const chrome = {
  skipToContent: "Skip to main content",
  mainNavigation: "Main navigation",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  searchLabel: "Search the site",
  searchPlaceholder: "Search…",
  donate: "Donate",
  footer: {
    about:
      "A federation of educational institutions working for education, livelihood, women empowerment, skill development, environment, community development and health across India.",
    impactHeading: "Our impact",
    impact: firstYear.stats,
    programmesHeading: "Programmes",
    linksHeading: "Organisation",
    newsletterHeading: "Stay in touch",
    newsletterText: "Stories from our classrooms and villages, once a month.",
    newsletterLabel: "Your e-mail address",
    newsletterPlaceholder: "you@example.com",
    newsletterButton: "Subscribe",
    contactHeading: "Contact",
    whatsapp: "WhatsApp",
    hoursWeekdays: "Monday-Friday",
    hoursSaturday: "Saturday",
    rights: "All rights reserved.",
    founded: "Founded",
    registered: "Registered non-profit organisation, India",
  },
  toast: {
    close: "Dismiss notification",
    region: "Notifications",
  },
  notFound: {
    code: "404",
    text: "We couldn't find that page. It may have moved, or the link may be mistyped.",
    home: "Go to the home page",
    contact: "Contact us",
  },
  error: {
    heading: "Something went wrong",
    text: "Sorry, this page could not be shown. Please try again in a moment.",
    retry: "Reload the page",
    home: "Go to the home page",
  },
} as const;
