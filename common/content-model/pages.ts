/**
 * The public pages the staff edit in the admin's Pages tab (issue 41), by page key,
 * with their addresses. Each is a content document named `page-<key>`
 * (documents.ts). A page not yet listed here still has its text in app/content/.
 */
export const EDITABLE_PAGES = {
  education: { path: "/Education", name: "Education" },
} as const;

export type EditablePageKey = keyof typeof EDITABLE_PAGES;
export const editablePageKeys = Object.keys(EDITABLE_PAGES) as EditablePageKey[];

/** A page's document name ("page-education"). */
export const pageDocumentName = <K extends EditablePageKey>(key: K) => `page-${key}` as const;
export type PageDocumentName = ReturnType<typeof pageDocumentName<EditablePageKey>>;
