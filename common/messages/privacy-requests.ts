/**
 * Requests about personal data (issue 42): what the staff record when someone asks
 * for a copy, a correction, an erasure or to withdraw a consent, and the API's
 * messages about them. The privacy notice promises a reply within 30 days.
 */
export const privacyRequestMessages = {
  kinds: {
    copy: "A copy of their data",
    correction: "Correct their data",
    erasure: "Delete their data",
    withdrawal: "Withdraw a consent",
  },
  validation: {
    kind: "Choose what they asked for",
    nameRequired: "Enter the name of the person who asked",
    contactRequired: "Enter the e-mail address or phone number they asked from",
    receivedOn: "Enter the day the request arrived",
    receivedInFuture: "The day it arrived cannot be after today",
    tooLong: (max: number) => `Please keep this under ${max} characters`,
    changeRequired: "Say what changes: answered, or the notes",
  },
  recorded: "Request recorded. Its reply is due within 30 days.",
  answered: "Marked as answered.",
  reopened: "Marked as waiting for a reply again.",
  saved: "Notes saved.",
  removed: "Request removed from the list.",
} as const;
