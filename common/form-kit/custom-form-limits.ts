/**
 * The limits of custom forms and their answers, apart from the schemas that check
 * them (common/schemas/forms.ts), so a visitor's form can draw its questions
 * without loading zod (decision 037).
 */
export const FORM_LIMITS = {
  title: 200,
  description: 2000,
  link: 2000,
  label: 200,
  option: 200,
  options: 50,
  fields: 50,
  /** Characters of a one-line answer, and of a paragraph answer. */
  text: 1000,
  textarea: 10_000,
  /** A file answer: at most this many bytes, and this many files in one response (phones on slow networks). */
  fileBytes: 5 * 1024 * 1024,
  files: 5,
} as const;
export const MAX_FILE_MB = FORM_LIMITS.fileBytes / (1024 * 1024);
/** The file chooser's filter for file questions; the server checks the bytes (PDF, Word, JPEG, PNG, WebP, GIF). */
export const ANSWER_FILE_ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png,.webp,.gif";
