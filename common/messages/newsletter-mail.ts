/** The confirmation e-mail a new subscriber receives (server/services/newsletter-service.ts). */
export const newsletterMail = {
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
} as const;

/** The lines around every newsletter issue (server/services/newsletter-issue-mail.ts); Hindi in hi/newsletter-mail.ts. */
export const newsletterIssueMail = {
  readOnline: "Read it on the website:",
  readOnlineLink: "Read it on the website",
  /** `fill(why, { site })`. */
  why: "You receive this because you subscribed to the {site} newsletter.",
  unsubscribe: "Unsubscribe:",
  unsubscribeLink: "Unsubscribe",
  test: "[Test]",
};
