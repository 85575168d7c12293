/**
 * Words of the Reports and accounts screen (/admin/reports, issue 47): the annual
 * reports and audited accounts /transparency lists. The kinds' names and the API's
 * messages are in common/messages/transparency-documents.ts.
 */
export const reportsText = {
  heading: "Reports and accounts",
  intro:
    "The annual reports and audited accounts the Transparency page lists, one of each per financial year, as PDF files. Visitors download each from an address that stays the same when you replace its file.",
  viewPage: "View the Transparency page",
  newTab: "(opens in a new tab)",
  loadFailed: "The documents could not be loaded:",
  form: {
    uploadHeading: "Upload a document",
    editHeading: (title: string) => `Change “${title}”`,
    kind: "Document",
    financialYear: "Financial year",
    financialYearHint: "April to March: 2025-26 runs from April 2025 to March 2026.",
    title: "Title",
    titleHint: (title: string) => `Leave empty for “${title}”.`,
    titleHi: "Title in Hindi",
    titleHiHint: (name: string) => `Leave empty for “${name}” and the year.`,
    file: "PDF file",
    fileHint: (megabytes: number) => `A PDF of at most ${megabytes} MB.`,
    replaceFile: "New PDF file",
    replaceFileHint: (megabytes: number) => `Leave empty to keep the present file. A PDF of at most ${megabytes} MB.`,
    notPdf: (name: string) => `“${name}” is not a PDF file. Save it as PDF and choose that.`,
    tooLarge: (name: string, megabytes: number) =>
      `“${name}” is larger than ${megabytes} MB. Make the PDF smaller (“Reduce file size” in your PDF program) and try again.`,
    fileRequired: "Choose the PDF file to upload",
    upload: "Upload",
    save: "Save",
    cancel: "Cancel",
    sending: (percent: number) => `Uploading… ${percent}%`,
    failed: (message: string) => `The document could not be saved: ${message}`,
  },
  listHeading: (count: number) => `Uploaded (${count})`,
  empty: "Nothing uploaded yet. The Transparency page says the first reports will come after the first financial year.",
  details: (size: string, day: string) => `PDF, ${size} MB · uploaded ${day}`,
  download: "Download",
  edit: "Replace or rename",
  remove: "Remove",
  removeTitle: "Remove this document?",
  removeMessage: (title: string) =>
    `“${title}” leaves the Transparency page and its file is deleted. Links to it stop working.`,
  removeFailed: (message: string) => `The document could not be removed: ${message}`,
} as const;
