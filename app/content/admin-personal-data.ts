/**
 * Words of "Delete one person's data" (Inbox and form responses): finding
 * everything one person sent by e-mail or phone, and deleting it when they ask
 * (the privacy notice promises it). The API's own messages (validation, the
 * deletion's summary) are in common/messages/personal-data.ts.
 */
export const personalDataText = {
  open: "Delete one person's data",
  openFor: (name: string) => `Find all data from ${name}`,
  title: "Delete one person's data",
  description:
    "When someone asks us to delete their details, find everything they sent through the website by their e-mail address or phone number, and delete all of it at once.",
  email: "E-mail address",
  phone: "Phone number",
  whoHint: "Fill in one or both. A phone number is matched on its last ten digits, however it was written.",
  find: "Find their data",
  finding: "Looking…",
  findFailed: (message: string) => `Could not look: ${message}`,
  nothingFound:
    "Nothing from this person is stored: no messages, applications, newsletter subscription or form responses.",
  foundHeading: "Found",
  kinds: {
    messages: "Messages",
    applications: "Applications",
    subscriptions: "Newsletter subscription",
    responses: "Form responses",
    files: "Uploaded files (resumes, files sent with forms)",
  },
  source: { "get-in-touch": "Get In Touch", "contact-us": "Contact Us" },
  type: { volunteer: "Volunteer", internship: "Internship", job: "Job" },
  withResume: "with resume",
  confirmed: "confirmed",
  unconfirmed: "not confirmed",
  fileCount: (n: number) => (n === 1 ? "1 file" : `${n} files`),
  notice:
    "Copies of messages already e-mailed to the notification address are not touched: delete those in that mailbox.",
  eraseAll: "Delete all of it",
  erasing: "Deleting…",
  close: "Close",
  confirmTitle: "Delete this person's data?",
  confirmMessage: (summary: string) => `This deletes ${summary}, for good. It cannot be undone.`,
  confirmButton: "Delete all of it",
  failed: (message: string) => `Could not delete: ${message}`,
} as const;
