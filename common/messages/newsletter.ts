/**
 * What the newsletter's footer box and its API say to a visitor who subscribes.
 * The e-mail, the confirm and unsubscribe pages and the admin's Subscribers view
 * have modules of their own beside this one: this one is on every page.
 */
export const newsletterMessages = {
  /** One answer whether the address is new, waiting or confirmed: nobody learns who subscribed. */
  subscribed: {
    confirmByMail: "Thank you! Please check your inbox and confirm your subscription with the link we sent.",
    noMail: "Thank you for subscribing! We'll keep you posted.",
  },
  failure: "We could not subscribe you just now. Please try again.",
  offline: "You seem to be offline. Please connect to the internet and try again.",
  sending: "Subscribing…",
  tooMany: (minutes: number) =>
    `Too many subscriptions from here in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
} as const;
