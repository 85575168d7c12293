/**
 * The message catalogue for what visitors send (spec 5 and 8): contact messages
 * and volunteer/internship applications, used by the forms and the API alike.
 * The specification's texts are kept exactly; the few it does not give (limits,
 * the application's required fields, flood protection) are ours, in the same tone.
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
    tooLong: (max: number) => `Please keep this under ${max.toLocaleString("en-IN")} characters`,
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
  tooMany: (minutes: number) =>
    `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
} as const;

export const applicationMessages = {
  validation: {
    phoneRequired: "Phone number is required",
    phoneInvalid: "Invalid phone number",
    ageRequired: "Age is required",
    ageRange: "Age must be between 16 and 65",
    availabilityRequired: "Please select your availability",
    motivationRequired: "Please tell us why you want to join",
    interestsRequired: "Please select at least one area of interest",
    optionUnknown: "Please choose one of the options",
    resumeType: "Please upload your resume as a PDF, DOC or DOCX file",
    resumeTooLarge: (megabytes: number) => `The resume must be ${megabytes} MB or smaller`,
    resumeVolunteer: "A resume is only needed for internship applications",
  },
  submitting: "Submitting...",
  success: "Application submitted successfully! We'll contact you within 24 hours.",
  failure: "Failed to submit application. Please try again.",
} as const;

/** What the admin API answers about the inbox. */
export const inboxMessages = {
  messageDeleted: "Message deleted",
  applicationDeleted: "Application deleted",
} as const;
