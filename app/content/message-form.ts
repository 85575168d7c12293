/**
 * Words of the two contact forms (Get In Touch, Contact Us) and the application
 * form that they share: field labels, placeholders, the honeypot's instruction.
 * The validation and result messages are the spec's, in common/messages/contact.ts.
 */
export const messageFormText = {
  requiredNote: "Fields marked * are required.",
  /** After sending, on the confirmation that replaces the form. */
  sendAnother: "Send another message",
  requiredMark: "*",
  firstName: "First Name",
  lastName: "Last Name",
  emailLabel: "Email Address",
  emailPlaceholder: "you@example.com",
  phoneLabel: "Phone Number",
  phonePlaceholder: "+91 98765 43210",
  optional: "(optional)",
  message: "Message",
  /** Read only by screen readers and people without styles: bots fill it, people leave it. */
  honeypot: "Leave this field empty (it helps us stop spam)",
} as const;
