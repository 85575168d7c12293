/**
 * The admin's texts of the forms feature: external form links, the custom form
 * builder and the response viewer (spec 2.22, 2.27, 5 and 8), used by the admin area
 * and the API it calls. Apart from forms.ts (what visitors meet), so that no public
 * page carries them. The specification's own strings are kept exactly.
 */
export const formAdminMessages = {
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
  /** Spec 8, custom forms. */
  csv: {
    /** The export's last column: when each response was sent, in the site's time zone. */
    submittedAt: (timeZone: string) => `Submitted at (${timeZone} time)`,
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
