/** The admin's Subscribers view, its overview count and its CSV. */
export const newsletterAdminMessages = {
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
  /** The link to the issues written and sent (issue 42). */
  newsletters: "Newsletters",
  hindi: "Hindi",
  english: "English",
  /** The CSV's column: the language the newsletter is sent to the address in. */
  language: "Language",
} as const;
