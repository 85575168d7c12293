/**
 * What the newsletter's footer box and its API say to a visitor who subscribes.
 * The e-mail, the confirm and unsubscribe pages and the admin's Subscribers view
 * have modules of their own beside this one: this one is on every page. Its
 * Hindi translation is hi/newsletter.ts.
 */
export const newsletterMessages = {
  /** The address's checks: the contact forms' words (contact.ts), in the box's own catalogue. */
  validation: {
    emailRequired: "Email is required",
    emailInvalid: "Invalid email address",
    /** `{max}` with Indian grouping. */
    tooLong: "Please keep this under {max} characters",
  },
  /** One answer whether the address is new, waiting or confirmed: nobody learns who subscribed. */
  subscribed: {
    confirmByMail: "Thank you! Please check your inbox and confirm your subscription with the link we sent.",
    noMail: "Thank you for subscribing! We'll keep you posted.",
  },
  failure: "We could not subscribe you just now. Please try again.",
  offline: "You seem to be offline. Please connect to the internet and try again.",
  sending: "Subscribing…",
  /** `fillPlural(tooMany, minutes, locale)`. */
  tooMany: {
    one: "Too many subscriptions from here in a short time. Please wait {n} minute and try again.",
    other: "Too many subscriptions from here in a short time. Please wait {n} minutes and try again.",
  },
} as const;
