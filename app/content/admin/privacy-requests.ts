/**
 * Words of "Requests about personal data" (/admin/inbox/requests, issue 42): the
 * requests the staff record, their 30-day deadlines, and what is late. Kinds and
 * the API's messages are in common/messages/privacy-requests.ts.
 */
export const privacyRequestsText = {
  link: "Requests about personal data",
  linkLate: (n: number) => `${n} late`,
  heading: "Requests about personal data",
  intro:
    "When someone asks for a copy of their data, a correction, its deletion, or to withdraw a consent (by e-mail, phone, letter or a message), record it here on the day it arrives. The privacy notice promises a reply within 30 days: this list shows each deadline, and what is late.",
  back: "Back to the Inbox",
  form: {
    heading: "Record a request",
    kind: "What they asked for",
    kindPlaceholder: "Choose",
    name: "Their name",
    contact: "Their e-mail address or phone number",
    contactHint: "The one they asked from: your reply goes there.",
    receivedOn: "Arrived on",
    notes: "Notes",
    notesHint: "How it came, what you checked, what you did. Optional.",
    submit: "Record request",
    saving: "Recording…",
  },
  waiting: (n: number) => `Waiting for a reply (${n})`,
  answered: (n: number) => `Answered (${n})`,
  noneWaiting: "No request is waiting for a reply.",
  noneAnswered: "None answered yet.",
  arrived: (day: string) => `Arrived ${day}`,
  replyBy: (day: string) => `reply by ${day}`,
  answeredOn: (day: string) => `answered ${day}`,
  late: (days: number) => (days === 1 ? "Late by 1 day" : `Late by ${days} days`),
  daysLeft: (days: number) => (days === 0 ? "Due today" : days === 1 ? "1 day left" : `${days} days left`),
  findData: "Find their data",
  markAnswered: "Mark answered",
  markWaiting: "Waiting again",
  remove: "Remove",
  removeConfirm: (name: string) => `Remove the request from ${name}? Only do this for one recorded by mistake.`,
  loadFailed: "The requests could not be read:",
  failed: (message: string) => `Could not save: ${message}`,
} as const;
