/**
 * The annual reports and audited accounts the staff upload (issue 47): what the admin
 * and the API say about them, in English (the admin area is English).
 */
export const transparencyDocumentMessages = {
  /** The kinds, as the admin names them and a new document's title begins. */
  kinds: {
    "annual-report": "Annual report",
    "audited-accounts": "Audited accounts",
  },
  validation: {
    kind: "Kind: choose Annual report or Audited accounts",
    financialYear: "Financial year: write it like 2025-26 (April 2025 to March 2026)",
    title: (max: number) => `Title: at most ${max} characters`,
    titleHi: (max: number) => `Hindi title: at most ${max} characters`,
    fileRequired: "Choose the PDF file to upload",
    notPdf: (name: string) =>
      `"${name}" is not a PDF file. Save the report as PDF (in Word: File > Save As > PDF) and upload that.`,
    changeRequired: "Choose a new file, or change the title, kind or year",
  },
  taken: (title: string) => `“${title}” is uploaded already. Replace its file in the list instead, or remove it first.`,
  uploaded: (what: string) => `${what} uploaded. The Transparency page lists it now.`,
  replaced: (what: string) => `${what} saved. Its address stays the same; visitors get the new file.`,
  removed: (what: string) => `${what} removed from the Transparency page.`,
  notFound: "Document not found",
} as const;
