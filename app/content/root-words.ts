/**
 * The words the root draws itself (part of site-chrome.ts): the notifications'
 * labels and the 404 and error pages. Outside the site layout, which carries the
 * site's words, they are shown in English from here: in the admin area, and on the
 * root's last-resort error page. So the root imports this small module alone.
 */
export const rootWords = {
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
