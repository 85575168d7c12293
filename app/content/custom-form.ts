/**
 * Text of a custom form's page at /forms/{id} (spec 2.23); the list at /forms has its
 * own (./forms.ts), so neither page downloads the other's words. Messages shared with
 * the server live in common/messages/forms.ts.
 */
export const customFormPage = {
  requiredNote: "Fields marked * are required.",
  requiredMark: "required",
  submit: "Submit",
  submitting: "Submitting...",
  chooseOption: "Choose an option",
  fileHint: "One file: PDF, Word or a photo (JPEG, PNG, WebP, GIF), up to {maxMb} MB.",
  chosenFile: "{name} ({kb} KB)",
  /** Plural words, filled with `fillPlural`. */
  errorSummary: { one: "Please correct {n} answer below.", other: "Please correct {n} answers below." },
  offlineNotSaved:
    "You are offline and this form has not been opened on this device before. Please try again when you are connected.",
  sentAt: "Sent",
  savedHeading: "Saved on this device",
  sendNow: "Send now",
  sentNext:
    "Thank you. The foundation's team reads every response; if you left a phone number or an email address, they may contact you about it.",
  sendAnother: "Fill in the form again",
} as const;
