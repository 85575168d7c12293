/** The kinds whose select asks otherwise than "Kind of …" (by the item's label in the model). */
const KIND_QUESTIONS: Record<string, { kind: string; newKind: string }> = {
  Button: { kind: "What it does", newKind: "What the new button does" },
};

/** The words of the admin's content screens (issue 41): Site details, Jobs, their history, the forms drawn from the model. */
export const contentFormText = {
  english: "English",
  hindi: "हिन्दी (Hindi)",
  hindiEmpty: "Empty: Hindi pages show the English.",
  hindiOutOfDate: "Hindi out of date: the English changed after this Hindi was written.",
  /** A list's count against its limit: "3 of at most 60". */
  count: (count: number, max?: number) => (max === undefined ? `${count}` : `${count} of at most ${max}`),
  none: (label: string) => `No ${label.toLowerCase()} yet.`,
  add: (item: string) => `Add ${item.toLowerCase()}`,
  newItem: (item: string) => `New ${item.toLowerCase()}`,
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  /** The buttons' names for screen readers: which item they move. */
  moveUpLabel: (title: string) => `Move ${title} up`,
  moveDownLabel: (title: string) => `Move ${title} down`,
  removeLabel: (title: string) => `Remove ${title}`,
  removeTitle: (item: string) => `Remove this ${item.toLowerCase()}?`,
  removeConfirm: (title: string) =>
    `“${title}” leaves the list when you save. Until then, reloading the page brings it back.`,
  /** A list of several kinds (a page's sections, a section's buttons): the select of an item's kind, and of a new one's. */
  kindLabel: (item: string) => KIND_QUESTIONS[item]?.kind ?? `Kind of ${item.toLowerCase()}`,
  newKindLabel: (item: string) => KIND_QUESTIONS[item]?.newKind ?? `Kind of the new ${item.toLowerCase()}`,
  changeKindTitle: (item: string) => `Change the kind of this ${item.toLowerCase()}?`,
  changeKindConfirm: (kind: string, lost: string[]) =>
    `As “${kind}” it has no place for ${new Intl.ListFormat("en", { type: "conjunction" }).format(lost.map((label) => `“${label}”`))}: what they hold is cleared. Until you save, reloading the page brings it back.`,
  changeKind: "Change",
  /** An optional choice left unset. */
  noChoice: "None",
  /** A text list (a card's ticked lines): each line in English and Hindi. */
  line: (number: number) => `Line ${number}`,
  addLine: "Add line",
  removeLineTitle: "Remove this line?",
  // The history's comparison of lists.
  itemAdded: "Added",
  itemRemoved: "Removed",
  itemNotThere: "(not in the list)",
  itemThere: "In the list",
  order: (list: string) => `${list}: order`,
};

/** The content form's photo field (image-input.tsx): picked from the gallery or uploaded, with its alt text. */
export const photoFieldText = {
  none: "No photo chosen.",
  current: (label: string) => `${label} chosen now`,
  chooseFromGallery: "Choose from the gallery",
  upload: "Upload a photo",
  remove: "Remove photo",
  uploading: "Uploading the photo…",
  uploaded: "Photo uploaded. Say what it shows in the alt text below.",
  picked: "Photo chosen. Check that the alt text below says what it shows.",
  removed: "Photo removed.",
  uploadFailed: (message: string) => `The photo could not be uploaded: ${message}`,
  galleryTitle: "Choose a photo from the gallery",
  galleryDescription: "Its alt text from the gallery is copied; you can change it afterwards.",
  gallerySearch: "Search the gallery",
  galleryLoading: "Loading the gallery…",
  galleryFailed: (message: string) => `The gallery could not be loaded: ${message}`,
  galleryEmpty: "The gallery has no photos yet. Close this and upload a photo instead.",
  galleryNoMatch: "No photo matches. Try other words.",
  galleryShowing: (shown: number, total: number) => `Showing ${shown} of ${total} photos`,
  galleryMore: "Show more photos",
  galleryPick: (alt: string) => `Choose: ${alt}`,
  cancel: "Cancel",
  /** The history's comparison. */
  inWords: (alt: string) => `Photo: ${alt}`,
};

/** What every content document's screen says (heading and intro are the document's, below). */
export const contentDocumentText = {
  loadFailed: (title: string, message: string) => `The ${title.toLowerCase()} could not be loaded: ${message}`,
  retry: "Try again",
  save: "Save and publish",
  saving: "Saving…",
  saveDraft: "Save draft",
  preview: "Preview",
  draftHeading: "Draft, not published",
  draftNote: (when: string, by: string) =>
    `Saved ${when} by ${by}. Visitors see the published version until this draft is published.`,
  draftBehind: (by: string) =>
    `${by} published a newer version after this draft was begun. Publishing the draft would undo their change: compare it with the history below, then save the draft again before publishing.`,
  discardDraft: "Discard draft",
  discardConfirm: "Discard this draft? What is published stays as it is.",
  scheduleLabel: "Publish by itself on (India time)",
  schedule: "Schedule",
  scheduled: (when: string) => `This draft publishes itself on ${when} (India time).`,
  cancelSchedule: "Cancel schedule",
  scheduleNeedsSave: "Save the draft first; then it can be scheduled.",
  previewHeading: "Preview of the draft",
  previewIntro: "The page as visitors will see it once the draft is published. Links inside open the website.",
  previewPhone: "Phone",
  previewDesktop: "Desktop",
  previewEnglish: "English",
  previewHindi: "Hindi",
  previewFrame: (width: string, language: string) => `The draft page, ${width}, in ${language}`,
  closePreview: "Close preview",
  noChanges: "No changes to save",
  unsavedNote: "You have unsaved changes.",
  leave: (title: string) => `Leave ${title}? Your changes are not saved yet.`,
  lastSaved: (when: string, by: string) => `Last saved ${when} by ${by}.`,
  staleHeading: "Hindi out of date",
  staleIntro: "The English of these changed after their Hindi was written: update the Hindi, then save.",
  historyHeading: "History",
  historyIntro: "Every save is kept. Compare a version with what is published now, or publish it again.",
  version: (number: number) => `Version ${number}`,
  restoredFrom: (number: number) => `restored version ${number}`,
  current: "Published now",
  compare: "Compare",
  hideCompare: "Hide comparison",
  restore: "Restore this version",
  restoreConfirm: (number: number) =>
    `Publish version ${number} again? It replaces what the website shows now; today's version stays in the history.`,
  compareHeading: (number: number) => `What version ${number} said, beside what is published now`,
  compareField: "Field",
  compareThen: (number: number) => `Version ${number}`,
  compareNow: "Now",
  noDifference: "The same as what is published now.",
  empty: "(empty)",
};

export const siteDetailsText = {
  heading: "Site details",
  intro:
    "What every page says about the organisation: its name, how to reach it, where donations go and its registrations. A save shows on the website at once, in English and in Hindi.",
};

export const jobsText = {
  heading: "Job openings",
  intro:
    "The openings listed on Work With Us and offered on the application form, in this order. A save shows on the website at once. An opening leaves the site by itself the morning after its “Last day listed”; without one, it stays until you remove it.",
};

export const faqsText = {
  heading: "FAQs",
  intro:
    "The questions on the FAQs page, in this order, each with its answer, in English and in Hindi. A save shows on the website and in its search at once.",
};

export const navigationText = {
  heading: "Navigation",
  intro:
    "The menu at the top of every page and, at its foot, the two lists of links, the figures and the few lines about the foundation, in English and in Hindi. An entry opens a page (of this website, like /Education, or another) or the application form; a menu may hold one more level of menus.",
};

export const figuresText = {
  heading: "Figures",
  intro:
    "The headline figures, each stated once with the day it was counted. Write a figure's name in braces in any text of a page, a question, a job or the footer (in Navigation), like {students}, and visitors read the figure there; change it here and it changes everywhere at once.",
};

/** The Site content tab (/admin/content): the documents the staff publish, one screen each, at their own addresses. */
export const siteContentText = {
  heading: "Site content",
  intro:
    "What the website says, in English and in Hindi. Open one to change it; a save shows on the website at once, and every version is kept in its history.",
  /** The links between the four screens, above each. */
  nav: "Site content",
  screens: {
    pages: { name: "Pages", description: "The public pages whose words are edited here, section by section." },
    navigation: { name: "Navigation", description: "The header's menu and the footer's lists of links." },
    figures: {
      name: "Figures",
      description: "Students, schools, districts, states: each stated once, shown wherever a text names it.",
    },
    site: { name: "Site details", description: "Name, phone, address, office hours, UPI ID and registrations." },
    reports: {
      name: "Reports and accounts",
      description: "The annual reports and audited accounts on the Transparency page, as PDF files.",
    },
    jobs: { name: "Jobs", description: "The job openings on Work With Us and the application form." },
    faqs: { name: "FAQs", description: "The questions and answers on the FAQs page." },
  },
};

/** The Pages screen (/admin/pages) and one page's (/admin/pages/{key}). */
export const pagesText = {
  heading: "Pages",
  intro:
    "The public pages whose words you edit here, section by section, in English and in Hindi. The other pages still have their words in the website's code.",
  listLabel: "Editable pages",
  edit: (name: string) => `Edit the ${name} page`,
  page: (name: string, path: string) => ({
    heading: `${name} page`,
    intro: `The words of ${path}: its title and heading, then its sections in the order the page shows them, each closed until you open it. A save shows on the website at once, in English and in Hindi.`,
  }),
  viewPage: "View page",
  viewHindi: "View the Hindi page",
  newTab: "(opens in a new tab)",
  notFoundHeading: "No such page",
  notFound: (key: string) =>
    `There is no editable page called “${key}”. It may have been renamed, or the address mistyped.`,
  back: "Back to Pages",
};
