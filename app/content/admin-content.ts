/** The words of the admin's content screens (issue 41): Site details, its history, the forms drawn from the model. */
export const contentFormText = {
  english: "English",
  hindi: "हिन्दी (Hindi)",
  hindiEmpty: "Empty: Hindi pages show the English.",
  hindiOutOfDate: "Hindi out of date: the English changed after this Hindi was written.",
};

export const siteDetailsText = {
  heading: "Site details",
  intro:
    "What every page says about the organisation: its name, how to reach it, where donations go and its registrations. A save shows on the website at once, in English and in Hindi.",
  loading: "Loading the site details…",
  loadFailed: (message: string) => `The site details could not be loaded: ${message}`,
  retry: "Try again",
  save: "Save and publish",
  saving: "Saving…",
  noChanges: "No changes to save",
  unsavedNote: "You have unsaved changes.",
  leave: "Leave Site details? Your changes are not saved yet.",
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
