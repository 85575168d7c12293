/**
 * Deleting one person's data (the privacy notice's promise, issue 23): what the
 * admin's search is told when it cannot look, and how a deletion is summed up.
 * Used by the API and the admin screens alike.
 */
import { contactMessages } from "./contact.ts";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

export interface ErasedCounts {
  messages: number;
  applications: number;
  subscriptions: number;
  responses: number;
  receiptRequests: number;
  /** Gifts whose e-mail address was removed (their receipts are kept, as tax law requires). */
  donations: number;
  files: number;
}

export const personalDataMessages = {
  validation: {
    whoRequired: "Enter the person's e-mail address or phone number",
    emailInvalid: "Invalid email address",
    /** The visitor forms' words: the lookup takes the numbers they take (common/phone.ts). */
    phoneInvalid: contactMessages.validation.phoneInvalid,
    tooLong: (max: number) => `Please keep this under ${max} characters`,
  },
  /** "2 messages, 1 application, 1 form response and 1 file": the kinds with something in them. */
  summary(counts: ErasedCounts): string {
    const parts = [
      counts.messages ? plural(counts.messages, "message", "messages") : "",
      counts.applications ? plural(counts.applications, "application", "applications") : "",
      counts.subscriptions ? plural(counts.subscriptions, "newsletter subscription", "newsletter subscriptions") : "",
      counts.responses ? plural(counts.responses, "form response", "form responses") : "",
      counts.receiptRequests ? plural(counts.receiptRequests, "80G receipt request", "80G receipt requests") : "",
      counts.donations
        ? `the e-mail address of ${plural(counts.donations, "donation", "donations")} (the receipts stay, as tax law requires)`
        : "",
      counts.files ? plural(counts.files, "uploaded file", "uploaded files") : "",
    ].filter(Boolean);
    if (parts.length === 0) return "nothing";
    return parts.length === 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  },
  /** The copy of a person's data (server/services/personal-data-copy.ts), in the words of the person who asked for it. */
  copy: {
    pageName: "your-details.html",
    fileName: (day: string) => `personal-data-${day}.zip`,
    title: (siteName: string) => `The details ${siteName} holds about you`,
    intro: (madeAt: string, foundBy: string) =>
      `Made on ${madeAt} at your request: everything our website keeps that you sent us, found by ${foundBy}. The files you sent are in the "files" folder beside this page.`,
    messages: "Messages",
    applications: "Applications",
    subscriptions: "Newsletter subscription",
    responses: "Form answers",
    receiptRequests: "Requests for an 80G receipt",
    donations: "Donations receipted",
    address: "Address",
    amount: "Amount",
    state: "State",
    mode: "Paid by",
    keptByLaw: (until: string) =>
      `The receipts and what they say are kept until ${until}, as the Income-tax Act requires, even if you ask us to delete your other details.`,
    none: "None.",
    motivation: "Why you want to join",
    subscription: "Newsletter",
    since: "Subscribed on",
    confirmed: "Confirmed",
    language: "Language",
    filesSent: "Files sent",
    closing:
      "To have anything here corrected or deleted, reply to the e-mail this came with. Copies of your messages in our staff's mailbox are not listed here.",
  },
  erased: (counts: ErasedCounts) =>
    counts.messages +
      counts.applications +
      counts.subscriptions +
      counts.responses +
      counts.receiptRequests +
      counts.donations ===
    0
      ? "Nothing was found to delete: this person's data was already gone."
      : `Deleted this person's data: ${personalDataMessages.summary(counts)}.`,
} as const;
