/** What the admin's content screens (Site details, Jobs, and later pages and lists) say (issue 41); each document's "saved" is in common/content-model/documents.ts. */
export const contentMessages = {
  photoRequired: "Choose a photo to upload",
  photoUploaded: "Photo uploaded",
  notFound: "This content has not been created yet",
  versionNotFound: (version: number) => `Version ${version} is not in the history (only the latest 100 are kept)`,
  savedElsewhere: (by: string) =>
    `Someone else (${by}) saved this after you opened it. Your changes are not saved: copy what you changed, reload to see their version, and make your change again.`,
  restored: (version: number) => `Version ${version} restored. Every page shows it now.`,
  draftSaved: "Draft saved. Visitors do not see it until it is published.",
  draftSavedElsewhere: (by: string) =>
    `Someone else (${by}) saved this draft after you opened it. Your changes are not saved: copy what you changed, reload to see their draft, and make your change again.`,
  noDraft:
    "There is no draft to publish: it was published or discarded, perhaps in another tab. Reload to see what is published.",
  publishedSinceDraft: (by: string) =>
    `Someone else (${by}) published this after your draft was begun. Publishing the draft would undo their change: open the draft, compare it with what is published, and save it again.`,
  draftDiscarded: "Draft discarded. The published version is unchanged.",
  draftPublished: "Draft published. Visitors see it now.",
  scheduled: (when: string) => `Scheduled: it will be published on ${when} (India time).`,
  scheduleInPast: "Choose a time in the future to schedule it, or publish it now.",
  scheduleCancelled: "Schedule cancelled. The draft stays a draft.",
};
