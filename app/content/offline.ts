/** The page the service worker shows when a visitor is offline and the page asked for was never opened. */
export const offlineText = {
  eyebrow: "No connection",
  intro: "This page has not been saved on your phone yet. It will open as soon as you are back online.",
  availableHeading: "Pages you can open now",
  availableEmpty: "Pages you visit are saved on this device, so you can read them later without a connection.",
  retry: "Try the home page",
} as const;
