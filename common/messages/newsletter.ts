/**
 * What the newsletter says to visitors, subscribers and the admin: the footer
 * box, the e-mail, the confirm and unsubscribe pages, the Subscribers view.
 * (A Hindi version comes later.)
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
  mail: {
    subject: (site: string) => `Please confirm your subscription to ${site}`,
    text: (site: string, confirmUrl: string, unsubscribeUrl: string, days: number) =>
      [
        "Hello,",
        "",
        `Someone, probably you, asked to receive the ${site} newsletter at this address.`,
        "To confirm, open this link:",
        confirmUrl,
        "",
        `The link works for ${days} days. If you did not ask for this, ignore this e-mail: you will not hear from us again.`,
        "",
        "-- ",
        `To stop receiving e-mails from ${site}: ${unsubscribeUrl}`,
        "",
      ].join("\n"),
  },
  confirm: {
    title: "Confirm your subscription",
    heading: "Confirm your subscription",
    text: "One click and you will receive stories from our classrooms and villages, about once a month.",
    button: "Yes, subscribe me",
    doneHeading: "You're subscribed",
    doneText: "Thank you! Your address is confirmed. Our next newsletter will reach you soon.",
    invalidHeading: "This link no longer works",
    invalidText:
      "It was used already or has expired. If you still want our newsletter, subscribe again with the box at the bottom of any page.",
  },
  unsubscribe: {
    title: "Unsubscribe",
    heading: "Unsubscribe from the newsletter",
    text: "Click the button and we will stop sending you e-mails and delete your address.",
    button: "Unsubscribe",
    doneHeading: "You're unsubscribed",
    doneText: "Your address has been removed. You will not receive our newsletter any more.",
    invalidHeading: "This link no longer works",
    invalidText: "It was used already or has expired, so this address is probably unsubscribed already.",
  },
  home: "Back to the home page",
  admin: {
    tab: "Subscribers",
    heading: "Newsletter subscribers",
    confirmed: "Confirmed",
    unconfirmed: "Unconfirmed",
    total: "Subscribers",
    noMailHint:
      "No mail server is set up (SMTP_URL), so new addresses cannot be confirmed by e-mail and stay unconfirmed.",
    searchLabel: "Search by e-mail address",
    searchPlaceholder: "Search e-mail…",
    export: "Export CSV",
    empty: "No subscribers yet.",
    noMatch: "No subscriber matches this search.",
    email: "E-mail",
    subscribedAt: "Subscribed",
    status: "Status",
    confirmedAt: "Confirmed on",
    remove: "Delete",
    removeConfirm: (email: string) => `Delete ${email} from the subscribers? This cannot be undone.`,
    removed: "Subscriber deleted",
    loadFailed: "Could not load the subscribers.",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    overview: "Newsletter subscribers",
  },
} as const;
