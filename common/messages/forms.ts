/**
 * Texts of the forms feature a visitor meets: a custom form's answers, its outcome,
 * 'Form Not Found', the offline queue and the server's refusals (spec 2.22, 2.23, 5
 * and 8), used by the browser and the server alike. The admin's (links, builder,
 * responses) are in forms-admin.ts, so a public page carries none of them. The specification's own strings are kept exactly; the rest
 * (offline queue, builder, limits) are ours. What visitors read has a Hindi
 * translation (hi/forms.ts): texts with a name or a figure in them are templates
 * there (`fill`, `fillPlural` in ../fill.ts); the admin's alone stay functions.
 */
export const formMessages = {
  /** Spec 5, custom form renderer; the server answers with the same texts. */
  answer: {
    required: "{label} is required",
    invalidEmail: "Invalid email address",
    invalidPhone: "Invalid phone number",
    invalidDate: "Please enter a valid date",
    notAnOption: "Please choose one of the options for {label}",
    /** `{max}` is put in without grouping (1000). */
    tooLong: "{label} is too long (at most {max} characters)",
    fileTooLarge: "{label}: the file is larger than {maxMb} MB",
    fileMissing: "{label}: the file did not arrive, please choose it again",
  },
  submit: {
    success: "Form submitted successfully!",
    failed: "Failed to submit form. Please try again.",
  },
  notFound: {
    heading: "Form Not Found",
    text: "The form you're looking for doesn't exist.",
    backToForms: "Back to Forms",
    backToAdmin: "Back to Admin",
  },
  /** The browser's queue of responses not yet sent (DESIGN.md section 1). */
  queue: {
    savedOffline: "Saved on this device. It will be sent automatically when you are back online.",
    pending: {
      one: "{n} response is saved on this device and will be sent when you are back online.",
      other: "{n} responses are saved on this device and will be sent when you are back online.",
    },
    sending: "Sending responses saved on this device...",
    sent: { one: "Your saved response has been sent.", other: "{n} saved responses have been sent." },
    /** The server's reason in `{message}`. */
    rejected: "A response saved on this device could not be sent: {message}",
    discard: "Discard it",
    offlineCopy: "You are offline. This is the copy of the form saved on this device.",
    storageFull: "This device has no room to save your response. Please try again when you are online.",
  },
  /** Server-side failures of custom forms and their responses. */
  server: {
    formNotFound: "Form not found",
    linkNotFound: "Form link not found",
    responseNotFound: "Response not found",
    fileNotFound: "File not found",
    closed: "This form is not accepting responses",
    tooManyRequests: "Too many submissions from this connection. Please wait a few minutes and try again.",
    unknownFileField: (name: string) => `The file "${name}" does not belong to a file question of this form`,
    badResponsePart: "The response part of the upload is missing or is not valid JSON",
  },
} as const;
