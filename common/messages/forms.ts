/**
 * Texts of the forms feature: external form links, custom forms, their renderer,
 * builder and response viewer (spec 2.22, 2.23, 2.27, 5 and 8), used by the browser
 * and the server alike. The specification's own strings are kept exactly; the rest
 * (offline queue, builder, limits) are ours. What visitors read has a Hindi
 * translation (hi/forms.ts): texts with a name or a figure in them are templates
 * there (`fill`, `fillPlural` in ../fill.ts); the admin's alone stay functions.
 */
export const formMessages = {
  /** Spec 5, add-form modal. */
  link: {
    required: "Please fill in all required fields (title, description, link)",
    /** Beside each empty field, under the line above. */
    fieldRequired: "This field is required",
    invalidUrl: "Please enter a valid URL for the form link",
    invalidCategory: "Please choose one of the listed categories",
    tooLong: (max: number) => `Please keep this under ${max} characters`,
  },
  /** Spec 8, external forms. */
  linkToasts: {
    added: "Form added successfully to server!",
    updated: "Form link updated.",
    deleted: "Form deleted successfully from server!",
    addFailed: (message: string) => `Failed to add form: ${message}`,
    deleteFailed: (message: string) => `Failed to delete form: ${message}`,
    updateFailed: (message: string) => `Failed to update form: ${message}`,
  },
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
  /** Spec 8, custom forms. */
  csv: {
    /** The export's last column: when each response was sent, in the site's time zone. */
    submittedAt: (timeZone: string) => `Submitted at (${timeZone} time)`,
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
  /** Spec 5/8 for the builder, plus its own checks. */
  builder: {
    titleRequired: "Title is required",
    labelRequired: "Every question needs a label",
    optionsRequired: "Add at least one option (one per line)",
    duplicateOptions: "Options must differ from each other",
    atLeastOneField: "Add at least one question",
    tooManyFields: (max: number) => `A form can have at most ${max} questions`,
    tooManyFileFields: (max: number) => `A form can have at most ${max} file questions`,
    duplicateIds: "Two questions have the same id",
    created: "Custom form created.",
    updated: "Custom form saved.",
    deleted: "Custom form deleted.",
    saveFailed: (message: string) => `Failed to save form: ${message}`,
    deleteFailed: (message: string) => `Failed to delete form: ${message}`,
    loadFailed: (message: string) => `Failed to load custom forms: ${message}`,
  },
  /** Spec 2.27, response viewer. */
  responses: {
    deleted: "Response deleted.",
    deleteFailed: (message: string) => `Failed to delete response: ${message}`,
    exportFailed: (message: string) => `Failed to export CSV: ${message}`,
    loadFailed: (message: string) => `Failed to load responses: ${message}`,
  },
} as const;
