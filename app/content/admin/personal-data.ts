/**
 * Words of "One person's data" (Inbox and form responses): finding everything one
 * person sent by e-mail or phone, a copy of it to send them, and deleting it when
 * they ask (the privacy notice promises both). The API's own messages (validation, the
 * deletion's summary) are in common/messages/personal-data.ts.
 */
export const personalDataText = {
  open: "One person's data: copy or delete",
  openFor: (name: string) => `Find all data from ${name}`,
  title: "One person's data: copy or delete",
  description:
    "When someone asks what we hold about them, or asks us to delete it, find everything they sent through the website by their e-mail address or phone number and tick what is theirs. Then download a copy to send them, or delete it at once.",
  email: "E-mail address",
  phone: "Phone number",
  whoHint:
    "Fill in one or both. A phone number is found however it was written: 98290 12345, 098290-12345 and +91 98290 12345 are one number. A number from another country starts with + and its country code.",
  find: "Find their data",
  finding: "Looking…",
  findFailed: (message: string) => `Could not look: ${message}`,
  nothingFound:
    "Nothing from this person is stored: no messages, applications, newsletter subscription, form responses or donations.",
  foundHeading: "Found",
  tickHint:
    "Tick what is theirs: the copy holds, and Delete removes, the ticked items. Families often share one phone: an item found by the phone number alone is not ticked when it carries another name, or when no e-mail address was given. Check its name before ticking it.",
  matchedBy: {
    email: "found by e-mail",
    phone: "found by phone only",
    both: "found by e-mail and phone",
  },
  noName: "no name given",
  kinds: {
    messages: "Messages",
    applications: "Applications",
    subscriptions: "Newsletter subscription",
    responses: "Form responses",
    receiptRequests: "80G receipt requests",
    donations: "Donations receipted (tax law keeps the receipt: only the e-mail address is removed)",
    files: "Uploaded files (resumes, files sent with forms)",
  },
  source: { "get-in-touch": "Get In Touch", "contact-us": "Contact Us" },
  type: { volunteer: "Volunteer", internship: "Internship", job: "Job" },
  withResume: "with resume",
  confirmed: "confirmed",
  unconfirmed: "not confirmed",
  fileCount: (n: number) => (n === 1 ? "1 file" : `${n} files`),
  pledgeState: { waiting: "waiting for the gift", received: "gift received", withdrawn: "withdrawn" },
  keptUntil: (day: string) => `receipt kept until ${day}`,
  notice:
    "Copies of messages already e-mailed to the notification address are not touched: delete those in that mailbox.",
  eraseTicked: (n: number) => (n === 1 ? "Delete the ticked item" : `Delete the ${n} ticked items`),
  nothingTicked: "Nothing is ticked: tick the items to copy or delete.",
  copyTicked: (n: number) =>
    n === 1 ? "Download a copy of the ticked item" : `Download a copy of the ${n} ticked items`,
  copying: "Making the copy…",
  copyHint:
    "The copy is one ZIP file: a page that opens in any browser or phone, with every detail of the ticked items, and the files they sent. Attach it to your reply to the person (it is not kept on the site).",
  copyFailed: (message: string) => `Could not make the copy: ${message}`,
  erasing: "Deleting…",
  close: "Close",
  confirmTitle: "Delete this person's data?",
  confirmMessage: (summary: string) => `This deletes ${summary}, for good. It cannot be undone.`,
  confirmButton: "Delete them",
  failed: (message: string) => `Could not delete: ${message}`,
} as const;
