/**
 * The message catalogue for what visitors send (spec 5 and 8): contact messages
 * and volunteer/internship applications, used by the forms and the API alike.
 * The specification's texts are kept exactly; the few it does not give (limits,
 * the application's required fields, flood protection) are ours, in the same tone.
 * Texts with a figure in them are templates (`fill`, `fillPlural` in ../fill.ts),
 * so the Hindi catalogue (hi/contact.ts) can give its own.
 */
export const contactMessages = {
  validation: {
    firstNameRequired: "First name is required",
    lastNameRequired: "Last name is required",
    emailRequired: "Email is required",
    emailInvalid: "Invalid email address",
    interestRequired: "Please select your interest",
    subjectRequired: "Subject is required",
    messageRequired: "Message is required",
    consentRequired: "Please accept the privacy policy",
    /** A phone number that breaks the one rule (common/phone.ts): the application's, and the contact forms' when given. */
    phoneInvalid: "Enter a 10-digit mobile number",
    /** `fill(tooLong, { max })`: the figure with Indian grouping (5,000). */
    tooLong: "Please keep this under {max} characters",
  },
  sending: "Sending...",
  getInTouch: {
    success: "Thank you for reaching out! We'll contact you within 24 hours.",
    failure: "Failed to send message. Please try again.",
  },
  contactUs: {
    success: "Thank you for reaching out! We'll get back to you soon.",
    failure: "Failed to send message. Please try again.",
  },
  /** `fillPlural(tooMany, minutes, locale)`. */
  tooMany: {
    one: "You have sent several messages in a short time. Please wait {n} minute and try again.",
    other: "You have sent several messages in a short time. Please wait {n} minutes and try again.",
  },
} as const;

export const applicationMessages = {
  validation: {
    phoneRequired: "Phone number is required",
    ageRequired: "Age is required",
    ageRange: "Enter your age in years: 16 or over",
    availabilityRequired: "Please select your availability",
    motivationRequired: "Please tell us why you want to join",
    interestsRequired: "Please select at least one area of interest",
    optionUnknown: "Please choose one of the options",
    resumeType: "Please upload your resume as a PDF, DOC or DOCX file",
    /** `fill(resumeTooLarge, { megabytes })`. */
    resumeTooLarge: "The resume must be {megabytes} MB or smaller",
    resumeVolunteer: "A resume is only needed for internship and job applications",
    guardianNameRequired: "You are under 18: enter the name of a parent or guardian",
    guardianEmailRequired: "You are under 18: enter your parent's or guardian's e-mail address",
    guardianEmailInvalid: "Enter your parent's or guardian's e-mail address, such as name@example.com",
    guardianEmailSame: "Enter your parent's or guardian's own e-mail address, not yours",
    /** `fill(guardianNoMail, { email })`: without a mail server no parent can be asked. */
    guardianNoMail:
      "Applications from under-18s need a parent's or guardian's confirmation by e-mail, which this website cannot send at the moment. Please ask your parent or guardian to write to us at {email}.",
  },
  submitting: "Submitting...",
  success: "Application submitted successfully! We'll contact you within 24 hours.",
  /** `fill(guardianAsked, { days })`: an under-18's application, waiting for the parent's confirmation. */
  guardianAsked:
    "Thank you! We have e-mailed your parent or guardian. Your application reaches our team once they confirm it, within {days} days; otherwise it is deleted.",
  failure: "Failed to submit application. Please try again.",
} as const;

/** What the admin API answers about the inbox. */
export const inboxMessages = {
  messageDeleted: "Message deleted",
  applicationDeleted: "Application deleted",
  /** The 400s of the Inbox's search and filters (GET /api/contact and /api/applications). */
  filter: {
    searchTooLong: (max: number) => `Search text is limited to ${max} characters`,
    badDate: (name: string) => `${name} must be a date written as YYYY-MM-DD`,
    datesReversed: "The From date must be on or before the To date",
    badKind: (kinds: readonly string[]) => `kind must be one of: ${kinds.join(", ")}`,
  },
} as const;
